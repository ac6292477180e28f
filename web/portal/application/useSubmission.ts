import { useEffect, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { fetchApplication, submitApplication } from '../api/portal';
import type { Application } from '../api/types';
import type { DraftSaver, SaveState } from '../lib/autosave';
import type { Scope } from '../lib/scope';
import type { SubmitFailure } from './ReviewStep';

export interface Submission {
  readonly submitting: boolean;
  readonly failure: SubmitFailure | null;
  /** Saves the draft, then submits it (only once the checklist is `complete`). */
  readonly submit: () => Promise<void>;
}

/**
 * Submit: the draft saved first, then the submission; a failure is shown (and focused) on the review. Also
 * notices a submission made elsewhere: a save refused with 409 means the application was submitted meanwhile
 * (another device), so the page shows what it is now.
 */
export function useSubmission({
  saver,
  saveState,
  complete,
  mode,
  onSubmitted,
}: {
  saver: DraftSaver;
  saveState: SaveState;
  complete: boolean;
  mode: Scope['mode'];
  onSubmitted: (next: Application, mode: Scope['mode']) => void;
}): Submission {
  const conflict = saveState.status === 'failed' && saveState.error?.status === 409;
  useEffect(() => {
    if (!conflict) return;
    let live = true;
    fetchApplication()
      .then((next) => {
        if (live && next.mode === 'submitted') {
          saver.stop();
          onSubmitted(next, mode);
        }
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [conflict, saver, onSubmitted, mode]);

  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const showFailure = (f: SubmitFailure) => {
    setFailure(f);
    window.setTimeout(() => {
      const box = document.getElementById('submit-error');
      box?.focus({ preventScroll: true });
      box?.scrollIntoView({ block: 'center' });
    }, 0);
  };
  const submit = async () => {
    if (submitting || !complete) return;
    setSubmitting(true);
    setFailure(null);
    if (!(await saver.flush())) {
      setSubmitting(false);
      showFailure({ kind: 'unsaved' });
      return;
    }
    try {
      const next = await submitApplication();
      saver.stop();
      onSubmitted(next, mode);
    } catch (e) {
      setSubmitting(false);
      if (isApiError(e) && e.status === 401) return; // the session-ended page replaces this one
      showFailure({ kind: 'error', error: e });
    }
  };
  return { submitting, failure, submit };
}
