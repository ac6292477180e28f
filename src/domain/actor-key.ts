/**
 * An actor key (`user:<id>`, `token:<id>`, `cli`, `system`: how the audit log, review marks and the decision
 * columns name who acted; services/service-context.ts makes them) read back as its type and id.
 */
export function parseActorKey(key: string): { type: string; id: string | null } {
  const colon = key.indexOf(':');
  return colon < 0 ? { type: key, id: null } : { type: key.slice(0, colon), id: key.slice(colon + 1) };
}
