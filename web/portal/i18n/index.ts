import { en, type Messages } from './en';

/**
 * The portal's strings. One language ships; a translation is a file exporting a `Messages` object, picked here
 * (for instance from the invitation's language once the API carries one).
 */
export const t: Messages = en;

export type { Messages };

/** A label from one of the catalogue's value lists, or the value itself when the list doesn't have it yet. */
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  return labels[value] ?? value.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}
