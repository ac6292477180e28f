/**
 * Results of reads kept while nothing they depend on can have changed: every entry belongs to one version of the
 * database (see DatabaseHandle.readVersion), and the whole memo is dropped as soon as the version moves, so an
 * entry is never stale. It serves a read repeated between two writes (the queue polling, a page reloaded, a team
 * running the same search) without running its query again: on SQLite a search's page costs a few milliseconds of
 * the process's one thread, the memo's answer a map lookup.
 *
 * A read that runs while a transaction is open (the version is null: it may see rows not yet committed) or while
 * another write commits (the version after the read differs from the one before) is answered but not kept.
 */
export class ReadMemo<V> {
  readonly #entries = new Map<string, V>();
  #version: string | null = null;

  constructor(
    /** The database's current version, or null when it cannot be told (an open transaction). */
    private readonly readVersion: () => string | null,
    private readonly maxEntries = 256,
  ) {}

  /**
   * `isCurrent` is for a result that also depends on the clock (the overdue counts): a kept result it refuses is
   * read again and replaces it.
   */
  async read(key: string, load: () => Promise<V>, isCurrent?: (kept: V) => boolean): Promise<V> {
    const before = this.readVersion();
    if (before === null) return load();
    if (before !== this.#version) {
      this.#entries.clear();
      this.#version = before;
    }
    const kept = this.#entries.get(key);
    if (kept !== undefined && isCurrent !== undefined && !isCurrent(kept)) this.#entries.delete(key);
    else if (kept !== undefined) {
      // Most recently used last: the first entry is the one to drop when the memo is full.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept;
    }
    const value = await load();
    if (this.readVersion() === before && this.#version === before) {
      if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
      this.#entries.set(key, value);
    }
    return value;
  }

  /** How many results are kept now (tests). */
  get size(): number {
    return this.#entries.size;
  }
}
