import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DraftSaver } from '../lib/autosave';
import type { CheckGroup, CheckItem } from '../lib/checklist';
import type { StepId } from '../lib/scope';
import { missingOnStep } from '../lib/validation';

function stepFromUrl(steps: readonly StepId[]): StepId {
  const asked = new URLSearchParams(window.location.search).get('step');
  return (steps as readonly string[]).includes(asked ?? '') ? (asked as StepId) : (steps[0] ?? 'review');
}

function urlFor(step: StepId): string {
  const url = new URL(window.location.href);
  url.searchParams.set('step', step);
  url.hash = '';
  return `${url.pathname}${url.search}`;
}

export interface StepNavigation {
  readonly step: StepId;
  /** The step's place in the scope's steps, from 0. */
  readonly index: number;
  readonly previous: StepId | undefined;
  readonly following: StepId | undefined;
  /** Goes to a step (saving the draft now), focusing the control `focusId` or else the step's heading. */
  readonly goTo: (step: StepId, focusId?: string) => void;
  /** "Continue": to `following`, or, while the step still lacks something, stays and names what it lacks. */
  readonly next: (following: StepId) => void;
  /** The lines of the step's checklist not done yet, to name after a refused "Continue" (empty before one). */
  readonly stillNeeded: readonly CheckItem[];
  /** The step's heading, focused after a step change. */
  readonly heading: RefObject<HTMLHeadingElement | null>;
}

/**
 * The current step, in the URL (?step=) so the phone's back button goes to the previous step. Every move saves
 * the draft first.
 */
export function useStepNavigation(
  steps: readonly StepId[],
  groups: readonly CheckGroup[],
  saver: Pick<DraftSaver, 'flush'>,
): StepNavigation {
  const [step, setStep] = useState<StepId>(() => stepFromUrl(steps));
  const [navigation, setNavigation] = useState<{ tick: number; focusId: string | null }>({ tick: 0, focusId: null });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.history.replaceState(window.history.state, '', urlFor(stepFromUrl(steps)));
    const onPop = () => {
      void saver.flush();
      setStep(stepFromUrl(steps));
      setNavigation((n) => ({ tick: n.tick + 1, focusId: null }));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [steps, saver]);

  const goTo = useCallback(
    (next: StepId, focusId?: string) => {
      void saver.flush();
      if (next !== step) {
        window.history.pushState(null, '', urlFor(next));
        setStep(next);
      }
      setNavigation((n) => ({ tick: n.tick + 1, focusId: focusId ?? null }));
    },
    [saver, step],
  );

  // After a step change: the field asked for, or the step's heading, takes focus; the page starts at its top.
  useEffect(() => {
    if (navigation.tick === 0) return;
    const target = navigation.focusId ? document.getElementById(navigation.focusId) : null;
    if (target) {
      target.focus({ preventScroll: true });
      target.scrollIntoView({ block: 'center' });
    } else {
      window.scrollTo({ top: 0 });
      heading.current?.focus({ preventScroll: true });
    }
  }, [navigation]);

  // "Continue" with required fields still empty stays on the step, focuses the first of them and names them all
  // (the draft is saved as always). The steps' navigation still goes anywhere.
  const [stuckOn, setStuckOn] = useState<StepId | null>(null);
  const missingHere = useMemo(() => missingOnStep(groups, step), [groups, step]);
  const next = (following: StepId) => {
    const [first] = missingHere;
    if (first) {
      setStuckOn(step);
      goTo(step, first.focusId);
      return;
    }
    setStuckOn(null);
    goTo(following);
  };

  const index = steps.indexOf(step);
  return {
    step,
    index,
    previous: steps[index - 1],
    following: steps[index + 1],
    goTo,
    next,
    stillNeeded: stuckOn === step ? missingHere : [],
    heading,
  };
}
