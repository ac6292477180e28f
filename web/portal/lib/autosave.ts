import { ApiError } from '../../shared/api/client';
import type { ApplicationDraft } from '../api/types';

// The draft saves itself as the customer types: ~600 ms after the last change the whole draft is PUT; one save
// at a time (a change made meanwhile is saved next); network trouble and 5xx are retried with a growing wait,
// at once when the browser is back online; a refused draft (400) waits for the next change. `flush()` saves now
// (step change, submission); `leave()` sends a keepalive PUT when the page is hidden or left.

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'retrying' | 'failed';

export interface SaveState {
  readonly status: SaveStatus;
  readonly savedAt: string | null;
  /** The last failure, while the draft is not saved. */
  readonly error: ApiError | null;
  readonly offline: boolean;
}

const RETRY_WAITS = [1_000, 2_000, 5_000, 10_000, 20_000, 30_000];

function retryable(error: ApiError): boolean {
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * Where the draft goes: the portal's API in the page (api/portal's saveDraft and saveDraftOnLeave), given as
 * functions so the saver's timing can be driven without a browser or a server.
 */
export interface DraftSaverOptions {
  /** The draft the page opened with: what the server already holds. */
  readonly initial: ApplicationDraft;
  /** PUTs the draft; rejects with an ApiError (status 0 for the network). */
  readonly save: (draft: ApplicationDraft) => Promise<{ readonly saved_at: string }>;
  /** The keepalive PUT of a page being left; nobody reads its answer. */
  readonly saveOnLeave: (draft: ApplicationDraft) => void;
  /** A save answered 401: the session ended. */
  readonly onSessionEnded: () => void;
  /** The pause after the last change, in ms. */
  readonly delay?: number;
}

type Timer = ReturnType<typeof setTimeout>;

export class DraftSaver {
  private latest: ApplicationDraft;
  private latestJson: string;
  private savedJson: string;
  private debounce: Timer | undefined;
  private retryTimer: Timer | undefined;
  private attempts = 0;
  private loop: Promise<void> | null = null;
  private state: SaveState = { status: 'idle', savedAt: null, error: null, offline: false };
  private readonly listeners = new Set<() => void>();
  private stopped = false;

  private readonly save: DraftSaverOptions['save'];
  private readonly saveOnLeave: DraftSaverOptions['saveOnLeave'];
  private readonly onSessionEnded: () => void;
  private readonly delay: number;

  constructor(options: DraftSaverOptions) {
    this.save = options.save;
    this.saveOnLeave = options.saveOnLeave;
    this.onSessionEnded = options.onSessionEnded;
    this.delay = options.delay ?? 600;
    this.latest = options.initial;
    this.latestJson = JSON.stringify(options.initial);
    this.savedJson = this.latestJson;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): SaveState => this.state;

  private set(patch: Partial<SaveState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  dirty(): boolean {
    return this.latestJson !== this.savedJson;
  }

  /** The draft changed: save it after the pause. */
  change(draft: ApplicationDraft): void {
    if (this.stopped) return;
    this.latest = draft;
    this.latestJson = JSON.stringify(draft);
    clearTimeout(this.debounce);
    if (!this.dirty()) {
      if (this.loop === null && this.state.status === 'pending') this.set({ status: 'saved' });
      return;
    }
    if (this.state.status !== 'saving' && this.state.status !== 'retrying' && this.state.status !== 'failed') {
      this.set({ status: 'pending' });
    }
    this.debounce = setTimeout(() => {
      this.debounce = undefined;
      void this.run();
    }, this.delay);
  }

  /** Saves now; true once the server holds the latest draft. */
  async flush(): Promise<boolean> {
    if (this.stopped) return false;
    clearTimeout(this.debounce);
    this.debounce = undefined;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    // Twice at most: a save already under way may carry an older draft.
    for (let i = 0; i < 2 && this.dirty(); i++) {
      await this.run();
      if (this.state.status === 'failed' || this.state.status === 'retrying') break;
    }
    return !this.dirty();
  }

  /** The page is hidden or being left: a keepalive PUT of the latest draft, which outlives the page. */
  leave(): void {
    if (this.stopped || !this.dirty()) return;
    this.saveOnLeave(this.latest);
    // Still saved the normal way if the page lives on (only hidden): that answer is the one shown.
    clearTimeout(this.debounce);
    this.debounce = undefined;
    void this.run();
  }

  /** Back online: retry at once. */
  online(): void {
    this.set({ offline: false });
    if (this.state.status === 'retrying') {
      clearTimeout(this.retryTimer);
      this.retryTimer = undefined;
      void this.run();
    }
  }

  offline(): void {
    this.set({ offline: true });
  }

  /** No more saves (the application was submitted, or the session ended). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.debounce);
    clearTimeout(this.retryTimer);
  }

  private run(): Promise<void> {
    if (this.loop !== null) return this.loop;
    this.loop = this.saveWhileDirty().finally(() => {
      this.loop = null;
    });
    return this.loop;
  }

  private async saveWhileDirty(): Promise<void> {
    // Loops while a change arrived during a save and no pause is pending for it (flush and leave cancel the pause).
    while (this.dirty() && !this.stopped) {
      const json = this.latestJson;
      const draft = this.latest;
      this.set({ status: 'saving' });
      try {
        const saved = await this.save(draft);
        this.savedJson = json;
        this.attempts = 0;
        this.set({ status: this.dirty() ? 'pending' : 'saved', savedAt: saved.saved_at, error: null });
      } catch (e) {
        const error = e instanceof ApiError ? e : ApiError.network();
        this.fail(error);
        return;
      }
      if (this.debounce !== undefined) return;
    }
  }

  private fail(error: ApiError): void {
    if (error.status === 401) {
      this.set({ status: 'failed', error });
      this.stop();
      this.onSessionEnded();
      return;
    }
    if (retryable(error)) {
      const wait =
        error.retryAfter !== null
          ? error.retryAfter * 1000
          : (RETRY_WAITS[Math.min(this.attempts, RETRY_WAITS.length - 1)] ?? 30_000);
      this.attempts += 1;
      this.set({ status: 'retrying', error });
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined;
        void this.run();
      }, wait);
      return;
    }
    // Refused (a field the service does not take as typed): shown next to its field; saved again on the next change.
    this.set({ status: 'failed', error });
  }
}
