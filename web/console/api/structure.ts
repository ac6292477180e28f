import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../shared/api/client';
import { caseKey } from './case';

// The case's ownership: the graph it is drawn from, its declared structure with the computed figures, UBOs and
// warnings, and its people with their roles. Case data: read again when the record says it changed.

const path = (id: string) => ({ params: { path: { verification_id: id } } });

export const graphQuery = (id: string) =>
  queryOptions({
    queryKey: [...caseKey(id), 'data', 'graph'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/verifications/{verification_id}/graph', { ...path(id), signal }))).graph,
  });

export const structureQuery = (id: string) =>
  queryOptions({
    queryKey: [...caseKey(id), 'data', 'structure'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/verifications/{verification_id}/structure', { ...path(id), signal }))).structure,
  });

export const peopleQuery = (id: string) =>
  queryOptions({
    queryKey: [...caseKey(id), 'data', 'people'],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/verifications/{verification_id}/people', { ...path(id), signal }))).people,
  });

/** One person of the case with their documents (a beneficial owner's, a shareholder's, a director's). */
export const casePersonQuery = (id: string, personId: string) =>
  queryOptions({
    queryKey: [...caseKey(id), 'data', 'people', personId],
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/v1/verifications/{verification_id}/people/{id}', {
            params: { path: { verification_id: id, id: personId } },
            signal,
          }),
        )
      ).person,
  });
