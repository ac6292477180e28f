// Checks the portal makes as the customer goes, before the server's own at submission: a typo in an e-mail
// address or a web address is said when the field is left, and "Continue" names what the step still lacks.

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether `value` reads as an e-mail address (blank is no problem here: whether it is required is elsewhere). */
export function isEmailAddress(value: string): boolean {
  const text = value.trim();
  return text === '' || EMAIL.test(text);
}

/**
 * Whether `value` reads as a web address: http(s) with a host that has a dot, the scheme optional
 * ("example.com" is what people type). Blank is no problem here.
 */
export function isWebAddress(value: string): boolean {
  const text = value.trim();
  if (text === '') return true;
  if (/\s/.test(text)) return false;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The lines of a step's checklist (lib/checklist) still not done, in the order the step shows them. Typed by shape
 * so this module imports nothing: the service's unit tests load it as it is.
 */
export function missingOnStep<Item extends { readonly done: boolean }>(
  groups: readonly { readonly step: string; readonly items: readonly Item[] }[],
  step: string,
): Item[] {
  return groups.filter((g) => g.step === step).flatMap((g) => g.items.filter((i) => !i.done));
}
