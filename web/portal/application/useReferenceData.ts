import { useQuery } from '@tanstack/react-query';
import { fetchCompanyTypes, fetchReference } from '../api/portal';
import type { CompanyType, Reference } from '../api/types';
import type { LoadState } from './context';

export interface ReferenceData {
  readonly reference: LoadState<Reference>;
  /** The legal forms of the draft's country. */
  readonly companyTypes: LoadState<readonly CompanyType[]>;
}

/** The countries and industries, and the legal forms of `jurisdiction` (none asked before a country is chosen). */
export function useReferenceData(jurisdiction: string): ReferenceData {
  const reference = useQuery({ queryKey: ['reference'], queryFn: fetchReference, staleTime: Number.POSITIVE_INFINITY });
  const companyTypes = useQuery({
    queryKey: ['company_types', jurisdiction],
    queryFn: () => fetchCompanyTypes(jurisdiction),
    enabled: jurisdiction !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
  return {
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
}
