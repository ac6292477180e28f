/** The console's session cookie. The portal's has another name and path, so the two never mix. */
export const SESSION_COOKIE = 'dossier_session';

/** The value of the session cookie in a Cookie header, or null. Other cookies are ignored. */
export function readSessionCookie(header: string | undefined): string | null {
  if (header === undefined) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

/**
 * HttpOnly so page scripts never read it; SameSite=Lax so other sites' forms do not carry it on a POST; Secure
 * when the service is served over https.
 */
export function sessionCookie(value: string, options: { secure: boolean; maxAgeSeconds: number }): string {
  const attributes = [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${options.maxAgeSeconds}`,
  ];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function clearedSessionCookie(options: { secure: boolean }): string {
  return sessionCookie('', { ...options, maxAgeSeconds: 0 });
}
