import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ListEntry } from '../../src/screening/list-entry.js';
import { DEFAULT_SCREENING_THRESHOLD } from '../../src/screening/match/default-threshold.js';
import { prepareEntry, prepareSubject, scoreEntry } from '../../src/screening/match/entry-score.js';
import { foldText } from '../../src/screening/match/normalize-name.js';
import type { ScreeningSubject } from '../../src/screening/match/screening-subject.js';
import { rarityWeight, type TokenRarity } from '../../src/screening/match/token-rarity.js';

const T = DEFAULT_SCREENING_THRESHOLD;

function entry(names: string[], extra: Partial<ListEntry> = {}): ListEntry {
  return {
    source_key: '1',
    kind: 'person',
    category: 'sanction',
    names,
    aliases: [],
    dates_of_birth: [],
    places_of_birth: [],
    nationalities: [],
    addresses: [],
    identifiers: [],
    crypto_addresses: [],
    programmes: [],
    listed_on: null,
    remarks: null,
    url: null,
    ...extra,
  };
}

function score(subject: Partial<ScreeningSubject>, listed: ListEntry, rarity?: TokenRarity): number {
  const r = scoreEntry(prepareSubject({ key: 's', kind: 'person', ...subject }), prepareEntry(listed), rarity);
  return r?.score ?? 0;
}

const person = (name: string, extra: Partial<ScreeningSubject> = {}) => ({ name, kind: 'person' as const, ...extra });
const company = (name: string, extra: Partial<ScreeningSubject> = {}) => ({ name, kind: 'company' as const, ...extra });
const org = (names: string[], extra: Partial<ListEntry> = {}) => entry(names, { kind: 'organization', ...extra });

describe('name normalisation', () => {
  test('Unicode folding, case, punctuation and spacing, dotted abbreviations', () => {
    assert.equal(foldText('  Müller-Lüdenscheidt,  JOSÉ  '), 'muller ludenscheidt jose');
    assert.equal(foldText('S.A.R.L. Épicerie'), 'sarl epicerie');
    assert.equal(foldText('ООО «Ромашка»'), 'ooo romashka');
  });
});

describe('matching', () => {
  test('transliteration: a Cyrillic query finds the Latin entry, and a Latin query the Cyrillic entry', () => {
    assert.ok(score(person('Владимир Путин'), entry(['PUTIN, Vladimir'])) >= T);
    assert.ok(score(person('Vladimir Putin'), entry(['ПУТИН Владимир'])) >= T);
    // Arabic script transliterates without short vowels: "mhmd" is compared by its consonants with Muhammad.
    assert.ok(score(person('محمد عبدالله'), entry(['MUHAMMAD ABDULLAH'])) >= T);
  });

  test('word order does not matter', () => {
    assert.equal(score(person('Ali Khorashadizadeh'), entry(['KHORASHADIZADEH, Ali'])), 1);
  });

  test('a missing middle name is tolerated, on either side', () => {
    assert.ok(score(person('Jorge Cifuentes'), entry(['CIFUENTES, Jorge Milton'])) >= T);
    assert.ok(score(person('Jorge Milton Cifuentes'), entry(['CIFUENTES, Jorge'])) >= T);
  });

  test('initials stand for a name', () => {
    assert.ok(score(person('J. Cifuentes'), entry(['CIFUENTES, Jorge'])) >= T);
    assert.ok(score(person('J. Cifuentes'), entry(['CIFUENTES, Maria'])) < T);
  });

  test('typos and spelling variants', () => {
    assert.ok(score(person('Ali Khorashadizadh'), entry(['KHORASHADIZADEH, Ali'])) >= T);
    assert.ok(score(person('Mohammad Ghorbaniyan'), entry(['GHORBANIAN, Muhammad'])) >= T);
    assert.ok(score(person('Abdulrahman Saleh'), entry(['ABDUL RAHMAN SALEH'])) >= T);
  });

  test('legal forms: another form still matches, a legal form alone never does', () => {
    assert.ok(score(company('Anglo Caribbean Company Limited'), org(['ANGLO-CARIBBEAN CO., LTD.'])) >= T);
    assert.ok(score(company('Romashka LLC'), org(['ООО Ромашка'])) >= T);
    assert.ok(score(company('Banco Nacional de Cuba S.A.'), org(['BANCO NACIONAL DE CUBA'])) >= T);
    assert.equal(score(company('Limited Liability Company'), org(['LLC', 'LIMITED'])), 0);
    assert.ok(score(company('Alpha Trading LLC'), org(['BETA TRADING LLC'])) < T);
  });

  test('date of birth: the same day raises, a clearly other year lowers, none is neutral', () => {
    const listed = entry(['CIFUENTES VILLA, Jorge'], {
      dates_of_birth: [{ text: '13 May 1965', date: '1965-05-13', year_from: 1965, year_to: 1965 }],
    });
    const none = score(person('Jorge Cifuentes'), listed);
    const same = score(person('Jorge Cifuentes', { date_of_birth: '1965-05-13' }), listed);
    const other = score(person('Jorge Cifuentes', { date_of_birth: '1990-02-01' }), listed);
    assert.ok(same > none, `${same} > ${none}`);
    assert.ok(other < none, `${other} < ${none}`);
    assert.ok(other < T);
    const circa = entry(['SAHINPASIC, Senad'], {
      dates_of_birth: [{ text: 'circa 1951', year_from: 1951, year_to: 1951, circa: true }],
    });
    assert.ok(
      score(person('Senad Sahinpasic', { date_of_birth: '1952-06-01' }), circa) >=
        score(person('Senad Sahinpasic'), circa),
    );
  });

  test('nationality raises when it agrees and lowers when it differs', () => {
    const listed = entry(['GHORBANIYAN, Mohammad Reza'], { nationalities: ['Iran'] });
    const none = score(person('Mohammad Ghorbaniyan'), listed);
    assert.ok(score(person('Mohammad Ghorbaniyan', { nationality: 'IR' }), listed) > none);
    assert.ok(score(person('Mohammad Ghorbaniyan', { nationality: 'SE' }), listed) < none);
  });

  test('entity type must agree: a person never matches a vessel or a company, nor a company a person', () => {
    assert.equal(score(person('Hermann'), entry(['HERMANN'], { kind: 'vessel' })), 0);
    assert.equal(score(person('Sand Swan'), org(['SAND SWAN'])), 0);
    assert.equal(score(company('Ali Khorashadizadeh'), entry(['KHORASHADIZADEH, Ali'])), 0);
    assert.equal(score(company('Hermann'), entry(['HERMANN'], { kind: 'vessel' })), 0);
  });

  test('short names: one given name, or a short name a letter apart, is not a hit', () => {
    assert.ok(score(person('Ali'), entry(['ALI, Ahmed Mohammed'])) < T);
    assert.ok(score(person('Li Wei'), entry(['LI, Wen'])) < T);
    assert.ok(score(person('Wu Lan'), entry(['WU, Lin'])) < T);
  });

  test('common names that must not match a different listed person', () => {
    assert.ok(score(person('John Smith'), entry(['SMITH, Jane'])) < T);
    assert.ok(score(person('Maria Garcia'), entry(['GARCIA LOPEZ, Mariana Elena'])) < T);
    assert.ok(score(person('Mohammed Ali'), entry(['ALI, Mohammed Hassan Ahmed Abdullah'])) < T);
    assert.ok(score(person('David Cohen'), entry(['COHEN, Daniel'])) < T);
  });

  test('a common name pairing tokens the lists carry often needs more than a missing middle name to match', () => {
    // How many entries of a 10,000-entry list carry each token (others: a handful or none), as the index counts them.
    const carrying = new Map([
      ['jose', 120],
      ['lopez', 50],
      ['francisco', 25],
      ['jorge', 40],
    ]);
    const rarity: TokenRarity = (t) => rarityWeight(carrying.get(t) ?? 0, 10_000);
    assert.ok(score(person('José López'), entry(['LOPEZ, Jose Francisco']), rarity) < T);
    // The same shape with a distinctive family name is still the listed person without his middle name.
    assert.ok(score(person('Jorge Cifuentes'), entry(['CIFUENTES, Jorge Milton']), rarity) >= T);
    // The whole listed name matches however common its tokens.
    assert.equal(score(person('José López'), entry(['LOPEZ, Jose']), rarity), 1);
    // The officer sees why: the explanation says which tokens are common and how much they weigh.
    const explained = scoreEntry(
      prepareSubject({ key: 's', kind: 'person', name: 'José López' }),
      prepareEntry(entry(['LOPEZ, Jose Francisco'])),
      rarity,
    );
    assert.match(
      explained?.explanation[0]?.detail ?? '',
      /common in the lists: jose weighs 0\.\d\d, lopez weighs 0\.\d\d/,
    );
  });

  test('a listed family name, or the listed given names, left wholly unpaired is not a hit', () => {
    // "Pierre Bernard" are the given names of MUPENZI, Pierre Bernard: another family's Pierre Bernard.
    assert.ok(score(person('Pierre Bernard'), entry(['MUPENZI, Pierre Bernard'])) < T);
    assert.ok(score(person('Pierre Mupenzi'), entry(['MUPENZI, Pierre Bernard'])) >= T);
  });

  test('a name that only starts like another, or that adds a leading vowel, is another name', () => {
    assert.ok(score(person('Fang Li'), entry(['LI, Fangwei'])) < T);
    assert.ok(score(person('Dariush Karimi'), entry(['KARIMI, Idris'])) < T);
    // Vowels transliterated differently are still the same name.
    assert.ok(score(person('Ebrahim Karimi'), entry(['KARIMI, Ibrahim'])) >= T);
  });

  test('every alias is compared, and a weak alias counts less than a strong one', () => {
    const listed = entry(['BADEGE, Eric'], {
      aliases: [
        { name: 'Bosco Ntaganda', quality: 'strong' },
        { name: 'Terminator Romeo', quality: 'weak' },
      ],
    });
    assert.equal(score(person('Bosco Ntaganda'), listed), 1);
    const weak = score(person('Terminator Romeo'), listed);
    assert.ok(weak > 0.8 && weak < 1);
  });

  test('the explanation names the alias, the token pairs and each feature with its contribution', () => {
    const r = scoreEntry(
      prepareSubject({ key: 's', kind: 'person', name: 'Ali Khorashadizadeh', date_of_birth: '1979-09-21' }),
      prepareEntry(
        entry(['KHORASHADIZADEH, Ali'], {
          dates_of_birth: [{ text: '21 Sep 1979', date: '1979-09-21', year_from: 1979, year_to: 1979 }],
        }),
      ),
    );
    assert.ok(r);
    assert.deepEqual(
      r.explanation.map((e) => e.feature),
      ['name', 'date_of_birth'],
    );
    assert.match(r.explanation[0]?.detail ?? '', /"Ali Khorashadizadeh" compared with the name "KHORASHADIZADEH, Ali"/);
    assert.ok((r.explanation[1]?.contribution ?? 0) > 0);
  });

  test("a 10 MB name is screened (cut to a real name's length) and matches nothing", () => {
    const huge = 'Ali Khorashadizadeh '.repeat(500_000);
    assert.equal(huge.length, 10_000_000);
    assert.ok(score(person(huge), entry(['KHORASHADIZADEH, Ali'])) < 1);
    assert.equal(score(person('x'.repeat(10_000_000)), entry(['KHORASHADIZADEH, Ali'])), 0);
  });

  test('crypto addresses match exactly and by network', () => {
    const listed = entry(['KHORASHADIZADEH, Ali'], {
      crypto_addresses: [
        { network: 'XBT', address: '149w62rY42aZBox8fGcmqNsXUzSStKeq8C' },
        { network: 'ETH', address: '0x7F367cC41522cE07553e823bf3be79A889DEbe1B' },
      ],
    });
    const crypto = (address: string, address_type: string) =>
      scoreEntry(prepareSubject({ key: 'c', kind: 'crypto_address', address, address_type }), prepareEntry(listed))
        ?.score ?? 0;
    assert.equal(crypto('149w62rY42aZBox8fGcmqNsXUzSStKeq8C', 'BTC'), 1);
    assert.equal(crypto('149w62rY42aZBox8fGcmqNsXUzSStKeq8c', 'BTC'), 0, 'base58 is case-sensitive');
    assert.equal(crypto('149w62rY42aZBox8fGcmqNsXUzSStKeq8C', 'LTC'), 0, 'another network');
    assert.equal(crypto('0x7f367cc41522ce07553e823bf3be79a889debe1b', 'USDT'), 1, 'EVM hex on a token of that chain');
  });
});
