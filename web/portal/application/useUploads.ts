import { useCallback, useState } from 'react';
import type { Upload } from '../api/types';
import type { ActiveUpload } from './context';

export interface Uploads {
  readonly uploads: ReadonlyMap<string, Upload>;
  readonly rememberUpload: (upload: Upload) => void;
  readonly activeUploads: Readonly<Record<string, readonly ActiveUpload[]>>;
  readonly setActiveUploads: (fieldId: string, fn: (list: readonly ActiveUpload[]) => readonly ActiveUpload[]) => void;
  readonly uploadErrors: Readonly<Record<string, string>>;
  readonly setUploadError: (fieldId: string, message: string | null) => void;
}

/**
 * The application's uploads, those on their way up and their errors, by field: kept above the steps so a file's
 * progress and its error survive a step change.
 */
export function useUploads(initial: readonly Upload[]): Uploads {
  const [uploads, setUploads] = useState<ReadonlyMap<string, Upload>>(() => new Map(initial.map((u) => [u.id, u])));
  const rememberUpload = useCallback((u: Upload) => setUploads((m) => new Map(m).set(u.id, u)), []);
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
  return { uploads, rememberUpload, activeUploads, setActiveUploads, uploadErrors, setUploadError };
}
