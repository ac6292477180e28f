import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  type YenteMatches,
  type YenteResult,
  yenteCategory,
  yenteExplanation,
  yenteMatches,
  yenteQuery,
} from '../../src/screening/match/yente-match.js';

const fixture = (name: string): YenteMatches =>
  JSON.parse(readFileSync(new URL(`../fixtures/screening/yente/${name}.json`, import.meta.url), 'utf8'));

const result = (over: Partial<YenteResult>): YenteResult => ({
  id: 'NK-1',
  caption: 'Someone',
  schema: 'Person',
  properties: {},
  score: 0.9,
  ...over,
});

describe('yente queries', () => {
  it('asks for a person by name, birth date and nationality, and a company by name, jurisdiction and number', () => {
    assert.deepEqual(
      yenteQuery({
        key: 'director:1',
        kind: 'person',
        name: 'Ali Khorashadizadeh',
        aliases: ['Ali Khorashadi'],
        date_of_birth: '1979-09-21',
        nationality: 'IR',
      }),
      {
        schema: 'Person',
        properties: {
          name: ['Ali Khorashadizadeh', 'Ali Khorashadi'],
          birthDate: ['1979-09-21'],
          nationality: ['ir'],
        },
      },
    );
    assert.deepEqual(
      yenteQuery({
        key: 'company:1',
        kind: 'company',
        name: 'Northwind Trading Ltd',
        jurisdiction_code: 'GB',
        registration_number: '09876543',
      }),
      {
        schema: 'Company',
        properties: { name: ['Northwind Trading Ltd'], jurisdiction: ['gb'], registrationNumber: ['09876543'] },
      },
    );
    assert.deepEqual(yenteQuery({ key: 'p', kind: 'person', name: 'Jane Doe', date_of_birth: null }), {
      schema: 'Person',
      properties: { name: ['Jane Doe'] },
    });
  });

  it('sends no crypto address and no subject without a name', () => {
    assert.equal(yenteQuery({ key: 'c', kind: 'crypto_address', name: '0xabc', address_type: 'ETH' }), null);
    assert.equal(yenteQuery({ key: 'p', kind: 'person', name: '  ' }), null);
  });
});

describe('yente results', () => {
  it('takes the category from the topics: sanction, PEP (and close associates), other targets as sanctions', () => {
    const withTopics = (topics: string[], target = true) => result({ properties: { topics }, target });
    assert.equal(yenteCategory(withTopics(['sanction'])), 'sanction');
    assert.equal(yenteCategory(withTopics(['sanction.linked'])), 'sanction');
    assert.equal(yenteCategory(withTopics(['role.pep', 'sanction'])), 'sanction', 'a sanctioned PEP is a sanction');
    assert.equal(yenteCategory(withTopics(['role.pep'])), 'pep');
    assert.equal(yenteCategory(withTopics(['role.rca'])), 'pep');
    assert.equal(yenteCategory(withTopics(['crime.fin'])), 'sanction', 'a wanted or debarred target must be seen');
    assert.equal(yenteCategory(withTopics([], false)), null, 'a register’s record is no hit');
    assert.equal(yenteCategory(withTopics(['role.oligarch'], false)), null);
  });

  it('keeps the hits from the threshold, of a category, with the entity as an entry and yente’s explanation', () => {
    const hits = yenteMatches(fixture('match-listed-person'), 0.7);
    assert.equal(hits.length, 1, 'the candidate at 0.52 is below; the officer of a register is no target');
    const [hit] = hits as [(typeof hits)[number]];
    assert.equal(hit.category, 'sanction');
    assert.equal(hit.score, 0.93);
    assert.equal(hit.entry.source_key, 'NK-8kT3fQxW2vLmZp9RcYh4Ja');
    assert.equal(hit.entry.kind, 'person');
    assert.deepEqual(hit.entry.names, ['Ali KHORASHADIZADEH', 'Ali Khorashadizadeh']);
    assert.deepEqual(hit.entry.aliases, [
      { name: 'Ali Khorashadi Zadeh', quality: 'strong', type: 'alias' },
      { name: 'Ali K.', quality: 'weak', type: 'weakAlias' },
    ]);
    assert.deepEqual(hit.entry.dates_of_birth, [
      { text: '1979-09-21', date: '1979-09-21', year_from: 1979, year_to: 1979 },
    ]);
    assert.deepEqual(hit.entry.places_of_birth, ['Tehran, Iran']);
    assert.deepEqual(hit.entry.nationalities, ['ir']);
    assert.deepEqual(hit.entry.programmes, ['CYBER2']);
    assert.equal(hit.entry.listed_on, '2019-11-26');
    assert.equal(hit.entry.remarks, 'Linked To: DEPARTMENT OF ELECTRONIC SERVICES.');
    assert.deepEqual(hit.entry.datasets, ['us_ofac_sdn']);
    assert.equal(hit.entry.last_change, '2024-03-02T11:20:01');
    assert.equal('last_seen' in hit.entry, false);
    assert.deepEqual(hit.explanation, [
      {
        feature: 'name_match',
        detail: 'Matched 2 of 2 name parts: "Ali Khorashadizadeh" ~ "Ali KHORASHADIZADEH"',
        contribution: 1,
      },
    ]);
    assert.equal(yenteMatches(fixture('match-listed-person'), 0.95).length, 0, 'the account’s threshold applies');
    const pep = yenteMatches(fixture('match-pep-person'), 0.7);
    assert.equal(pep[0]?.category, 'pep');
    assert.deepEqual(yenteMatches(fixture('match-no-results'), 0.7), []);
  });

  it('shows the features that lower a score as negative, and reads the older `features` form too', () => {
    const lowered = yenteExplanation(
      result({
        explanations: {
          name_match: { score: 0.8, detail: 'Matched 1 of 2 name parts' },
          dob_year_disjoint: { score: 1, detail: '1979 vs 1962' },
        },
      }),
    );
    assert.deepEqual(lowered, [
      { feature: 'dob_year_disjoint', detail: '1979 vs 1962', contribution: -1 },
      { feature: 'name_match', detail: 'Matched 1 of 2 name parts', contribution: 0.8 },
    ]);
    assert.deepEqual(yenteExplanation(result({ features: { name_literal_match: 1, country_mismatch: 0.5 } })), [
      { feature: 'name_literal_match', detail: 'name_literal_match', contribution: 1 },
      { feature: 'country_mismatch', detail: 'country_mismatch', contribution: -0.5 },
    ]);
  });
});
