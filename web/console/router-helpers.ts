/** Where to go after signing in: a path inside the console, never another site or the sign-in page itself. */
export function safeRedirect(redirect: string | undefined): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  if (redirect.startsWith('/sign-in') || redirect.startsWith('/set-password')) return '/';
  return redirect;
}

export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
