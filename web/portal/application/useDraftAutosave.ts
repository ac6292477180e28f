import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { saveDraft, saveDraftOnLeave } from '../api/portal';
import type { ApplicationDraft } from '../api/types';
import { DraftSaver, type SaveState } from '../lib/autosave';
import { errorsByPath } from '../lib/field-errors';

export interface DraftAutosave {
  readonly draft: ApplicationDraft;
  /** Changes the draft (it saves itself). Always a function of the latest draft: uploads finish at any time. */
  readonly update: (fn: (draft: ApplicationDraft) => ApplicationDraft) => void;
  readonly saver: DraftSaver;
  readonly saveState: SaveState;
  /** The service's field errors of the last refused save, by path. */
  readonly errors: Readonly<Record<string, string>>;
}

/**
 * The draft as the customer edits it, saved as they type (lib/autosave): saved at once when the page is hidden or
 * left, retried when the browser is back online.
 */
export function useDraftAutosave(initial: ApplicationDraft, onSessionEnded: () => void): DraftAutosave {
  const [draft, setDraft] = useState<ApplicationDraft>(initial);
  const update = useCallback((fn: (d: ApplicationDraft) => ApplicationDraft) => setDraft(fn), []);
  const [saver] = useState(
    () => new DraftSaver({ initial, save: saveDraft, saveOnLeave: saveDraftOnLeave, onSessionEnded }),
  );
  const saveState = useSyncExternalStore(saver.subscribe, saver.getState);
  useEffect(() => saver.change(draft), [saver, draft]);
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saver.leave();
    };
    const onPageHide = () => saver.leave();
    const onOnline = () => saver.online();
    const onOffline = () => saver.offline();
    // Asks before closing only when answers are not saved yet and cannot be (the save keeps failing).
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const { status } = saver.getState();
      if (saver.dirty() && (status === 'retrying' || status === 'failed')) event.preventDefault();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [saver]);
  const errors = useMemo(
    () => (saveState.status === 'failed' && saveState.error ? errorsByPath(saveState.error.details) : {}),
    [saveState],
  );
  return { draft, update, saver, saveState, errors };
}
