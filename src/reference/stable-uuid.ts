import { createHash } from 'node:crypto';

/**
 * A deterministic, name-based UUID in the style of RFC 4122 version 5: the SHA-1 of `${namespace}:${name}`,
 * truncated to 128 bits, with the version nibble set to 5 and the variant bits set to 10. The same inputs
 * give the same id on every install, so integrators can hard-code reference-data ids.
 *
 * Note: this does not use a namespace UUID as RFC 4122 does, so ids differ from `uuid.v5()`; they are only
 * guaranteed to be stable and well-formed, not interoperable with other v5 generators.
 */
export function stableUuid(namespace: string, name: string): string {
  const bytes = createHash('sha1').update(`${namespace}:${name}`, 'utf8').digest().subarray(0, 16);
  bytes.writeUInt8((bytes.readUInt8(6) & 0x0f) | 0x50, 6);
  bytes.writeUInt8((bytes.readUInt8(8) & 0x3f) | 0x80, 8);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
