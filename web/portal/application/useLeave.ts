import { useState } from 'react';
import { endSession } from '../api/portal';
import type { DraftSaver } from '../lib/autosave';

export interface Leave {
  readonly leaving: boolean;
  /** The draft could not be saved before leaving: the customer stays, told why. */
  readonly leaveFailed: boolean;
  readonly leave: () => Promise<void>;
}

/** "Leave": saves the draft, ends the session, then `onLeft`; stays when the draft cannot be saved. */
export function useLeave(saver: DraftSaver, onLeft: () => void): Leave {
  const [leaving, setLeaving] = useState(false);
  const [leaveFailed, setLeaveFailed] = useState(false);
  const leave = async () => {
    if (leaving) return;
    setLeaving(true);
    setLeaveFailed(false);
    if (!(await saver.flush())) {
      setLeaving(false);
      setLeaveFailed(true);
      return;
    }
    saver.stop();
    await endSession().catch(() => {});
    onLeft();
  };
  return { leaving, leaveFailed, leave };
}
