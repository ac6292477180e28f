import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { fieldErrorsOf } from '../../shared/lib/form-errors';
import { formatDateTime } from '../../shared/lib/time';
import { Button } from '../../shared/ui/Button';
import { TextAreaField } from '../../shared/ui/Field';
import { IconLock } from '../../shared/ui/icons';
import { Notice } from '../../shared/ui/Notice';
import { LoadingBlock } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { Time } from '../../shared/ui/Time';
import { useToast } from '../../shared/ui/Toast';
import { addNote, caseKey, notesQuery } from '../api/case';
import type { Note, Verification } from '../api/types';

function authorName(note: Note): string {
  const a = note.author;
  if (a.type === 'user') return a.name ?? 'A former user';
  if (a.type === 'token') return a.name ? `access token “${a.name}”` : 'an access token';
  if (a.type === 'cli') return 'Operator';
  return a.name ?? 'System';
}

function initials(name: string): string {
  const parts = name.replace(/[“”]/g, '').trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

function NoteForm({ caseId }: { caseId: string }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [body, setBody] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (text: string) => addNote(caseId, text),
    onSuccess: (note) => {
      queryClient.setQueryData<Note[]>(notesQuery(caseId).queryKey, (list) => [...(list ?? []), note]);
      void queryClient.invalidateQueries({ queryKey: caseKey(caseId) });
      setBody('');
      toast.success('Note added');
    },
  });
  const errors = fieldErrorsOf(mutation.error);
  const general = isApiError(mutation.error) && !errors.body ? mutation.error.message : null;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (mutation.isPending) return;
    if (body.trim() === '') {
      setLocalError('Write the note first');
      return;
    }
    setLocalError(null);
    mutation.mutate(body.trim());
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 shadow-xs">
      {general && <Notice tone="error">{general}</Notice>}
      <TextAreaField
        label="Note"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={(e) => {
          // Ctrl/⌘+Enter adds the note, as in most review tools.
          if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
        error={localError ?? errors.body}
        rows={3}
        maxLength={10_000}
        placeholder="What you checked, what you asked, what to look at next…"
        hint="Ctrl+Enter adds it."
      />
      <div className="flex justify-end">
        <Button type="submit" variant="primary" pending={mutation.isPending}>
          Add note
        </Button>
      </div>
    </form>
  );
}

/** Officers' internal notes on the case, oldest first, and a box to add one. */
export function NotesTab({ record, canWork }: { record: Verification; canWork: boolean }) {
  const notes = useQuery(notesQuery(record.id));
  return (
    <div className="max-w-3xl space-y-5">
      <div className="border-b border-gray-200 pb-4">
        <h2 className="text-base font-semibold text-gray-900">Notes</h2>
        <p className="mt-1 inline-flex items-center gap-1.5 text-13 font-medium text-amber-800">
          <IconLock size={13} />
          Internal: never shown to the customer
        </p>
        <p className="mt-0.5 text-13 text-gray-600">For your team. Each note is also written to the audit log.</p>
      </div>
      {notes.isPending ? (
        <LoadingBlock label="Loading the notes" lines={3} />
      ) : notes.isError ? (
        <ErrorState title="The notes couldn't be loaded" error={notes.error} onRetry={() => notes.refetch()} />
      ) : notes.data.length === 0 ? (
        <p className="text-13 text-gray-600">No notes yet.{canWork && ' Add the first one below.'}</p>
      ) : (
        <ol aria-label="Notes" className="space-y-3">
          {notes.data.map((n) => {
            const name = authorName(n);
            return (
              <li key={n.id} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-100 text-xs font-semibold text-accent-800"
                >
                  {initials(name)}
                </span>
                <div className="min-w-0 flex-1 rounded-lg border border-gray-200 bg-white px-3.5 py-2.5 shadow-xs">
                  <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-gray-600">
                    <span className="text-13 font-medium text-gray-900" title={n.author.email ?? undefined}>
                      {name}
                    </span>
                    <span title={formatDateTime(n.created_at)}>
                      <Time value={n.created_at} />
                    </span>
                  </p>
                  <p className="mt-1 text-13 whitespace-pre-line break-words text-gray-800">{n.body}</p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {canWork && <NoteForm caseId={record.id} />}
    </div>
  );
}
