import { createContext, useContext } from 'react';
import type { UploadHandle } from '../api/portal';
import type { Application, ApplicationDraft, CompanyType, OwnershipChallenge, Reference, Upload } from '../api/types';
import type { Scope } from '../lib/scope';

/** A file on its way up, kept above the steps so its progress survives a step change. */
export interface ActiveUpload {
  readonly local: string;
  readonly name: string;
  readonly size: number;
  readonly percent: number;
  readonly handle: UploadHandle;
}

export interface LoadState<T> {
  readonly data: T | undefined;
  readonly isLoading: boolean;
  readonly isError: boolean;
  readonly retry: () => void;
}

export interface PortalContextValue {
  readonly application: Application;
  readonly scope: Scope;
  readonly draft: ApplicationDraft;
  /** Changes the draft (it saves itself). Always a function of the latest draft: uploads finish at any time. */
  readonly update: (fn: (draft: ApplicationDraft) => ApplicationDraft) => void;
  readonly uploads: ReadonlyMap<string, Upload>;
  readonly rememberUpload: (upload: Upload) => void;
  readonly activeUploads: Readonly<Record<string, readonly ActiveUpload[]>>;
  readonly setActiveUploads: (fieldId: string, fn: (list: readonly ActiveUpload[]) => readonly ActiveUpload[]) => void;
  readonly uploadErrors: Readonly<Record<string, string>>;
  readonly setUploadError: (fieldId: string, message: string | null) => void;
  readonly challenges: ReadonlyMap<string, OwnershipChallenge>;
  readonly rememberChallenge: (challenge: OwnershipChallenge) => void;
  /** The service's field errors of the last refused save, by path (`bank_accounts[0].number`). */
  readonly errors: Readonly<Record<string, string>>;
  readonly reference: LoadState<Reference>;
  /** The legal forms of the draft's country. */
  readonly companyTypes: LoadState<readonly CompanyType[]>;
}

export const PortalContext = createContext<PortalContextValue | null>(null);

export function usePortal(): PortalContextValue {
  const value = useContext(PortalContext);
  if (value === null) throw new Error('usePortal needs the application page');
  return value;
}
