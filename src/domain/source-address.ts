import { createHash } from 'node:crypto';

/** An address as Dossier stores it (a person's residence, a company's registered or office address). */
export interface StoredAddress {
  readonly line1: string;
  readonly line2: string | null;
  /** The source system's third line; absent in addresses stored before it was kept. */
  readonly line3?: string | null;
  readonly city: string;
  readonly postal_code: string | null;
  readonly region: string | null;
  readonly country: string;
}

/** An address as intake gives it (AddressInput), stored with its country in lower case. */
export function toStoredAddress(input: {
  readonly line1: string;
  readonly line2?: string | null;
  readonly line3?: string | null;
  readonly city: string;
  readonly postal_code?: string | null;
  readonly region?: string | null;
  readonly country: string;
}): StoredAddress {
  return {
    line1: input.line1,
    line2: input.line2 ?? null,
    line3: input.line3 ?? null,
    city: input.city,
    postal_code: input.postal_code ?? null,
    region: input.region ?? null,
    country: input.country.toLowerCase(),
  };
}

/** Which address of its owner an address is: its id is derived from the owner's id and this. */
export type AddressKind = 'residence' | 'registered' | 'office';

/**
 * The stable id of an address: Dossier stores an address inside its owner's row, so its id is derived from the
 * owner's id and the kind (the same address always has the same id). A name-based UUID (RFC 9562 version 8,
 * SHA-256), so it has the shape of every other id.
 */
export function addressId(ownerId: string, kind: AddressKind): string {
  const hex = createHash('sha256').update(`dossier-address:${ownerId}:${kind}`).digest('hex').slice(0, 32);
  const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * An address as the API serves it: Dossier's own members (line1, line2, postal_code, region) and the source
 * system's (id, name, line_1 to line_3, postcode, state, created_at, updated_at) side by side, so clients of either
 * read it. `name` is the first line, as in the source's examples.
 */
export function presentAddress(
  address: StoredAddress,
  meta: { readonly id: string; readonly created_at: string; readonly updated_at: string },
) {
  return {
    id: meta.id,
    name: address.line1,
    line1: address.line1,
    line2: address.line2,
    line_1: address.line1,
    line_2: address.line2,
    line_3: address.line3 ?? null,
    city: address.city,
    postal_code: address.postal_code,
    postcode: address.postal_code,
    region: address.region,
    state: address.region,
    country: address.country,
    created_at: meta.created_at,
    updated_at: meta.updated_at,
  };
}
