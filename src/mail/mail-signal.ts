/**
 * Wakes this process's mail worker as soon as a mail commits, so it leaves within milliseconds instead of at the
 * next poll. Workers in other processes (PostgreSQL, `dossier worker`) find it at their next poll, a second at most.
 */
export class MailSignal {
  readonly #listeners = new Set<() => void>();

  notify(): void {
    for (const listener of this.#listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
