import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { fieldErrorsOf } from '../../shared/lib/form-errors';
import { TextField } from '../../shared/ui/Field';
import { IconLock, IconUpload } from '../../shared/ui/icons';
import { Notice } from '../../shared/ui/Notice';
import { LoadingBlock, Spinner } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { useToast } from '../../shared/ui/Toast';
import { caseKey, filesQuery, uploadFile } from '../api/case';
import type { DocumentRecord } from '../api/types';
import { DocumentCard } from './DocumentCard';
import { Quiet, Section } from './parts';

/** The upload: an optional name, then the file; choosing the file uploads it. */
function UploadForm({ caseId }: { caseId: string }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const inputId = useId();
  const [name, setName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => uploadFile(caseId, file, name),
    onSuccess: (record) => {
      queryClient.setQueryData<DocumentRecord[]>(filesQuery(caseId).queryKey, (list) => [...(list ?? []), record]);
      void queryClient.invalidateQueries({ queryKey: caseKey(caseId) });
      toast.success(`File “${record.document.name}” added`);
      setName('');
    },
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });
  const errors = fieldErrorsOf(mutation.error);
  const general = isApiError(mutation.error) && !errors.name ? mutation.error.message : null;
  return (
    <div className="space-y-3 border-t border-gray-150 pt-3">
      {general && <Notice tone="error">{general}</Notice>}
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          label="Name"
          optional
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={255}
          placeholder="Defaults to the file's name"
          error={errors.name}
          className="w-72"
        />
        <div className="pt-[26px]">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="application/pdf,image/png,image/jpeg,image/gif,image/webp,image/tiff"
            className="peer sr-only"
            disabled={mutation.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) mutation.mutate(file);
            }}
          />
          <label
            htmlFor={inputId}
            className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 shadow-xs hover:border-gray-400 hover:bg-gray-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-600 peer-disabled:cursor-progress"
          >
            {mutation.isPending ? <Spinner size={14} /> : <IconUpload size={14} className="text-gray-500" />}
            Add file
          </label>
        </div>
      </div>
      <p className="text-xs text-gray-600">PDF or image, up to 25 MB. Choosing the file uploads it.</p>
    </div>
  );
}

/** "Additional files": officers' own internal files of the case (never shown to the customer). */
export function AdditionalFiles({
  caseId,
  canWork,
  onOpen,
}: {
  caseId: string;
  canWork: boolean;
  onOpen: (record: DocumentRecord) => void;
}) {
  const files = useQuery(filesQuery(caseId));
  return (
    <Section
      title="Additional files"
      level={3}
      description={
        <span className="inline-flex items-center gap-1.5">
          <IconLock size={13} className="text-gray-500" />
          Internal: your team's own files for this case, never shown to the customer.
        </span>
      }
    >
      <div className="space-y-3">
        {files.isPending ? (
          <LoadingBlock label="Loading the files" lines={2} />
        ) : files.isError ? (
          <ErrorState title="The files couldn't be loaded" error={files.error} onRetry={() => files.refetch()} />
        ) : files.data.length === 0 ? (
          <Quiet>No additional files yet.</Quiet>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {files.data.map((f) => (
              <DocumentCard key={f.id} record={f} onOpen={onOpen} size="sm" showAdded />
            ))}
          </ul>
        )}
        {canWork && <UploadForm caseId={caseId} />}
      </div>
    </Section>
  );
}
