import { Type } from '@sinclair/typebox';
import { TimestampText, Uuid } from './common.js';

/**
 * What @simplewebauthn/browser's startRegistration/startAuthentication answer (the WebAuthn Level 3 JSON forms),
 * passed on as they come: the fields the server reads are bounded here, the rest is checked by the verification.
 */
const B64Url = (maxLength: number) => Type.String({ maxLength, pattern: '^[A-Za-z0-9_-]*$' });

const CredentialBase = {
  id: B64Url(1366),
  rawId: B64Url(1366),
  type: Type.Literal('public-key'),
  clientExtensionResults: Type.Object({}, { additionalProperties: true }),
  authenticatorAttachment: Type.Optional(Type.String({ maxLength: 32 })),
};

export const RegistrationCredential = Type.Object(
  {
    ...CredentialBase,
    response: Type.Object(
      {
        clientDataJSON: B64Url(4096),
        attestationObject: B64Url(65536),
        transports: Type.Optional(Type.Array(Type.String({ maxLength: 32 }), { maxItems: 10 })),
      },
      { additionalProperties: true },
    ),
  },
  { additionalProperties: true, description: 'The browser’s answer to navigator.credentials.create(), as JSON' },
);

export const AuthenticationCredential = Type.Object(
  {
    ...CredentialBase,
    response: Type.Object(
      {
        clientDataJSON: B64Url(4096),
        authenticatorData: B64Url(65536),
        signature: B64Url(1024),
        userHandle: Type.Optional(B64Url(128)),
      },
      { additionalProperties: true },
    ),
  },
  { additionalProperties: true, description: 'The browser’s answer to navigator.credentials.get(), as JSON' },
);

/** The options for the browser, passed as they are to @simplewebauthn/browser (its `optionsJSON`). */
export const CreationOptions = Type.Object(
  { challenge: Type.String(), rp: Type.Object({}, { additionalProperties: true }) },
  { additionalProperties: true, description: 'PublicKeyCredentialCreationOptionsJSON (WebAuthn Level 3)' },
);

export const RequestOptions = Type.Object(
  { challenge: Type.String(), rpId: Type.Optional(Type.String()) },
  { additionalProperties: true, description: 'PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3)' },
);

export const Passkey = Type.Object({
  id: Uuid,
  name: Type.String(),
  backed_up: Type.Boolean({ description: 'Synced by a platform or password manager, as the authenticator says' }),
  created_at: TimestampText,
  last_used_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
