import { type ChangeEvent, useState } from 'react';
import { ApiError, isApiError } from '../../shared/api/client';
import { cx } from '../../shared/lib/cx';
import { IconCheckCircle, IconFile, IconUpload, IconX } from '../../shared/ui/icons';
import { Spinner } from '../../shared/ui/Spinner';
import { deleteUpload, uploadFile } from '../api/portal';
import { usePortal } from '../application/context';
import { t } from '../i18n';
import { newKey } from '../lib/draft';
import { fileSize } from '../lib/format';
import { describedBy, FieldError, Label } from './fields';

/** The service keeps at most 10 files per document. */
const MAX_FILES = 10;

function uploadMessage(error: unknown, name: string): string {
  if (!isApiError(error)) return t.upload.errors.network(name);
  if (error.status === 415) return t.upload.errors.type(name);
  if (error.status === 413) return t.upload.errors.tooLarge(name);
  if (error.status === 0) return t.upload.errors.network(name);
  return t.upload.errors.other(name, error.message);
}

/**
 * One document's files: a labelled file input (named after the document type, "Passport"), a progress bar per
 * file on its way up, then each file's name and size with a remove button. On a phone the input offers the camera
 * and the files. The service's refusal (415 not a PDF or an image, 413 too large) shows under the field.
 */
export function DocumentUpload({
  id,
  label,
  hint,
  uploadIds,
  onAdd,
  onRemove,
  optional = false,
  error: saveError,
}: {
  id: string;
  label: string;
  hint?: string;
  uploadIds: readonly string[];
  /** Adds the upload to the draft (as a function of the latest draft: several files may finish together). */
  onAdd: (uploadId: string) => void;
  onRemove: (uploadId: string) => void;
  optional?: boolean;
  error?: string;
}) {
  const { uploads, rememberUpload, activeUploads, setActiveUploads, uploadErrors, setUploadError } = usePortal();
  const [removing, setRemoving] = useState<string | null>(null);
  const active = activeUploads[id] ?? [];
  const error = uploadErrors[id] ?? saveError;
  const remaining = MAX_FILES - uploadIds.length - active.length;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const formatsId = `${id}-formats`;

  const start = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again (after removing it) fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    setUploadError(id, files.length > remaining ? t.upload.tooMany : null);
    for (const file of files.slice(0, Math.max(0, remaining))) {
      const local = newKey('u');
      const handle = uploadFile(file, (percent) =>
        setActiveUploads(id, (list) => list.map((a) => (a.local === local ? { ...a, percent } : a))),
      );
      setActiveUploads(id, (list) => [...list, { local, name: file.name, size: file.size, percent: 0, handle }]);
      handle.promise
        .then(
          (upload) => {
            rememberUpload(upload);
            onAdd(upload.id);
          },
          (e: unknown) => {
            if (e instanceof ApiError && e.code === 'aborted') return;
            setUploadError(id, uploadMessage(e, file.name));
          },
        )
        .finally(() => setActiveUploads(id, (list) => list.filter((a) => a.local !== local)));
    }
  };

  const remove = async (uploadId: string, name: string) => {
    if (removing) return;
    setRemoving(uploadId);
    setUploadError(id, null);
    try {
      await deleteUpload(uploadId);
      onRemove(uploadId);
    } catch (e) {
      // Already gone on the server: take it out of the draft all the same.
      if (isApiError(e) && e.status === 404) onRemove(uploadId);
      else setUploadError(id, t.upload.errors.removeFailed(name));
    } finally {
      setRemoving(null);
    }
  };

  const hasFiles = uploadIds.length > 0 || active.length > 0;

  return (
    <div>
      <Label htmlFor={id} optional={optional}>
        {label}
      </Label>
      {hint && (
        <p id={hintId} className="-mt-0.5 mb-2 text-13 text-gray-600">
          {hint}
        </p>
      )}

      {hasFiles && (
        <ul className="mb-2 space-y-2">
          {uploadIds.map((uploadId) => {
            const upload = uploads.get(uploadId);
            const name = upload?.filename ?? t.upload.uploaded;
            return (
              <li
                key={uploadId}
                className="flex items-center gap-3 rounded-lg border border-gray-200 bg-white py-1.5 pr-1.5 pl-3"
              >
                <IconFile size={18} className="shrink-0 text-gray-500" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-gray-900" title={name}>
                    {name}
                  </p>
                  <p className="flex items-center gap-1 text-xs text-gray-600">
                    <IconCheckCircle size={12} className="text-green-600" />
                    {upload ? `${t.upload.uploaded} · ${fileSize(upload.filesize)}` : t.upload.uploaded}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => void remove(uploadId, name)}
                  disabled={removing !== null}
                  className="flex size-11 shrink-0 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-red-700 disabled:cursor-not-allowed disabled:text-gray-400"
                >
                  {removing === uploadId ? <Spinner size={16} /> : <IconX size={18} />}
                  <span className="sr-only">{t.upload.remove(name)}</span>
                </button>
              </li>
            );
          })}
          {active.map((a) => {
            const percent = Math.round(a.percent);
            return (
              <li key={a.local} className="rounded-lg border border-accent-200 bg-accent-50 py-2 pr-1.5 pl-3">
                <div className="flex items-center gap-3">
                  <Spinner size={16} className="text-accent-600" />
                  <div className="min-w-0 flex-1">
                    <p id={`${a.local}-name`} className="truncate text-sm font-medium text-gray-900">
                      {t.upload.uploading(a.name)}
                    </p>
                    <p className="text-xs text-gray-700 tabular">
                      {fileSize(a.size)} · {percent}%
                    </p>
                  </div>
                  <button
                    type="button"
                    onClick={() => a.handle.abort()}
                    className="flex size-11 shrink-0 items-center justify-center rounded-lg text-gray-600 hover:bg-white hover:text-gray-900"
                  >
                    <IconX size={18} />
                    <span className="sr-only">{t.upload.cancel(a.name)}</span>
                  </button>
                </div>
                <div
                  role="progressbar"
                  aria-label={t.upload.progress}
                  aria-describedby={`${a.local}-name`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-valuetext={`${percent}%`}
                  className="mt-2 mr-1.5 h-1.5 overflow-hidden rounded-full bg-accent-100"
                >
                  <div
                    className="h-full rounded-full bg-accent-600 transition-[width] duration-150"
                    style={{ width: `${percent}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {remaining > 0 && (
        <div
          className={cx(
            'relative flex items-center gap-3 rounded-lg border border-dashed bg-white px-4 transition-colors',
            'focus-within:border-accent-500 focus-within:ring-3 focus-within:ring-accent-100 hover:border-accent-500 hover:bg-accent-50',
            hasFiles ? 'min-h-11 py-2' : 'min-h-20 py-4',
            error ? 'border-red-500' : 'border-gray-300',
          )}
        >
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700"
          >
            <IconUpload size={18} />
          </span>
          <span className="min-w-0" aria-hidden="true">
            <span className="block text-sm font-medium text-accent-700">
              {hasFiles ? t.upload.chooseAnother : t.upload.choose}
            </span>
            {!hasFiles && <span className="block text-xs text-gray-600">{t.upload.formats}</span>}
          </span>
          <span id={formatsId} className="sr-only">
            {t.upload.formats}
          </span>
          {/* The input covers the whole box: a tap opens the picker, a file dropped on it is taken. */}
          <input
            id={id}
            type="file"
            accept="image/*,application/pdf"
            multiple
            onChange={start}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(error && errorId, hint && hintId, formatsId)}
            className="absolute inset-0 size-full cursor-pointer opacity-0"
          />
        </div>
      )}
      {remaining <= 0 && <p className="text-13 text-gray-600">{t.upload.tooMany}</p>}
      <div role="alert">{error && <FieldError id={errorId}>{error}</FieldError>}</div>
    </div>
  );
}
