import assert from 'node:assert/strict';
import { test } from 'node:test';
import { companyTypes, industries, jurisdictions, stableUuid } from '../../src/reference/index.js';

const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('stableUuid is deterministic and has the UUID v5 shape', () => {
  const a = stableUuid('jurisdiction', 'gb');
  assert.equal(stableUuid('jurisdiction', 'gb'), a);
  assert.match(a, UUID_V5);
  assert.notEqual(stableUuid('jurisdiction', 'de'), a);
  assert.notEqual(stableUuid('company_type', 'gb'), a, 'the namespace takes part in the hash');
  // Pinned so that a change to the derivation (which would change every shipped id) fails loudly.
  assert.equal(a, '90944397-f12e-5121-9c15-d12ec187f643');
});

test('jurisdictions cover ISO 3166-1 with unique lower-case codes and ids', () => {
  assert.ok(jurisdictions.length >= 249, `only ${jurisdictions.length} jurisdictions`);
  const codes = jurisdictions.map((j) => j.code);
  for (const code of codes) assert.match(code, /^[a-z]{2}$/);
  assert.equal(new Set(codes).size, codes.length, 'codes are unique');
  assert.deepEqual(codes, [...codes].sort(), 'sorted by code');
  const ids = jurisdictions.map((j) => j.id);
  assert.equal(new Set(ids).size, ids.length, 'ids are unique');
  for (const j of jurisdictions) {
    assert.equal(j.id, stableUuid('jurisdiction', j.code));
    assert.ok(j.name && j.country && j.full_name, `${j.code} has names`);
  }
  const gb = jurisdictions.find((j) => j.code === 'gb');
  assert.equal(gb?.full_name, 'United Kingdom of Great Britain and Northern Ireland');
});

test('company types belong to known jurisdictions and have unique ids', () => {
  const known = new Set(jurisdictions.map((j) => j.code));
  for (const t of companyTypes) {
    assert.ok(known.has(t.jurisdiction_code), `${t.jurisdiction_code}:${t.short_name} has an unknown jurisdiction`);
    assert.equal(t.id, stableUuid('company_type', `${t.jurisdiction_code}:${t.short_name}`));
    assert.ok(t.short_name.trim() && t.full_name.trim(), `${t.jurisdiction_code}:${t.short_name} is named`);
    assert.ok(t.description.length >= 40, `${t.jurisdiction_code}:${t.short_name} has a description`);
    if (t.source_url !== null) assert.match(t.source_url, /^https:\/\//);
  }
  const byJurisdiction = new Map<string, number>();
  for (const t of companyTypes)
    byJurisdiction.set(t.jurisdiction_code, (byJurisdiction.get(t.jurisdiction_code) ?? 0) + 1);
  assert.ok(byJurisdiction.size >= 20, `only ${byJurisdiction.size} jurisdictions have company types`);
  for (const code of [
    'us',
    'cn',
    'jp',
    'de',
    'in',
    'gb',
    'fr',
    'it',
    'br',
    'ca',
    'ru',
    'kr',
    'au',
    'es',
    'mx',
    'id',
    'nl',
    'sa',
    'tr',
    'ch',
  ]) {
    const count = byJurisdiction.get(code) ?? 0;
    assert.ok(count >= 3 && count <= 8, `${code} has ${count} company types`);
  }
  const ids = companyTypes.map((t) => t.id);
  assert.equal(new Set(ids).size, ids.length, 'ids are unique');
  const keys = companyTypes.map((t) => `${t.jurisdiction_code}:${t.short_name}`);
  assert.equal(new Set(keys).size, keys.length, 'short names are unique within a jurisdiction');
});

test('ISO 20275 ELF sources are well-formed codes', () => {
  for (const t of companyTypes) {
    if (t.source !== null && /^[0-9A-Z]{4}$/.test(t.source)) {
      assert.ok(t.source_url?.includes('gleif.org'), `${t.jurisdiction_code}:${t.short_name} links the ELF list`);
    }
  }
  assert.equal(companyTypes.find((t) => t.jurisdiction_code === 'de' && t.short_name === 'GmbH')?.source, '2HBR');
  assert.equal(companyTypes.find((t) => t.jurisdiction_code === 'gb' && t.short_name === 'Ltd')?.source, 'H0PO');
});

test('industries are the NACE Rev. 2 divisions with keywords', () => {
  assert.ok(industries.length >= 80, `only ${industries.length} industries`);
  const keys = industries.map((i) => i.key);
  for (const key of keys) assert.ok(Number.isInteger(key) && key >= 1 && key <= 99, `bad key ${key}`);
  assert.equal(new Set(keys).size, keys.length, 'keys are unique');
  for (const i of industries) {
    assert.ok(i.value.trim() && i.industry.trim(), `division ${i.key} is named`);
    assert.ok(i.keywords.length >= 3, `division ${i.key} has keywords`);
    for (const k of i.keywords) assert.equal(k, k.toLowerCase(), `division ${i.key} keyword ${k} is lower-case`);
  }
  const byKey = new Map(industries.map((i) => [i.key, i]));
  assert.equal(byKey.get(64)?.industry, 'Financial and insurance activities');
  assert.equal(byKey.get(21)?.value, 'Manufacture of basic pharmaceutical products and pharmaceutical preparations');
  assert.equal(byKey.get(21)?.industry, 'Manufacturing');
  assert.ok(byKey.get(92)?.keywords.includes('gambling'));
  assert.ok(byKey.get(25)?.keywords.includes('arms'));
  assert.ok(byKey.get(66)?.keywords.some((k) => k.includes('crypto')));
});
