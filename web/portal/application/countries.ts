import { useMemo } from 'react';
import type { Jurisdiction } from '../api/types';
import { byName } from '../lib/format';
import { usePortal } from './context';

/** The reference's countries, by name (empty while they load). */
export function useCountries(): readonly Jurisdiction[] {
  const { reference } = usePortal();
  const list = reference.data?.jurisdictions;
  return useMemo(() => (list ? byName(list, (j) => j.name) : []), [list]);
}
