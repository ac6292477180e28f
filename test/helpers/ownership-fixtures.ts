import { randomBytes } from 'node:crypto';

/**
 * Three layers through a holding: Jane Ann Doe (the case's director) holds 80 % of Holdco, which holds 50 % of
 * N3 Enterprises, which holds 100 % of the company; Piotr Zieliński holds 20 % of Holdco and 50 % of N3 directly;
 * Mira Okafor appoints the board under a trust deed.
 * Jane: 0.8 × 0.5 × 1 = 40 %. Piotr: 0.2 × 0.5 + 0.5 = 60 %.
 */
export function threeLayers(directorId: string, tag = '') {
  return {
    entities: [
      { key: 'jane', type: 'person', director_id: directorId },
      {
        key: 'piotr',
        type: 'person',
        person: { given_names: 'Piotr', surname: `Zieliński${tag}`, date_of_birth: '1975-04-03', nationality: 'PL' },
      },
      {
        key: 'mira',
        type: 'person',
        person: { given_names: 'Mira', surname: `Okafor${tag}`, date_of_birth: null, nationality: null },
        control: { nature: 'right_to_appoint_board', description: `Appoints the board under a trust deed${tag}` },
      },
      {
        key: 'holdco',
        type: 'company',
        company: { formal_name: `Holdco${tag} Ltd`, company_number: 'HC1', jurisdiction_code: 'gb' },
        listed_on: null,
      },
      {
        key: 'n3',
        type: 'company',
        company: { formal_name: 'N3 Enterprises Ltd', company_number: 'N3', jurisdiction_code: 'cy' },
      },
    ],
    holdings: [
      { holder: 'jane', held: 'holdco', shares: 80, voting_rights: null },
      { holder: 'piotr', held: 'holdco', shares: 20, voting_rights: null },
      { holder: 'holdco', held: 'n3', shares: 50, voting_rights: null },
      { holder: 'piotr', held: 'n3', shares: 50, voting_rights: null },
      { holder: 'n3', held: 'root', shares: 100, voting_rights: null },
    ],
  };
}

/** A random tag, so that a test's names are its own in a database other tests share. */
export const uniqueTag = () => randomBytes(4).toString('hex');
