import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { isApiError } from '../../shared/api/client';
import { IconAlert, IconChevronDown, IconChevronLeft, IconChevronRight } from '../../shared/ui/icons';
import { endSession, fetchApplication, fetchCompanyTypes, fetchReference, submitApplication } from '../api/portal';
import type { Application, ApplicationDraft, OwnershipChallenge, Upload } from '../api/types';
import { t } from '../i18n';
import { DraftSaver } from '../lib/autosave';
import { checklist, stepComplete } from '../lib/checklist';
import { errorsByPath } from '../lib/field-errors';
import { type Scope, type StepId, scopeOf } from '../lib/scope';
import { missingOnStep } from '../lib/validation';
import { Button } from '../ui/Button';
import { Frame } from '../ui/Frame';
import { CompanyStep } from './CompanyStep';
import { type ActiveUpload, PortalContext, type PortalContextValue } from './context';
import { DocumentsStep } from './DocumentsStep';
import { FinancialStep } from './FinancialStep';
import { PeopleStep } from './PeopleStep';
import { ReviewStep, type SubmitFailure } from './ReviewStep';
import { SaveIndicator } from './SaveIndicator';
import { StepNav } from './StepNav';

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

/** The officer's message, in mode update: in full on the first step and the review, folded on the others. */
function OfficerComment({ account, comment, folded }: { account: string; comment: string | null; folded: boolean }) {
  const body = (
    <>
      {comment && (
        <blockquote className="mt-2 border-l-2 border-amber-500 pl-3 text-[15px] leading-6 whitespace-pre-line text-gray-900">
          {comment}
        </blockquote>
      )}
      <p className="mt-2 text-13 text-gray-700">{t.update.onlyThis}</p>
    </>
  );
  if (folded) {
    return (
      <details className="group rounded-xl bg-amber-50 px-4 py-1 ring-1 ring-amber-200 ring-inset">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 text-sm font-semibold text-amber-800">
          {t.update.commentLabel}
          <IconChevronDown size={16} className="shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div className="pb-3">{body}</div>
      </details>
    );
  }
  return (
    <section className="rounded-xl bg-amber-50 px-4 py-4 ring-1 ring-amber-200 ring-inset sm:px-5">
      <h2 className="text-[15px] font-semibold text-amber-800">{t.update.title(account)}</h2>
      {comment && <p className="mt-1 text-13 font-medium text-amber-800">{t.update.commentLabel}</p>}
      {body}
    </section>
  );
}

function Welcome({ account }: { account: string }) {
  return (
    <div className="rounded-xl bg-accent-50 px-4 py-4 ring-1 ring-accent-200 ring-inset sm:px-5">
      <p className="text-[15px] font-semibold text-accent-800">{t.welcome.title(account)}</p>
      <p className="mt-1 text-sm text-gray-700">{t.welcome.body}</p>
    </div>
  );
}

function stepBody(step: StepId, review: ReactNode): ReactNode {
  switch (step) {
    case 'company':
      return <CompanyStep />;
    case 'financial':
      return <FinancialStep />;
    case 'people':
      return <PeopleStep />;
    case 'documents':
      return <DocumentsStep />;
    default:
      return review;
  }
}

/**
 * The application (mode `application`) or the answer to a data update request (mode `update`): the steps the
 * scope needs, a draft that saves itself, a review with the checklist, and Submit.
 */
export function ApplicationPage({
  application,
  onSubmitted,
  onSessionEnded,
  onLeft,
}: {
  application: Application;
  onSubmitted: (next: Application, mode: Scope['mode']) => void;
  onSessionEnded: () => void;
  onLeft: () => void;
}) {
  const account = application.account.name;
  const scope = useMemo(() => scopeOf(application), [application]);
  const [draft, setDraft] = useState<ApplicationDraft>(application.draft);
  const update = useCallback((fn: (d: ApplicationDraft) => ApplicationDraft) => setDraft(fn), []);

  // ---- saving ----
  const [saver] = useState(() => new DraftSaver(application.draft, onSessionEnded));
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
  // A save refused with 409: the application was submitted meanwhile (another device). Show what it is now.
  const conflict = saveState.status === 'failed' && saveState.error?.status === 409;
  useEffect(() => {
    if (!conflict) return;
    let live = true;
    fetchApplication()
      .then((next) => {
        if (live && next.mode === 'submitted') {
          saver.stop();
          onSubmitted(next, scope.mode);
        }
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [conflict, saver, onSubmitted, scope.mode]);
  const errors = useMemo(
    () => (saveState.status === 'failed' && saveState.error ? errorsByPath(saveState.error.details) : {}),
    [saveState],
  );

  // ---- uploads, challenges, reference data ----
  const [uploads, setUploads] = useState<ReadonlyMap<string, Upload>>(
    () => new Map(application.uploads.map((u) => [u.id, u])),
  );
  const rememberUpload = useCallback((u: Upload) => setUploads((m) => new Map(m).set(u.id, u)), []);
  const [challenges, setChallenges] = useState<ReadonlyMap<string, OwnershipChallenge>>(
    () => new Map(application.challenges.map((c) => [c.id, c])),
  );
  const rememberChallenge = useCallback((c: OwnershipChallenge) => setChallenges((m) => new Map(m).set(c.id, c)), []);
  const [activeUploads, setActive] = useState<Record<string, readonly ActiveUpload[]>>({});
  const setActiveUploads = useCallback(
    (fieldId: string, fn: (list: readonly ActiveUpload[]) => readonly ActiveUpload[]) =>
      setActive((all) => ({ ...all, [fieldId]: fn(all[fieldId] ?? []) })),
    [],
  );
  const [uploadErrors, setUploadErrors] = useState<Record<string, string>>({});
  const setUploadError = useCallback(
    (fieldId: string, message: string | null) =>
      setUploadErrors((all) => {
        if (message === null) {
          if (!(fieldId in all)) return all;
          const { [fieldId]: _gone, ...rest } = all;
          return rest;
        }
        return { ...all, [fieldId]: message };
      }),
    [],
  );
  const reference = useQuery({ queryKey: ['reference'], queryFn: fetchReference, staleTime: Number.POSITIVE_INFINITY });
  const jurisdiction = draft.company?.jurisdiction_code ?? '';
  const companyTypes = useQuery({
    queryKey: ['company_types', jurisdiction],
    queryFn: () => fetchCompanyTypes(jurisdiction),
    enabled: jurisdiction !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });

  // ---- the checklist ----
  const companyTypesNone = companyTypes.data !== undefined && companyTypes.data.length === 0;
  const groups = useMemo(
    () => checklist(draft, scope, { companyTypesNone, challenges }),
    [draft, scope, companyTypesNone, challenges],
  );
  const complete = groups.every((g) => g.items.every((i) => i.done));

  // ---- steps: in the URL (?step=), so the phone's back button goes to the previous step ----
  const [step, setStep] = useState<StepId>(() => stepFromUrl(scope.steps));
  const [navigation, setNavigation] = useState<{ tick: number; focusId: string | null }>({ tick: 0, focusId: null });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.history.replaceState(window.history.state, '', urlFor(stepFromUrl(scope.steps)));
    const onPop = () => {
      void saver.flush();
      setStep(stepFromUrl(scope.steps));
      setNavigation((n) => ({ tick: n.tick + 1, focusId: null }));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [scope.steps, saver]);

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

  const title = scope.mode === 'update' ? t.steps.updateTitles[step] : t.steps.titles[step];
  useEffect(() => {
    document.title = t.document.titleWith(title, account);
  }, [title, account]);

  // ---- leaving, submitting ----
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
      onSubmitted(next, scope.mode);
    } catch (e) {
      setSubmitting(false);
      if (isApiError(e) && e.status === 401) return; // the session-ended page replaces this one
      showFailure({ kind: 'error', error: e });
    }
  };

  const context: PortalContextValue = {
    application,
    scope,
    draft,
    update,
    uploads,
    rememberUpload,
    activeUploads,
    setActiveUploads,
    uploadErrors,
    setUploadError,
    challenges,
    rememberChallenge,
    errors,
    reference: {
      data: reference.data,
      isLoading: reference.isLoading,
      isError: reference.isError,
      retry: () => void reference.refetch(),
    },
    companyTypes: {
      data: companyTypes.data,
      isLoading: companyTypes.isLoading,
      isError: companyTypes.isError,
      retry: () => void companyTypes.refetch(),
    },
  };

  const index = scope.steps.indexOf(step);
  const previous = scope.steps[index - 1];
  const following = scope.steps[index + 1];
  const isReview = step === 'review';
  const otherErrors = saveState.status === 'failed' && saveState.error ? saveState.error : null;

  return (
    <PortalContext.Provider value={context}>
      <Frame
        account={account}
        actions={
          <Button variant="ghost" onClick={() => void leave()} pending={leaving} className="text-accent-700">
            {t.frame.leave}
          </Button>
        }
      >
        <div className="mx-auto w-full max-w-5xl flex-1 px-4 sm:px-6 lg:grid lg:grid-cols-[200px_minmax(0,680px)] lg:justify-center lg:gap-12 lg:py-10">
          <div>
            <StepNav
              steps={scope.steps}
              current={step}
              complete={(s) => stepComplete(groups, s)}
              onSelect={(s) => goTo(s)}
            />
          </div>
          <main id="main" className="min-w-0 pt-6 lg:pt-0">
            <div className="flex items-center justify-between gap-3">
              <p className="text-13 font-medium text-gray-600">{t.steps.progress(index + 1, scope.steps.length)}</p>
              <SaveIndicator state={saveState} />
            </div>
            <h1
              ref={heading}
              tabIndex={-1}
              className="mt-1 text-2xl font-semibold tracking-[-0.015em] text-gray-900 outline-none"
            >
              {title}
            </h1>
            <p className="mt-1.5 text-[15px] leading-6 text-gray-600">
              {(scope.mode === 'update' ? t.steps.updateIntros : t.steps.intros)[step]}
            </p>

            <div className="mt-6 space-y-4 empty:hidden">
              {scope.mode === 'application' && index === 0 && <Welcome account={account} />}
              {scope.mode === 'update' && (
                <OfficerComment
                  account={account}
                  comment={application.data_update_comment}
                  folded={index !== 0 && !isReview}
                />
              )}
              {otherErrors && otherErrors.details.length > 0 && (
                <div
                  role="alert"
                  className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700 ring-1 ring-red-200 ring-inset"
                >
                  <p className="flex items-center gap-2 font-semibold">
                    <IconAlert className="shrink-0 text-red-600" />
                    {t.save.failedTitle}
                  </p>
                  <p className="mt-1">{t.save.failedBody}</p>
                </div>
              )}
              {otherErrors && otherErrors.details.length === 0 && (
                <div
                  role="alert"
                  className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700 ring-1 ring-red-200 ring-inset"
                >
                  {t.save.failedTitle}: {otherErrors.message}
                </div>
              )}
              {leaveFailed && (
                <div
                  role="alert"
                  className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-800 ring-1 ring-amber-200 ring-inset"
                >
                  {t.save.beforeLeave}
                </div>
              )}
            </div>

            <div className="mt-8">
              {stepBody(step, <ReviewStep groups={groups} mode={scope.mode} failure={failure} goTo={goTo} />)}
            </div>

            <div className="sticky bottom-0 z-10 -mx-4 mt-10 border-t border-gray-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:border-gray-200 lg:bg-transparent lg:px-0 lg:pt-6 lg:pb-0">
              {stuckOn === step && missingHere.length > 0 && (
                <p
                  id="step-missing"
                  role="alert"
                  className="mb-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-800 ring-1 ring-amber-200 ring-inset"
                >
                  {t.steps.stillNeeded(missingHere.map((item) => item.label))}
                </p>
              )}
              <div className="flex gap-3">
                {previous && (
                  <Button
                    size="lg"
                    onClick={() => goTo(previous)}
                    icon={<IconChevronLeft size={18} />}
                    className="flex-1 sm:flex-none"
                  >
                    {t.steps.back}
                  </Button>
                )}
                {isReview ? (
                  <Button
                    size="lg"
                    variant="primary"
                    onClick={() => void submit()}
                    pending={submitting}
                    disabled={!complete}
                    aria-describedby={groups.length > 0 ? 'review-summary' : undefined}
                    className="flex-[2] sm:ml-auto sm:flex-none sm:min-w-36"
                  >
                    {t.steps.submit}
                  </Button>
                ) : (
                  following && (
                    <Button
                      size="lg"
                      variant="primary"
                      onClick={() => next(following)}
                      className="flex-[2] sm:ml-auto sm:flex-none sm:min-w-36"
                    >
                      {t.steps.continue}
                      <IconChevronRight size={18} />
                    </Button>
                  )
                )}
              </div>
            </div>
          </main>
        </div>
        <footer className="mx-auto w-full max-w-5xl px-4 pt-8 pb-8 text-center text-xs text-gray-600 sm:px-6 lg:pt-4">
          <p>{t.frame.footer}</p>
          <p className="mt-1">{t.frame.footerPrivacy(account)}</p>
        </footer>
      </Frame>
    </PortalContext.Provider>
  );
}
