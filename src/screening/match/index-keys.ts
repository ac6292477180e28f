import type { ListEntry } from '../list-entry.js';
import { normalizeCryptoAddress } from './crypto-address.js';
import type { PreparedEntry, PreparedSubject } from './entry-score.js';
import type { NormalizedName } from './normalize-name.js';

/**
 * The keys a name is found by: each naming token ("w:"), its Double Metaphone codes ("m:", for spelling
 * variants), and its first four letters ("p:", for typos late in a word and names written together). Legal forms,
 * particles, initials and generic words are left out (they would return half the list), unless a name has
 * nothing else.
 */
export function nameKeys(name: NormalizedName, into: Set<string>): void {
  const naming = name.tokens.filter((t) => t.role === 'name');
  const tokens = naming.length > 0 ? naming : name.tokens.filter((t) => t.role === 'generic');
  for (const t of tokens) {
    into.add(`w:${t.text}`);
    for (const code of t.phonetic) into.add(`m:${code}`);
    if (t.text.length >= 5) into.add(`p:${t.text.slice(0, 4)}`);
    if (t.skeleton.length >= 3) into.add(`k:${t.skeleton}`);
  }
  if (name.compact.length >= 8) into.add(`p:${name.compact.slice(0, 4)}`);
}

export const cryptoKey = (address: string): string => `x:${normalizeCryptoAddress(address)}`;

/** Every key of an entry: of its names and aliases, and its crypto addresses. */
export function entryKeys(entry: PreparedEntry): string[] {
  const keys = new Set<string>();
  for (const n of entry.names) nameKeys(n.name, keys);
  for (const c of (entry.entry as ListEntry).crypto_addresses) keys.add(cryptoKey(c.address));
  return [...keys];
}

/** The keys to look a subject up by. */
export function subjectKeys(subject: PreparedSubject): string[] {
  const s = subject.subject;
  if (s.kind === 'crypto_address') {
    const address = (s.address ?? s.name ?? '').trim();
    return address === '' ? [] : [cryptoKey(address)];
  }
  const keys = new Set<string>();
  for (const n of subject.names) nameKeys(n, keys);
  return [...keys];
}
