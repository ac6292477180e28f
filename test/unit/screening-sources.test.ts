import assert from 'node:assert/strict';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, test } from 'node:test';
import type { ListEntry } from '../../src/screening/list-entry.js';
import { parseEuFsf } from '../../src/screening/sources/eu-fsf.js';
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

/**
 * Elements of the FSF format the 2018 excerpt lacks (citizenship, address, a weak alias, a circa year, a range of
 * years, designationDate, the entity's remark), written as the format writes them.
 */
const EU_FORMAT_SAMPLE = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<export xmlns="http://eu.europa.ec/fpi/fsd/export" generationDate="2026-08-05T16:47:04.449+02:00" globalFileId="1">
  <sanctionEntity designationDetails="" unitedNationId="QDi.001" euReferenceNumber="EU.1.1" designationDate="2002-06-18" logicalId="900">
    <remark>Associated with Al-Qaida.</remark>
    <regulation regulationType="regulation" publicationDate="2002-05-29" numberTitle="881/2002 (OJ L139)" programme="EUAQ" logicalId="1"/>
    <subjectType code="person" classificationCode="P"/>
    <nameAlias firstName="Tarek" middleName="" lastName="Sample" wholeName="" strong="true" logicalId="2"/>
    <nameAlias wholeName="T. Sample" strong="false" logicalId="3"/>
    <citizenship region="" countryIso2Code="IQ" countryDescription="IRAQ" logicalId="4"/>
    <birthdate circa="true" birthdate="" year="1950" city="Mosul" countryIso2Code="IQ" countryDescription="IRAQ" logicalId="5"/>
    <birthdate circa="false" birthdate="" year="" yearRangeFrom="1948" yearRangeTo="1952" countryIso2Code="00" countryDescription="UNKNOWN" logicalId="6"/>
    <address street="Al Rashid Street" city="Baghdad" zipCode="" poBox="" region="" place="" countryIso2Code="IQ" countryDescription="IRAQ" logicalId="7"/>
  </sanctionEntity>
</export>`;

describe('EU Financial Sanctions Files (excerpt of the real XML, and the format)', () => {
  test('persons and enterprises with their names in every language, birth dates, documents and programmes', async () => {
    const entries = await collect(parseEuFsf(createReadStream(join(FIXTURES, 'eu-fsf.xml'))));
    assert.equal(entries.size, 2);
    const mugabe = get(entries, '1');
    assert.equal(mugabe.kind, 'person');
    assert.equal(mugabe.category, 'sanction');
    assert.deepEqual(mugabe.names, ['Robert Gabriel Mugabe']);
    assert.deepEqual(mugabe.dates_of_birth, [
      { text: '1924-02-21', date: '1924-02-21', year_from: 1924, year_to: 1924 },
    ]);
    assert.deepEqual(mugabe.places_of_birth, [], 'the UNKNOWN country is no place');
    assert.deepEqual(mugabe.identifiers, [{ type: 'National passport', value: 'AD001095' }]);
    assert.deepEqual(mugabe.programmes, ['ZWE']);
    assert.equal(mugabe.listed_on, '2018-02-16');
    assert.match(mugabe.remarks ?? '', /Function: Former President/);
    assert.match(mugabe.remarks ?? '', /EU reference EU\.36\.64/);
    const front = get(entries, '207');
    assert.equal(front.kind, 'organization');
    assert.deepEqual(front.names, ['İslami Büyük Doğu Akıncılar Cephesi']);
    assert.ok(front.aliases.some((a) => a.name === 'Great Islamic Eastern Warriors Front' && a.quality === 'strong'));
    assert.ok(
      front.aliases.some((a) => a.name === 'Фронт на великите ислямски източни воини' && a.type === 'name in BG'),
    );
    assert.ok(front.aliases.some((a) => a.name === 'IBDA-C'));
    assert.deepEqual(front.programmes, ['TERR']);
  });

  test('citizenship, addresses, weak aliases, circa years and ranges, the designation date; streamed in any chunking', async () => {
    const chunks = EU_FORMAT_SAMPLE.match(/[\s\S]{1,7}/g) ?? [];
    const entry = get(await collect(parseEuFsf(Readable.from(chunks))), '900');
    assert.deepEqual(entry.names, ['Tarek Sample'], 'the name from its parts when wholeName is empty');
    assert.deepEqual(entry.aliases, [{ name: 'T. Sample', quality: 'weak' }]);
    assert.deepEqual(entry.nationalities, ['Iraq']);
    assert.deepEqual(entry.dates_of_birth, [
      { text: 'circa 1950', year_from: 1950, year_to: 1950, circa: true },
      { text: '1948 to 1952', year_from: 1948, year_to: 1952 },
    ]);
    assert.deepEqual(entry.places_of_birth, ['Mosul, Iraq']);
    assert.deepEqual(entry.addresses, ['Al Rashid Street, Baghdad, Iraq']);
    assert.equal(entry.listed_on, '2002-06-18');
    assert.match(entry.remarks ?? '', /UN reference QDi\.001/);
    assert.match(entry.remarks ?? '', /Associated with Al-Qaida\./);
  });

  test('a truncated or foreign file, or an entity of no known subject type, is refused', async () => {
    await assert.rejects(
      collect(parseEuFsf(Readable.from(['<export><sanctionEntity logicalId="1"><subjectType code="person"/>']))),
      /EU list: not well-formed XML/,
    );
    await assert.rejects(collect(parseEuFsf(Readable.from(['<CONSOLIDATED_LIST/>']))), /not export/);
    await assert.rejects(
      collect(
        parseEuFsf(
          Readable.from(['<export><sanctionEntity logicalId="5"><nameAlias wholeName="X"/></sanctionEntity></export>']),
        ),
      ),
      /sanctionEntity 5 has subjectType "none"/,
    );
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
