import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VerificationIntakeData } from '../../src/services/intake-schemas.js';
import { sampleIntake } from './fixtures.js';

/** The shipped excerpts of the real lists (test/fixtures/screening/). */
export const OFAC_EXCERPT = fileURLToPath(new URL('../fixtures/screening/ofac-sdn', import.meta.url));
export const OPENSANCTIONS_EXCERPT = fileURLToPath(
  new URL('../fixtures/screening/opensanctions.ftm.jsonl', import.meta.url),
);

/** A person of the OFAC excerpt (Ali Khorashadizadeh, programme CYBER2), as a director's person. */
const LISTED_PERSON = {
  given_names: 'Ali',
  surname: 'Khorashadizadeh',
  date_of_birth: '1979-09-21',
  nationality: 'ir',
  place_of_birth: 'Tehran' as string | null,
  sex: 'male',
  pep: false,
  email: null,
  phone: null,
  address_of_residence: null,
};

/**
 * The sample intake with a second director: by default the listed person above; `person` replaces any of its
 * members (another listed person, a place of birth left out), `companyName` the company's name.
 */
export function listedDirectorIntake(
  options: { person?: Partial<typeof LISTED_PERSON>; companyName?: string } = {},
): VerificationIntakeData {
  const intake = sampleIntake();
  return sampleIntake({
    ...(options.companyName === undefined ? {} : { company: { ...intake.company, formal_name: options.companyName } }),
    directors: [...(intake.directors ?? []), { position: 'director', person: { ...LISTED_PERSON, ...options.person } }],
  } as Partial<VerificationIntakeData>);
}

/** A copy of the OFAC excerpt in a new temporary folder, its sdn.csv edited; the caller removes the folder. */
export function editedOfacExcerpt(edit: (sdn: string) => string = (sdn) => sdn): string {
  const dir = mkdtempSync(join(tmpdir(), 'dossier-ofac-'));
  cpSync(OFAC_EXCERPT, dir, { recursive: true });
  writeFileSync(join(dir, 'sdn.csv'), edit(readFileSync(join(dir, 'sdn.csv'), 'utf8')));
  return dir;
}
