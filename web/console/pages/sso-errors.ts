// Why a return from the identity provider signed nobody in: the service names the reason in the sign-in page's
// address (`?sso_error=…`), and this says it to the person, with what to do next.

const SSO_ERRORS = {
  sign_in_expired: {
    title: 'This sign-in has expired',
    text: 'It took too long, was already used, or began in another browser. Start again with Sign in with SSO.',
  },
  state_mismatch: {
    title: 'This sign-in could not be checked',
    text: 'The answer from your identity provider did not match the sign-in this browser started. Start again.',
  },
  provider_refused: {
    title: 'Your identity provider did not sign you in',
    text: 'It refused or cancelled the sign-in. Start again, or ask your IT team.',
  },
  provider_unreachable: {
    title: 'Your identity provider could not be reached',
    text: 'Try again in a moment. If it stays down, an admin can let you sign in with a password.',
  },
  code_rejected: {
    title: 'This sign-in could not be completed',
    text: 'Your identity provider refused to finish it (the answer was already used or has expired). Start again.',
  },
  nonce_mismatch: {
    title: 'This sign-in could not be checked',
    text: 'The identity provider’s answer was not made for this sign-in. Start again.',
  },
  id_token_invalid: {
    title: 'This sign-in could not be checked',
    text: 'The identity provider’s answer did not pass our checks. Ask an admin to check the single sign-on settings.',
  },
  email_not_verified: {
    title: 'Your e-mail is not verified',
    text: 'Your identity provider has not verified your e-mail address, so we cannot tell who you are. Ask your IT team.',
  },
  email_domain_not_allowed: {
    title: 'This e-mail cannot sign in here',
    text: 'The account you signed in with at your identity provider has an e-mail of a domain this account does not allow.',
  },
  user_not_found: {
    title: 'You have no user in this account yet',
    text: 'Your identity provider knows you, but nobody has invited you to Dossier. Ask an admin of your account to invite you.',
  },
  user_deactivated: {
    title: 'Your user is deactivated',
    text: 'Ask an admin of your account if you need access again.',
  },
  sso_not_configured: {
    title: 'Single sign-on is no longer set up',
    text: 'Sign in with your e-mail and password, or ask an admin.',
  },
} as const;

export type SsoErrorReason = keyof typeof SSO_ERRORS;

export function isSsoErrorReason(value: unknown): value is SsoErrorReason {
  return typeof value === 'string' && Object.hasOwn(SSO_ERRORS, value);
}

export function ssoErrorText(reason: SsoErrorReason): { title: string; text: string } {
  return SSO_ERRORS[reason];
}
