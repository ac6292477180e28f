import assert from 'node:assert/strict';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, test } from 'node:test';
import type { ListEntry } from '../../src/screening/list-entry.js';
import { parseListDate } from '../../src/screening/sources/list-dates.js';
import { parseOfacRemarks } from '../../src/screening/sources/ofac-remarks.js';
import { parseOfacSdn } from '../../src/screening/sources/ofac-sdn.js';
import { parseOpenSanctions } from '../../src/screening/sources/opensanctions.js';
import { parseUnConsolidated } from '../../src/screening/sources/un-consolidated.js';

const FIXTURES = join(import.meta.dirname, '../fixtures/screening');
const OFAC = join(FIXTURES, 'ofac-sdn');

async function collect(entries: AsyncIterable<ListEntry>): Promise<Map<string, ListEntry>> {
  const out = new Map<string, ListEntry>();
  for await (const e of entries) out.set(e.source_key, e);
  return out;
}

const ofacFiles = () => ({
  sdn: createReadStream(join(OFAC, 'sdn.csv')),
  add: createReadStream(join(OFAC, 'add.csv')),
  alt: createReadStream(join(OFAC, 'alt.csv')),
  comments: createReadStream(join(OFAC, 'sdn_comments.csv')),
});

const get = (m: Map<string, ListEntry>, key: string): ListEntry => {
  const e = m.get(key);
  assert.ok(e, `entry ${key}`);
  return e;
};

describe('OFAC SDN (excerpt of the real CSV files)', () => {
  test('every entry, with its kind, programmes, addresses and strong aliases from alt.csv', async () => {
    const entries = await collect(parseOfacSdn(ofacFiles()));
    assert.equal(entries.size, 12);
    const bank = get(entries, '306');
    assert.equal(bank.kind, 'organization');
    assert.deepEqual(bank.names, ['BANCO NACIONAL DE CUBA']);
    assert.deepEqual(bank.programmes, ['CUBA']);
    assert.ok(bank.aliases.some((a) => a.name === 'NATIONAL BANK OF CUBA' && a.quality === 'strong'));
    // The remarks' quoted a.k.a. is OFAC's weak alias.
    assert.ok(bank.aliases.some((a) => a.name === 'BNC' && a.quality === 'weak'));
    assert.ok(bank.addresses.length >= 4);
    assert.ok(bank.addresses.includes('Zweierstrasse 35, Zurich CH-8022, Switzerland'));
    assert.match(bank.url ?? '', /sanctionssearch\.ofac\.treas\.gov\/Details\.aspx\?id=306$/);
    assert.equal(get(entries, '4234').kind, 'vessel');
    assert.ok(get(entries, '4234').identifiers.some((i) => i.type === 'Call Sign' && i.value === 'CL2685'));
    assert.match(get(entries, '4234').remarks ?? '', /Flag Cuba/);
    assert.deepEqual(
      get(entries, '4243').aliases.map((a) => [a.name, a.type]),
      [['ANA I', 'fka']],
    );
    assert.equal(get(entries, '15431').kind, 'aircraft');
  });

  test('DOB, POB, nationality, identifiers and the digital currency address from the remarks', async () => {
    const entries = await collect(parseOfacSdn(ofacFiles()));
    const ali = get(entries, '26137');
    assert.equal(ali.kind, 'person');
    assert.deepEqual(ali.dates_of_birth, [{ text: '21 Sep 1979', date: '1979-09-21', year_from: 1979, year_to: 1979 }]);
    assert.deepEqual(ali.places_of_birth, ['Tehran, Iran']);
    assert.deepEqual(ali.nationalities, ['Iran']);
    assert.deepEqual(ali.crypto_addresses, [{ network: 'XBT', address: '149w62rY42aZBox8fGcmqNsXUzSStKeq8C' }]);
    assert.ok(ali.identifiers.some((i) => i.type === 'Passport' && i.value === 'T14553558' && i.country === 'Iran'));
    assert.deepEqual(get(entries, '7782').dates_of_birth, [
      { text: 'circa 1951', year_from: 1951, year_to: 1951, circa: true },
    ]);
    assert.deepEqual(get(entries, '15496').dates_of_birth, [{ text: '1929 to 1930', year_from: 1929, year_to: 1930 }]);
  });

  test('remarks that overflow into sdn_comments.csv are joined to their entry', async () => {
    const entries = await collect(parseOfacSdn(ofacFiles()));
    const jorge = get(entries, '12300');
    assert.ok(jorge.dates_of_birth.length >= 3, 'DOB and its alt. DOBs');
    assert.match(jorge.remarks ?? '', /Linked To: CUBICAFE S\.A\.S\./);
    assert.match(jorge.remarks ?? '', /Linked To: R D I S\.A$/);
  });

  test('a file that is not an SDN CSV is refused with the file and record named', async () => {
    const files = { ...ofacFiles(), alt: Readable.from(['<html>not found</html>\n']) };
    await assert.rejects(collect(parseOfacSdn(files)), /alt\.csv, record 1: not an OFAC SDN record/);
  });
});

describe('OFAC remarks', () => {
  test('other currencies, alt. clauses and identifiers', () => {
    const r = parseOfacRemarks(
      "DOB 1968 to 1970; alt. DOB 01 Jan 1968 to 31 Dec 1970; nationality Russia; alt. nationality Cyprus; Digital Currency Address - ETH 0x7F367cC41522cE07553e823bf3be79A889DEbe1B; Digital Currency Address - USDT TTBtszrcEsQ2V7dtBMPbkfAj6HSbRDN4u5; Tax ID No. 7707083893 (Russia); a.k.a. 'SHORTY'.",
    );
    assert.deepEqual(r.dates_of_birth, [
      { text: '1968 to 1970', year_from: 1968, year_to: 1970 },
      { text: '01 Jan 1968 to 31 Dec 1970', year_from: 1968, year_to: 1970 },
    ]);
    assert.deepEqual(r.nationalities, ['Russia', 'Cyprus']);
    assert.deepEqual(r.crypto_addresses, [
      { network: 'ETH', address: '0x7F367cC41522cE07553e823bf3be79A889DEbe1B' },
      { network: 'USDT', address: 'TTBtszrcEsQ2V7dtBMPbkfAj6HSbRDN4u5' },
    ]);
    assert.deepEqual(r.identifiers, [{ type: 'Tax ID No', value: '7707083893', country: 'Russia' }]);
    assert.deepEqual(r.weak_aliases, [{ name: 'SHORTY', quality: 'weak', type: 'aka' }]);
  });

  test('date formats', () => {
    assert.deepEqual(parseListDate('circa 1970'), { text: 'circa 1970', year_from: 1970, year_to: 1970, circa: true });
    assert.deepEqual(parseListDate('Jan 1970'), { text: 'Jan 1970', year_from: 1970, year_to: 1970 });
    assert.deepEqual(parseListDate('unknown'), { text: 'unknown' });
  });
});

describe('UN consolidated list (excerpt of the real XML)', () => {
  test('individuals and entities with aliases and their quality, dates of birth, documents', async () => {
    const entries = await collect(parseUnConsolidated(createReadStream(join(FIXTURES, 'un-consolidated.xml'))));
    assert.equal(entries.size, 6);
    const eric = get(entries, '6907993');
    assert.equal(eric.kind, 'person');
    assert.deepEqual(eric.names, ['ERIC BADEGE']);
    assert.deepEqual(eric.nationalities, ['Democratic Republic of the Congo']);
    assert.deepEqual(eric.dates_of_birth, [{ text: '1971', year_from: 1971, year_to: 1971 }]);
    assert.equal(eric.listed_on, '2012-12-31');
    assert.deepEqual(eric.programmes, ['DRC']);
    const bosco = get(entries, '6908021');
    assert.deepEqual(bosco.dates_of_birth, [{ text: '1973 to 1974', year_from: 1973, year_to: 1974 }]);
    assert.ok(bosco.aliases.some((a) => a.name === 'Bosco Ntaganda' && a.quality === 'strong' && a.type === 'Good'));
    assert.ok(bosco.aliases.some((a) => a.name === 'Terminator' && a.quality === 'weak' && a.type === 'Low'));
    assert.ok(get(entries, '6908006').dates_of_birth.some((d) => d.circa === true));
    const tariq = get(entries, '6908072');
    assert.ok(tariq.aliases.some((a) => a.name === 'طارق عزيز' && a.type === 'original script'));
    assert.ok(tariq.identifiers.length > 0);
    const adf = get(entries, '6908402');
    assert.equal(adf.kind, 'organization');
    assert.ok(adf.aliases.some((a) => a.type === 'f.k.a.'));
    assert.equal(get(entries, '6908024').kind, 'organization');
  });

  test('a truncated or foreign XML file is refused', async () => {
    await assert.rejects(
      collect(
        parseUnConsolidated(Readable.from(['<?xml version="1.0"?><CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL>'])),
      ),
      /UN list: not well-formed XML/,
    );
    await assert.rejects(collect(parseUnConsolidated(Readable.from(['<rss></rss>']))), /not CONSOLIDATED_LIST/);
  });
});

describe('OpenSanctions FollowTheMoney lines', () => {
  test('people, companies and vessels with a sanction or PEP topic; other schemata and untargeted entities skipped', async () => {
    const entries = await collect(parseOpenSanctions(createReadStream(join(FIXTURES, 'opensanctions.ftm.jsonl'))));
    assert.deepEqual([...entries.keys()], ['Q-pep-1', 'NK-co-1', 'vessel-1']);
    const pep = get(entries, 'Q-pep-1');
    assert.equal(pep.category, 'pep');
    assert.equal(pep.kind, 'person');
    assert.ok(pep.aliases.some((a) => a.name === 'Vanya' && a.quality === 'weak'));
    assert.equal(pep.dates_of_birth[0]?.date, '1961-04-12');
    const company = get(entries, 'NK-co-1');
    assert.equal(company.category, 'sanction');
    assert.equal(company.kind, 'organization');
    assert.equal(company.listed_on, '2022-02-24');
    assert.deepEqual(company.identifiers, [{ type: 'registrationNumber', value: '1027700132195' }]);
    assert.equal(get(entries, 'vessel-1').kind, 'vessel');
  });

  test('a line that is not JSON is refused with its number', async () => {
    await assert.rejects(
      collect(parseOpenSanctions(Readable.from(['{"id":"a","schema":"Person"}\n', 'oops\n']))),
      /line 2/,
    );
  });
});
