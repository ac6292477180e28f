/** The longest User-Agent a session keeps: enough for every real browser, bounded against hostile headers. */
export const USER_AGENT_MAX_LENGTH = 512;

/** The User-Agent as stored: printable ASCII only, cut to its bound; null when there is none. */
export function boundedUserAgent(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return null;
  const printable = value.replace(/[^\x20-\x7e]/g, '').trim();
  return printable === '' ? null : printable.slice(0, USER_AGENT_MAX_LENGTH);
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/HeadlessChrome\//, 'Headless Chrome'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A person's name for the device behind a User-Agent ("Firefox on Windows"), for the list of sessions: a guess
 * from well-known markers, never trusted for anything else. "Unknown device" when nothing matches.
 */
export function deviceLabel(userAgent: string | null): string {
  if (userAgent === null) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
