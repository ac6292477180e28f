/** The console's session cookie. The portal's has another name and path, so the two never mix. */
export const SESSION_COOKIE = 'dossier_session';

/** The value of one cookie in a Cookie header, or null. Other cookies are ignored. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (header === undefined) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

/** The value of the console's session cookie in a Cookie header, or null. */
export function readSessionCookie(header: string | undefined): string | null {
  return readCookie(header, SESSION_COOKIE);
}

/**
 * HttpOnly so page scripts never read it; SameSite=Lax so other sites' forms do not carry it on a POST; Secure
 * when the service is served over https.
 */
export function sessionCookie(
  value: string,
  options: { secure: boolean; maxAgeSeconds: number; name?: string; path?: string },
): string {
  const attributes = [
    `${options.name ?? SESSION_COOKIE}=${value}`,
    `Path=${options.path ?? '/'}`,
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
