import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError, isApiError } from '../../shared/api/client';
import { cx } from '../../shared/lib/cx';
import { type FieldErrors, fieldErrorsOf, sentence } from '../../shared/lib/form-errors';
import { Button } from '../../shared/ui/Button';
import { FieldErrorText, TextAreaField, TextField } from '../../shared/ui/Field';
import { IconArrowLeft } from '../../shared/ui/icons';
import { Notice } from '../../shared/ui/Notice';
import { Card } from '../../shared/ui/Page';
import { LoadingBlock } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { useToast } from '../../shared/ui/Toast';
import { createProfile, type ProfileInput, profileQuery, profilesQuery, updateProfile } from '../api/settings';
import type { CompletenessProfile, Requirements } from '../api/types';
import { usePermissions } from '../session-context';
import {
  COMPANY_DOCUMENT_ORDER,
  COMPANY_FIELD_LABELS,
  DIRECTOR_FIELD_LABELS,
  DOCUMENT_TYPE_LABELS,
  labelOf,
  PERSON_DOCUMENT_ORDER,
  PERSON_FIELD_LABELS,
  SECTION_LABELS,
} from './labels';

/** One list of the requirements editor: where it sits in the request body, its values and their labels. */
interface Group {
  path: string;
  legend: string;
  help: string;
  options: readonly string[];
  labels: Readonly<Record<string, string>>;
  columns: 2 | 3;
}

const GROUPS: readonly Group[] = [
  {
    path: 'requirements.sections',
    legend: 'Sections',
    help: 'Parts of the application the customer fills in.',
    options: Object.keys(SECTION_LABELS),
    labels: SECTION_LABELS,
    columns: 3,
  },
  {
    path: 'requirements.fields.company',
    legend: 'Company fields',
    help: 'Company details that must not be empty; a declaration (investigations, licence…) must be answered yes or no.',
    options: Object.keys(COMPANY_FIELD_LABELS),
    labels: COMPANY_FIELD_LABELS,
    columns: 3,
  },
  {
    path: 'requirements.fields.director',
    legend: 'Director fields',
    help: 'Asked of every director.',
    options: Object.keys(DIRECTOR_FIELD_LABELS),
    labels: DIRECTOR_FIELD_LABELS,
    columns: 3,
  },
  {
    path: 'requirements.fields.person',
    legend: 'Person fields',
    help: 'Personal details of every director.',
    options: Object.keys(PERSON_FIELD_LABELS),
    labels: PERSON_FIELD_LABELS,
    columns: 3,
  },
  {
    path: 'requirements.document_types.company',
    legend: 'Company documents',
    help: 'Documents the company must upload.',
    options: COMPANY_DOCUMENT_ORDER,
    labels: DOCUMENT_TYPE_LABELS,
    columns: 3,
  },
  {
    path: 'requirements.document_types.person',
    legend: 'Person documents',
    help: 'Documents every director must upload.',
    options: PERSON_DOCUMENT_ORDER,
    labels: DOCUMENT_TYPE_LABELS,
    columns: 3,
  },
];

type Selection = Record<string, string[]>;

function selectionOf(r: Requirements | undefined): Selection {
  return {
    'requirements.sections': [...(r?.sections ?? [])],
    'requirements.fields.company': [...(r?.fields.company ?? [])],
    'requirements.fields.director': [...(r?.fields.director ?? [])],
    'requirements.fields.person': [...(r?.fields.person ?? [])],
    'requirements.document_types.company': [...(r?.document_types.company ?? [])],
    'requirements.document_types.person': [...(r?.document_types.person ?? [])],
  };
}

/** The options of a group in display order, followed by any value this console does not know yet. */
function optionsOf(group: Group, selected: readonly string[]): string[] {
  return [...group.options, ...selected.filter((v) => !group.options.includes(v))];
}

/** The submitted list of a group, in display order (so an error's index points at the right value). */
function orderedValues(group: Group, selection: Selection): string[] {
  const selected = selection[group.path] ?? [];
  return optionsOf(group, selected).filter((v) => selected.includes(v));
}

/** The share from which a person is a beneficial owner, when the profile does not say (the service's default). */
const DEFAULT_UBO_THRESHOLD = 25;

function toRequirements(selection: Selection, uboThreshold: number): Requirements {
  const list = (path: string): string[] => {
    const group = GROUPS.find((g) => g.path === path);
    return group ? orderedValues(group, selection) : [];
  };
  return {
    sections: list('requirements.sections'),
    fields: {
      company: list('requirements.fields.company'),
      director: list('requirements.fields.director'),
      person: list('requirements.fields.person'),
    },
    document_types: {
      company: list('requirements.document_types.company'),
      person: list('requirements.document_types.person'),
    },
    ubo_threshold: uboThreshold,
  };
}

/**
 * Server errors of the requirements, per group: `requirements.fields.company[3]` becomes
 * "Date of incorporation: unknown value" under the company fields, using the list that was sent.
 */
function groupErrors(errors: FieldErrors, sent: Requirements | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (field === 'requirements') {
      out.requirements = [...(out.requirements ?? []), message];
      continue;
    }
    const m = /^(requirements(?:\.[a-z_]+)+)(?:\[(\d+)\])?$/.exec(field);
    if (!m?.[1]) continue;
    const path = m[1];
    const group = GROUPS.find((g) => g.path === path);
    if (!group) continue;
    let label = '';
    if (m[2] !== undefined && sent) {
      const values = valuesAt(sent, path);
      const value = values[Number(m[2])];
      if (value !== undefined) label = `${labelOf(group.labels, value)}: `;
    }
    out[path] = [...(out[path] ?? []), `${label}${sentence(message)}`];
  }
  return out;
}

function valuesAt(r: Requirements, path: string): string[] {
  switch (path) {
    case 'requirements.sections':
      return r.sections;
    case 'requirements.fields.company':
      return r.fields.company;
    case 'requirements.fields.director':
      return r.fields.director;
    case 'requirements.fields.person':
      return r.fields.person;
    case 'requirements.document_types.company':
      return r.document_types.company;
    case 'requirements.document_types.person':
      return r.document_types.person;
    default:
      return [];
  }
}

function CheckboxGroup({
  group,
  selected,
  onChange,
  errors,
  disabled,
}: {
  group: Group;
  selected: string[];
  onChange: (next: string[]) => void;
  errors: string[] | undefined;
  disabled: boolean;
}) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const legendId = `${id}-legend`;
  const options = optionsOf(group, selected);
  const allSelected = options.every((o) => selected.includes(o));
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...selected.filter((v) => v !== value), value] : selected.filter((v) => v !== value));
  return (
    <fieldset
      className="grid gap-x-10 gap-y-3 border-t border-gray-150 px-6 py-5 md:grid-cols-[220px_1fr]"
      // The legend sits in the grid's first column, not first in the fieldset, so it names the group explicitly.
      aria-labelledby={legendId}
      aria-describedby={errors ? `${helpId} ${errorId}` : helpId}
      aria-invalid={errors ? true : undefined}
    >
      <div>
        <legend id={legendId} className="float-left text-sm font-semibold text-gray-900">
          {group.legend}
        </legend>
        <p id={helpId} className="clear-left pt-1 text-13 text-gray-600">
          {group.help}
        </p>
        <p className="mt-2 text-xs text-gray-500 tabular" aria-live="polite">
          {selected.length} of {options.length} selected
        </p>
        {!disabled && options.length > 1 && (
          <button
            type="button"
            onClick={() => onChange(allSelected ? [] : [...options])}
            className="mt-1 text-xs font-medium text-accent-700 hover:underline underline-offset-2"
          >
            {allSelected ? 'Clear' : 'Select all'}
            <span className="sr-only"> {group.legend.toLowerCase()}</span>
          </button>
        )}
      </div>
      <div>
        <div
          className={cx('grid gap-x-6 gap-y-2 sm:grid-cols-2', group.columns === 3 && 'lg:grid-cols-3')}
          role="presentation"
        >
          {options.map((value) => {
            const inputId = `${id}-${value}`;
            const known = group.options.includes(value);
            return (
              <div key={value} className="flex items-start gap-2">
                <input
                  id={inputId}
                  type="checkbox"
                  className="mt-[3px] size-4 shrink-0 cursor-pointer accent-accent-600 disabled:cursor-not-allowed"
                  checked={selected.includes(value)}
                  onChange={(e) => toggle(value, e.target.checked)}
                  disabled={disabled}
                />
                <label
                  htmlFor={inputId}
                  className={cx('text-sm text-gray-800', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}
                >
                  {labelOf(group.labels, value)}
                  {!known && <code className="ml-1 font-mono text-xs text-gray-500">({value})</code>}
                </label>
              </div>
            );
          })}
        </div>
        {errors && (
          <FieldErrorText id={errorId}>
            {errors.length === 1 ? sentence(errors[0] ?? '') : errors.map((e) => sentence(e)).join('. ')}
          </FieldErrorText>
        )}
      </div>
    </fieldset>
  );
}

function ProfileForm({ profile }: { profile: CompletenessProfile | null }) {
  const { canManage } = usePermissions();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const readOnly = !canManage || (profile?.archived ?? false);
  const [name, setName] = useState(profile?.name ?? '');
  const [description, setDescription] = useState(profile?.description ?? '');
  const [selection, setSelection] = useState<Selection>(() => selectionOf(profile?.requirements));
  const [threshold, setThreshold] = useState(String(profile?.requirements.ubo_threshold ?? DEFAULT_UBO_THRESHOLD));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const sent = useRef<Requirements | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const errorSummaryRef = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || readOnly) return;
    if (name.trim() === '') {
      setError(
        new ApiError({
          status: 400,
          code: 'validation_failed',
          message: '',
          details: [{ field: 'name', message: 'Give the profile a name' }],
        }),
      );
      nameRef.current?.focus();
      return;
    }
    const body: ProfileInput = {
      name: name.trim(),
      description: description.trim(),
      requirements: toRequirements(selection, Number(threshold.replace(',', '.'))),
    };
    sent.current = body.requirements;
    setPending(true);
    setError(null);
    try {
      const saved = profile ? await updateProfile(profile.id, body) : await createProfile(body);
      queryClient.setQueryData(profileQuery(saved.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: profilesQuery.queryKey });
      toast.success(profile ? `Profile “${saved.name}” saved` : `Profile “${saved.name}” created`);
      await navigate({ to: '/settings/profiles' });
    } catch (e) {
      setError(e);
      window.setTimeout(() => errorSummaryRef.current?.focus(), 0);
    } finally {
      setPending(false);
    }
  };

  const fields = fieldErrorsOf(error);
  const byGroup = groupErrors(fields, sent.current);
  const placed = (f: string) =>
    f === 'name' ||
    f === 'description' ||
    f === 'requirements' ||
    f === 'requirements.ubo_threshold' ||
    GROUPS.some((g) => f === g.path || f.startsWith(`${g.path}[`));
  const unplaced = Object.entries(fields).filter(([f]) => !placed(f));
  const hasFieldErrors = Object.keys(fields).length > 0;
  const summary =
    isApiError(error) && error.message !== ''
      ? hasFieldErrors
        ? `${error.message.replace(/\.$/, '')}. Check the highlighted fields.`
        : error.message
      : null;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {profile?.archived && (
        <Notice tone="readonly">This profile is archived: it can no longer be changed or chosen.</Notice>
      )}
      {!canManage && (
        <Notice tone="readonly">You have read-only access. Ask an admin of your account to make changes.</Notice>
      )}
      {summary && (
        <div ref={errorSummaryRef} tabIndex={-1} className="focus:outline-none">
          <Notice tone="error" title={summary}>
            {unplaced.length > 0 && (
              <ul className="list-disc pl-4">
                {unplaced.map(([f, m]) => (
                  <li key={f}>
                    <code className="font-mono text-xs">{f}</code>: {m}
                  </li>
                ))}
              </ul>
            )}
          </Notice>
        </div>
      )}
      <Card>
        <div className="grid gap-x-10 gap-y-4 px-6 py-5 md:grid-cols-[220px_1fr]">
          <div>
            <h3 className="text-sm font-semibold text-gray-900">Details</h3>
            <p className="mt-1 text-13 text-gray-600">Officers see the name when they ask a customer for data.</p>
          </div>
          <div className="max-w-lg space-y-4">
            <TextField
              ref={nameRef}
              label="Name"
              name="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={200}
              autoComplete="off"
              disabled={readOnly}
              error={fields.name}
            />
            <TextAreaField
              label="Description"
              name="description"
              optional
              rows={2}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={2000}
              disabled={readOnly}
              error={fields.description}
            />
            {profile && (
              <div className="text-13">
                <span className="text-gray-500">Profile ID </span>
                <code className="font-mono text-xs text-gray-800">{profile.id}</code>
              </div>
            )}
          </div>
        </div>
      </Card>
      <Card>
        <div className="px-6 pt-5 pb-4">
          <h3 className="text-sm font-semibold text-gray-900">Requirements</h3>
          <p className="mt-1 text-13 text-gray-600">
            When an officer requests a data update with this profile, the customer is asked for whatever the case still
            lacks among these.
          </p>
          {byGroup.requirements && (
            <FieldErrorText id="requirements-error">{byGroup.requirements.join('. ')}</FieldErrorText>
          )}
        </div>
        {GROUPS.map((group) => (
          <CheckboxGroup
            key={group.path}
            group={group}
            selected={selection[group.path] ?? []}
            onChange={(next) => setSelection((s) => ({ ...s, [group.path]: next }))}
            errors={byGroup[group.path]}
            disabled={readOnly}
          />
        ))}
        <div className="grid gap-x-10 gap-y-4 border-t border-gray-150 px-6 py-5 md:grid-cols-[220px_1fr]">
          <div>
            <h4 className="text-sm font-semibold text-gray-900">Beneficial owners</h4>
            <p className="mt-1 text-13 text-gray-600">
              Who counts as a beneficial owner when the profile asks for the ownership structure.
            </p>
          </div>
          <div className="max-w-60">
            <TextField
              label="UBO threshold (%)"
              name="ubo_threshold"
              inputMode="decimal"
              hint="Owners of this share or more, directly or indirectly: 5 to 50, usually 25."
              value={threshold}
              onChange={(e) => setThreshold(e.target.value)}
              maxLength={5}
              autoComplete="off"
              disabled={readOnly}
              error={fields['requirements.ubo_threshold']}
            />
          </div>
        </div>
      </Card>
      {!readOnly && (
        <div className="sticky bottom-0 -mx-8 flex items-center justify-end gap-2 border-t border-gray-200 bg-white/95 px-8 py-3 backdrop-blur">
          <Link
            to="/settings/profiles"
            className="inline-flex h-8 items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 shadow-xs hover:bg-gray-50"
          >
            Cancel
          </Link>
          <Button type="submit" variant="primary" pending={pending}>
            {profile ? 'Save profile' : 'Create profile'}
          </Button>
        </div>
      )}
    </form>
  );
}

function BackLink() {
  return (
    <Link
      to="/settings/profiles"
      className="inline-flex items-center gap-1.5 text-13 font-medium text-gray-600 hover:text-gray-900"
    >
      <IconArrowLeft size={14} />
      Onboarding profiles
    </Link>
  );
}

export function NewProfilePage() {
  return (
    <div className="space-y-4">
      <BackLink />
      <div>
        <h2 className="text-base font-semibold text-gray-900">New onboarding profile</h2>
        <p className="mt-1 text-13 text-gray-600">Choose what a customer must provide.</p>
      </div>
      <ProfileForm profile={null} />
    </div>
  );
}

export function EditProfilePage() {
  const { profileId } = useParams({ from: '/app/settings/profiles/$profileId/edit' });
  const { canManage } = usePermissions();
  const profile = useQuery(profileQuery(profileId));
  return (
    <div className="space-y-4">
      <BackLink />
      <div>
        <h2 className="text-base font-semibold text-gray-900 break-words">
          {profile.data ? profile.data.name : canManage ? 'Edit profile' : 'Onboarding profile'}
        </h2>
        <p className="mt-1 text-13 text-gray-600">
          {canManage
            ? 'Changes apply to the next data update requested with this profile.'
            : 'What this profile asks a customer for.'}
        </p>
      </div>
      {profile.isPending ? (
        <Card className="px-6 py-6">
          <LoadingBlock label="Loading the profile" />
        </Card>
      ) : profile.isError ? (
        <ErrorState title="This profile couldn't be loaded" error={profile.error} onRetry={() => profile.refetch()} />
      ) : (
        <ProfileForm key={profile.data.id} profile={profile.data} />
      )}
    </div>
  );
}
