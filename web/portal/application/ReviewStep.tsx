import { isApiError } from '../../shared/api/client';
import { cx } from '../../shared/lib/cx';
import { IconAlert, IconCheck, IconCheckCircle, IconX } from '../../shared/ui/icons';
import type { ApplicationDraft } from '../api/types';
import { t } from '../i18n';
import { type CheckGroup, type CheckItem, personName } from '../lib/checklist';
import { normalizePath } from '../lib/field-errors';
import type { StepId } from '../lib/scope';
import { Button } from '../ui/Button';
import { usePortal } from './context';

export type SubmitFailure = { kind: 'unsaved' } | { kind: 'error'; error: unknown };

/**
 * A server path as the customer would name it: the item it is in ("Jane Smith", "Bank account 2") and the last
 * known field or document type ("date of birth"), else the path itself.
 */
function fieldLabel(field: string, draft: ApplicationDraft): string {
  const path = normalizePath(field);
  const parts = path.split(/[.[\]]+/).filter(Boolean);
  let label: string | undefined;
  for (const part of [...parts].reverse()) {
    label =
      t.company.fields[part] ??
      t.people.fields[part] ??
      t.documents.types[part] ??
      t.company.fields[part.replace(/_id$|_key$|_code$/, '')];
    if (label) break;
  }
  const item = /^(directors|bank_accounts|crypto_addresses)\[(\d+)\]/.exec(path);
  const n = item ? Number(item[2]) : -1;
  const owner =
    item?.[1] === 'directors'
      ? personName(draft.directors?.[n], n)
      : item?.[1] === 'bank_accounts'
        ? t.bank.item(n + 1)
        : item?.[1] === 'crypto_addresses'
          ? t.crypto.item(n + 1)
          : null;
  if (owner && label) return `${owner}, ${label.toLowerCase()}`;
  return owner ?? label ?? field;
}

function SubmitError({ failure }: { failure: SubmitFailure }) {
  const { draft } = usePortal();
  const error = failure.kind === 'error' ? failure.error : null;
  const details = isApiError(error) ? error.details : [];
  const message =
    failure.kind === 'unsaved'
      ? t.save.beforeSubmit
      : isApiError(error)
        ? error.status === 0
          ? t.common.networkError
          : error.code === 'application_incomplete'
            ? t.review.submitIncomplete
            : error.message
        : t.common.serverError;
  return (
    <div
      id="submit-error"
      role="alert"
      tabIndex={-1}
      className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700 ring-1 ring-red-200 ring-inset outline-none"
    >
      <p className="flex items-center gap-2 font-semibold">
        <IconAlert className="shrink-0 text-red-600" />
        {t.review.submitFailed}
      </p>
      <p className="mt-1">{message}</p>
      {details.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {details.map((d) => (
            <li key={`${d.field}:${d.message}`}>
              {d.field ? <span className="font-medium">{fieldLabel(d.field, draft)}: </span> : null}
              {d.message}
            </li>
          ))}
        </ul>
      )}
      {isApiError(error) && error.requestId && (
        <p className="mt-2 text-xs text-red-700">{t.common.requestId(error.requestId)}</p>
      )}
    </div>
  );
}

function Item({ item, onFix }: { item: CheckItem; onFix: () => void }) {
  return (
    <li className="flex items-center gap-3 py-2.5">
      <span
        aria-hidden="true"
        className={cx(
          'flex size-6 shrink-0 items-center justify-center rounded-full',
          item.done ? 'bg-green-50 text-green-700 ring-1 ring-green-200' : 'bg-red-50 text-red-700 ring-1 ring-red-200',
        )}
      >
        {item.done ? <IconCheck size={14} /> : <IconX size={14} />}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-gray-900">
          <span className="sr-only">{item.done ? t.review.done : t.review.notDone} </span>
          {item.label}
        </p>
        {!item.done && item.detail && <p className="text-13 text-red-700">{item.detail}</p>}
      </div>
      {!item.done && (
        <Button variant="ghost" className="text-accent-700" onClick={onFix}>
          <span aria-hidden="true">{t.review.fix}</span>
          <span className="sr-only">{t.review.fixLabel(item.label)}</span>
        </Button>
      )}
    </li>
  );
}

function Group({ group, goTo }: { group: CheckGroup; goTo: (step: StepId, focusId?: string) => void }) {
  const name = t.steps.names[group.step];
  return (
    <section className="rounded-xl border border-gray-200 bg-white px-4 py-2 shadow-xs sm:px-5">
      <div className="flex items-center justify-between gap-3 border-b border-gray-100 py-1.5">
        <h2 className="text-[15px] font-semibold text-gray-900">{name}</h2>
        <Button variant="ghost" className="text-accent-700" onClick={() => goTo(group.step)}>
          <span aria-hidden="true">{t.review.edit}</span>
          <span className="sr-only">{t.review.editLabel(name)}</span>
        </Button>
      </div>
      <ul className="divide-y divide-gray-100">
        {group.items.map((item) => (
          <Item key={item.id} item={item} onFix={() => goTo(group.step, item.focusId)} />
        ))}
      </ul>
    </section>
  );
}

/** The checklist of everything asked for, ticked from the draft; the submission's failure, if any. */
export function ReviewStep({
  groups,
  mode,
  failure,
  goTo,
}: {
  groups: readonly CheckGroup[];
  mode: 'application' | 'update';
  failure: SubmitFailure | null;
  goTo: (step: StepId, focusId?: string) => void;
}) {
  const missing = groups.reduce((n, g) => n + g.items.filter((i) => !i.done).length, 0);
  const nothingAsked = groups.length === 0;
  return (
    <div className="space-y-5">
      {failure && <SubmitError failure={failure} />}
      {nothingAsked ? (
        <p className="rounded-lg bg-accent-50 px-4 py-3 text-sm text-accent-800 ring-1 ring-accent-200 ring-inset">
          {t.update.nothingAsked}
        </p>
      ) : (
        <div
          id="review-summary"
          className={cx(
            'flex items-center gap-2.5 rounded-lg px-4 py-3 text-sm font-medium ring-1 ring-inset',
            missing === 0 ? 'bg-green-50 text-green-700 ring-green-200' : 'bg-amber-50 text-amber-800 ring-amber-200',
          )}
        >
          {missing === 0 ? (
            <IconCheckCircle className="shrink-0 text-green-600" />
          ) : (
            <IconAlert className="shrink-0 text-amber-700" />
          )}
          <span>
            {missing === 0 ? (mode === 'update' ? t.review.readyUpdate : t.review.ready) : t.review.missing(missing)}
            {missing > 0 && <span className="block font-normal">{t.review.submitHint}</span>}
          </span>
        </div>
      )}
      {groups.map((g) => (
        <Group key={g.step} group={g} goTo={goTo} />
      ))}
      <p className="text-13 text-gray-600">{t.review.declaration}</p>
    </div>
  );
}
