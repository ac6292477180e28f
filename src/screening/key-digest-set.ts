import { hash } from 'node:crypto';

/** Slots start at this many and double when half full. */
const INITIAL_SLOTS = 1 << 14;
const WORDS = 4;

/**
 * A set of strings kept as 128-bit digests (the first half of their SHA-256) in one typed array: 32 bytes a key at
 * most, outside the JavaScript heap, where a Set of the strings themselves costs 60–70 bytes a key on the heap (a
 * million OpenSanctions ids: about 30 MB instead of 65, and nothing for the garbage collector to walk). Two
 * different keys share a digest with a probability of about n²/2¹²⁹: for a million keys, 10⁻²⁷.
 */
export class KeyDigestSet {
  #slots = new Uint32Array(INITIAL_SLOTS * WORDS);
  #capacity = INITIAL_SLOTS;
  #size = 0;

  get size(): number {
    return this.#size;
  }

  /** Adds the key; false when it was there already. */
  add(key: string): boolean {
    const digest = digestOf(key);
    if (this.#find(this.#slots, this.#capacity, digest) === true) return false;
    if ((this.#size + 1) * 2 > this.#capacity) this.#grow();
    const at = this.#find(this.#slots, this.#capacity, digest);
    if (typeof at === 'number') this.#slots.set(digest, at * WORDS);
    this.#size += 1;
    return true;
  }

  has(key: string): boolean {
    return this.#find(this.#slots, this.#capacity, digestOf(key)) === true;
  }

  /** True when the digest is in the table, else the free slot where it goes (linear probing). */
  #find(slots: Uint32Array, capacity: number, digest: Uint32Array): true | number {
    const mask = capacity - 1;
    for (let slot = (digest[0] as number) & mask; ; slot = (slot + 1) & mask) {
      const o = slot * WORDS;
      if (slots[o] === 0 && slots[o + 1] === 0 && slots[o + 2] === 0 && slots[o + 3] === 0) return slot;
      if (
        slots[o] === digest[0] &&
        slots[o + 1] === digest[1] &&
        slots[o + 2] === digest[2] &&
        slots[o + 3] === digest[3]
      ) {
        return true;
      }
    }
  }

  #grow(): void {
    const old = this.#slots;
    const capacity = this.#capacity * 2;
    const slots = new Uint32Array(capacity * WORDS);
    for (let o = 0; o < old.length; o += WORDS) {
      if (old[o] === 0 && old[o + 1] === 0 && old[o + 2] === 0 && old[o + 3] === 0) continue;
      const digest = old.subarray(o, o + WORDS);
      const at = this.#find(slots, capacity, digest);
      if (typeof at === 'number') slots.set(digest, at * WORDS);
    }
    this.#slots = slots;
    this.#capacity = capacity;
  }
}

/** The first 128 bits of the key's SHA-256 as four words; never all zero (that marks a free slot). */
function digestOf(key: string): Uint32Array {
  const bytes = hash('sha256', key, 'buffer');
  const words = new Uint32Array(WORDS);
  for (let i = 0; i < WORDS; i++) words[i] = bytes.readUInt32LE(i * 4);
  if (words[0] === 0 && words[1] === 0 && words[2] === 0 && words[3] === 0) words[0] = 1;
  return words;
}
