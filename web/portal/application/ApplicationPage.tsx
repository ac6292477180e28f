import { useEffect, useMemo } from 'react';
import type { Application } from '../api/types';
import { t } from '../i18n';
import { checklist, stepComplete } from '../lib/checklist';
import { reviewChecklist } from '../lib/review-mode';
import { type Scope, scopeOf } from '../lib/scope';
import { Button } from '../ui/Button';
import { Frame } from '../ui/Frame';
import { PortalContext, type PortalContextValue } from './context';
import { OfficerComment } from './OfficerComment';
import { ReviewIntro } from './ReviewIntro';
import { ReviewSectionChoice } from './ReviewSectionChoice';
import { ReviewStep } from './ReviewStep';
import { SaveAlerts } from './SaveAlerts';
import { SaveIndicator } from './SaveIndicator';
import { StepActions } from './StepActions';
import { StepBody } from './StepBody';
import { StepNav } from './StepNav';
import { useChallenges } from './useChallenges';
import { useDraftAutosave } from './useDraftAutosave';
import { useLeave } from './useLeave';
import { useReferenceData } from './useReferenceData';
import { useStepNavigation } from './useStepNavigation';
import { useSubmission } from './useSubmission';
import { useUploads } from './useUploads';
import { Welcome } from './Welcome';

/**
 * The application (mode `application`), the answer to a data update request (mode `update`) or a recurring
 * review (mode `review`: an update of every section, each "Nothing has changed" or changed): the steps the
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
  const { draft, update, saver, saveState, errors } = useDraftAutosave(application.draft, onSessionEnded);
  const uploads = useUploads(application.uploads);
  const { challenges, rememberChallenge } = useChallenges(application.challenges);
  const { reference, companyTypes } = useReferenceData(draft.company?.jurisdiction_code ?? '');

  const companyTypesNone = companyTypes.data !== undefined && companyTypes.data.length === 0;
  const groups = useMemo(() => {
    const all = checklist(draft, scope, { companyTypesNone, challenges });
    return scope.review ? reviewChecklist(all, draft, scope.steps) : all;
  }, [draft, scope, companyTypesNone, challenges]);
  const complete = groups.every((g) => g.items.every((i) => i.done));

  const { step, index, previous, following, goTo, next, stillNeeded, heading } = useStepNavigation(
    scope.steps,
    groups,
    saver,
  );
  const { leaving, leaveFailed, leave } = useLeave(saver, onLeft);
  const { submitting, failure, submit } = useSubmission({ saver, saveState, complete, mode: scope.mode, onSubmitted });

  const title = scope.review
    ? t.recurringReview.titles[step]
    : scope.mode === 'update'
      ? t.steps.updateTitles[step]
      : t.steps.titles[step];
  useEffect(() => {
    document.title = t.document.titleWith(title, account);
  }, [title, account]);

  const context: PortalContextValue = {
    application,
    scope,
    draft,
    update,
    ...uploads,
    challenges,
    rememberChallenge,
    errors,
    reference,
    companyTypes,
  };
  const isReview = step === 'review';

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
              {
                (scope.review
                  ? t.recurringReview.intros
                  : scope.mode === 'update'
                    ? t.steps.updateIntros
                    : t.steps.intros)[step]
              }
            </p>

            <div className="mt-6 space-y-4 empty:hidden">
              {scope.mode === 'application' && index === 0 && <Welcome account={account} />}
              {scope.review && index === 0 && <ReviewIntro account={account} />}
              {scope.mode === 'update' && !scope.review && (
                <OfficerComment
                  account={account}
                  comment={application.data_update_comment}
                  folded={index !== 0 && !isReview}
                />
              )}
              <SaveAlerts saveState={saveState} leaveFailed={leaveFailed} />
            </div>

            <div className="mt-8">
              <ReviewSectionChoice step={scope.review ? step : 'review'}>
                <StepBody
                  step={step}
                  review={<ReviewStep groups={groups} mode={scope.mode} failure={failure} goTo={goTo} />}
                />
              </ReviewSectionChoice>
            </div>

            <StepActions
              stillNeeded={stillNeeded}
              onBack={previous && (() => goTo(previous))}
              onContinue={following && (() => next(following))}
              review={
                isReview
                  ? {
                      onSubmit: () => void submit(),
                      submitting,
                      complete,
                      describedBy: groups.length > 0 ? 'review-summary' : undefined,
                    }
                  : null
              }
            />
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
