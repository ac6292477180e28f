import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type CaseData, type DocumentSnapshot, diffCaseData } from '../../src/domain/revision-diff.js';

const COMPANY_ID = 'company-1';
const PERSON_ID = 'person-1';

/** A case's data as a revision stores it: the company with its accounts, one director, two documents. */
function caseData(): CaseData {
  return {
    companies: [
      {
        id: COMPANY_ID,
        formal_name: 'Acme Widgets Ltd',
        company_number: '01234567',
        tax_number: null,
        business_activity_countries: ['gb'],
        created_at: '2031-01-01T00:00:00.000Z',
        updated_at: '2031-01-01T00:00:00.000Z',
        bank_accounts: [
          {
            id: 'bank-1',
            account_holder: 'Acme Widgets Ltd',
            name: 'Barclays',
            number: 'GB82WEST12345698765432',
            iban: true,
            created_at: '2031-01-01T00:00:00.000Z',
            updated_at: '2031-01-01T00:00:00.000Z',
          },
        ],
        crypto_addresses: [
          {
            id: 'crypto-1',
            address: '0x5290',
            address_type: 'ETH',
            signature_verification: 'verified',
            created_at: '2031-01-01T00:00:00.000Z',
            updated_at: '2031-01-01T00:00:00.000Z',
          },
        ],
      },
    ],
    directors: [
      {
        id: 'director-1',
        position: 'director',
        created_at: '2031-01-01T00:00:00.000Z',
        updated_at: '2031-01-01T00:00:00.000Z',
        person: {
          id: PERSON_ID,
          given_names: 'Ada',
          surname: 'Lovelace',
          date_of_birth: '1985-12-10',
          address_of_residence: null,
        },
      },
    ],
    documents: [
      document('doc-1', { type: 'company', id: COMPANY_ID }, 'certificate_of_incorporation', [
        ['certificate.pdf', 'a'.repeat(64)],
      ]),
      document('doc-2', { type: 'person', id: PERSON_ID }, 'passport', [
        ['passport-front.jpg', 'b'.repeat(64)],
        ['passport-back.jpg', 'c'.repeat(64)],
      ]),
    ],
  };
}

function document(
  id: string,
  owner: DocumentSnapshot['owner'],
  type: string,
  files: [string, string][],
  overrides: Partial<DocumentSnapshot> = {},
): DocumentSnapshot {
  return {
    id,
    owner,
    document_type: type,
    name: type,
    number: '',
    country_of_issue: '',
    expiration_date: '',
    attachments: files.map(([filename, sha256], i) => ({
      id: `${id}-file-${i}`,
      filename,
      filesize: 1000 + i,
      mime: filename.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
      sha256,
    })),
    ...overrides,
  };
}

/** A deep copy to change: what the next revision holds. */
const next = (data: CaseData = caseData()): CaseData => structuredClone(data) as CaseData;
const company = (data: CaseData) => data.companies[0] as Record<string, unknown>;
const listOf = (value: unknown) => value as Record<string, unknown>[];

describe('diffCaseData', () => {
  it('reports nothing when nothing changed, bookkeeping included', () => {
    assert.deepEqual(diffCaseData(caseData(), caseData()), { fields: [], documents: [] });
    const touched = next();
    company(touched).updated_at = '2031-02-01T00:00:00.000Z';
    (touched.directors[0] as Record<string, unknown>).updated_at = '2031-02-01T00:00:00.000Z';
    (listOf(company(touched).bank_accounts)[0] as Record<string, unknown>).updated_at = '2031-02-01T00:00:00.000Z';
    assert.deepEqual(diffCaseData(caseData(), touched), { fields: [], documents: [] }, 'updated_at is no change');
  });

  it('reports each changed company field with its value before and after', () => {
    const after = next();
    company(after).formal_name = 'Acme Widgets Group Ltd';
    company(after).tax_number = 'GB123456789';
    company(after).business_activity_countries = ['gb', 'ie'];
    const { fields, documents } = diffCaseData(caseData(), after);
    assert.deepEqual(documents, []);
    assert.deepEqual(fields, [
      {
        section: 'company',
        subject: 'Acme Widgets Group Ltd',
        change: 'changed',
        field: 'formal_name',
        before: 'Acme Widgets Ltd',
        after: 'Acme Widgets Group Ltd',
      },
      {
        section: 'company',
        subject: 'Acme Widgets Group Ltd',
        change: 'changed',
        field: 'tax_number',
        before: null,
        after: 'GB123456789',
      },
      {
        section: 'company',
        subject: 'Acme Widgets Group Ltd',
        change: 'changed',
        field: 'business_activity_countries',
        before: ['gb'],
        after: ['gb', 'ie'],
      },
    ]);
  });

  it('reports bank accounts and crypto addresses added, removed and changed', () => {
    const after = next();
    const banks = listOf(company(after).bank_accounts);
    const added = {
      id: 'bank-2',
      account_holder: 'Acme Widgets Ltd',
      name: 'HSBC',
      number: 'DE89370400440532013000',
      iban: true,
    };
    company(after).bank_accounts = [{ ...banks[0], name: 'Barclays UK' }, added];
    company(after).crypto_addresses = [];
    const { fields } = diffCaseData(caseData(), after);
    assert.deepEqual(
      fields.map((f) => [f.section, f.change, f.field, f.subject]),
      [
        ['bank_account', 'changed', 'name', 'Bank account Barclays UK GB82WEST12345698765432'],
        ['bank_account', 'added', null, 'Bank account HSBC DE89370400440532013000'],
        ['crypto_address', 'removed', null, 'ETH address 0x5290'],
      ],
    );
    const addedChange = fields.find((f) => f.change === 'added');
    assert.deepEqual(addedChange?.after, added, 'an added account is shown whole');
    assert.equal(addedChange?.before, null);
    const removed = fields.find((f) => f.change === 'removed');
    assert.equal((removed?.before as Record<string, unknown> | undefined)?.address, '0x5290');
    assert.equal(removed?.after, null);
  });

  it('reports directors added and removed, and their person’s changed fields by name', () => {
    const after = next();
    const ada = after.directors[0] as Record<string, unknown>;
    ada.person = {
      ...(ada.person as object),
      date_of_birth: '1985-12-11',
      address_of_residence: { line1: '1 High St', city: 'London', country: 'gb' },
    };
    const grace = {
      id: 'director-2',
      position: 'secretary',
      person: { id: 'person-2', given_names: 'Grace', surname: 'Hopper' },
    };
    after.directors.push(grace);
    const { fields } = diffCaseData(caseData(), after);
    assert.deepEqual(
      fields.map((f) => [f.section, f.change, f.field, f.subject, f.before, f.after]),
      [
        ['person', 'changed', 'date_of_birth', 'Ada Lovelace', '1985-12-10', '1985-12-11'],
        [
          'person',
          'changed',
          'address_of_residence',
          'Ada Lovelace',
          null,
          { line1: '1 High St', city: 'London', country: 'gb' },
        ],
        ['director', 'added', null, 'Grace Hopper', null, grace],
      ],
    );

    const without = next();
    without.directors.length = 0;
    const removed = diffCaseData(caseData(), without).fields;
    assert.deepEqual(
      removed.map((f) => [f.section, f.change, f.subject]),
      [['director', 'removed', 'Ada Lovelace']],
    );
  });

  it('reports a changed position under the director', () => {
    const after = next();
    (after.directors[0] as Record<string, unknown>).position = 'chair';
    assert.deepEqual(
      diffCaseData(caseData(), after).fields.map((f) => [f.section, f.field, f.before, f.after]),
      [['director', 'position', 'director', 'chair']],
    );
  });

  it('reports documents added and removed, with their owner and file names', () => {
    const after = next();
    after.documents.splice(1, 1);
    after.documents.push(
      document('doc-3', { type: 'company', id: COMPANY_ID }, 'aml_policy', [['aml-policy.pdf', 'd'.repeat(64)]]),
    );
    assert.deepEqual(diffCaseData(caseData(), after), {
      fields: [],
      documents: [
        {
          change: 'added',
          document_id: 'doc-3',
          document_type: 'aml_policy',
          subject: 'Acme Widgets Ltd',
          filenames: ['aml-policy.pdf'],
        },
        {
          change: 'removed',
          document_id: 'doc-2',
          document_type: 'passport',
          subject: 'Ada Lovelace',
          filenames: ['passport-front.jpg', 'passport-back.jpg'],
        },
      ],
    });
  });

  it('tells a changed document by its files’ SHA-256, not by their ids, names or order', () => {
    const replaced = next();
    const passport = replaced.documents[1] as DocumentSnapshot;
    replaced.documents[1] = {
      ...passport,
      attachments: [passport.attachments[0], { ...passport.attachments[1], sha256: 'e'.repeat(64) }],
    } as DocumentSnapshot;
    assert.deepEqual(diffCaseData(caseData(), replaced).documents, [
      {
        change: 'changed',
        document_id: 'doc-2',
        document_type: 'passport',
        subject: 'Ada Lovelace',
        filenames: ['passport-front.jpg', 'passport-back.jpg'],
      },
    ]);

    const reordered = next();
    const same = reordered.documents[1] as DocumentSnapshot;
    reordered.documents[1] = {
      ...same,
      attachments: [...same.attachments]
        .reverse()
        .map((a, i) => ({ ...a, id: `renamed-${i}`, filename: `scan-${i}.jpg` })),
    };
    assert.deepEqual(diffCaseData(caseData(), reordered).documents, [], 'the same files, uploaded again');

    const added = next();
    const certificate = added.documents[0] as DocumentSnapshot;
    added.documents[0] = {
      ...certificate,
      attachments: [...certificate.attachments, { ...certificate.attachments[0], id: 'x', sha256: 'f'.repeat(64) }],
    } as DocumentSnapshot;
    assert.deepEqual(
      diffCaseData(caseData(), added).documents.map((d) => [d.change, d.document_id]),
      [['changed', 'doc-1']],
      'a file added to a document',
    );
  });

  it('reports a document whose details changed', () => {
    const after = next();
    after.documents[1] = { ...(after.documents[1] as DocumentSnapshot), number: 'P1234567' };
    assert.deepEqual(
      diffCaseData(caseData(), after).documents.map((d) => [d.change, d.document_id]),
      [['changed', 'doc-2']],
    );
  });

  it('against nothing, reports the whole first revision as added', () => {
    const empty: CaseData = { companies: [], directors: [], documents: [] };
    const diff = diffCaseData(empty, caseData());
    assert.deepEqual(
      diff.fields.map((f) => [f.section, f.change, f.subject]),
      [
        ['company', 'added', 'Acme Widgets Ltd'],
        ['director', 'added', 'Ada Lovelace'],
      ],
    );
    assert.deepEqual(
      diff.documents.map((d) => [d.change, d.document_id]),
      [
        ['added', 'doc-1'],
        ['added', 'doc-2'],
      ],
    );
    assert.deepEqual(
      diffCaseData(caseData(), empty).documents.map((d) => d.change),
      ['removed', 'removed'],
    );
  });

  it('reads a never-answered field as null (not provided): an answer of false is a change, a stored false alone is not', () => {
    const before = caseData();
    const after = caseData();
    Object.assign(before.companies[0] as object, {
      investigations: false,
      prosecutions: false,
      answered_fields: ['company_number', 'formal_name'],
    });
    Object.assign(after.companies[0] as object, {
      investigations: false,
      prosecutions: false,
      answered_fields: ['company_number', 'formal_name', 'investigations'],
    });
    const fields = diffCaseData(before, after).fields;
    assert.deepEqual(
      fields.map((f) => [f.field, f.before, f.after]),
      [['investigations', null, false]],
      'investigations went from not provided to "no"; prosecutions was never answered; answered_fields is bookkeeping',
    );
  });

  it('compares an address by its lines: the source system’s aliases, id and times are no change', () => {
    const before = caseData();
    const after = caseData();
    const stored = {
      line1: '2 High St',
      line2: null,
      city: 'London',
      postal_code: 'N1 1AA',
      region: null,
      country: 'gb',
    };
    const person = (data: CaseData) => (data.directors[0] as { person: Record<string, unknown> }).person;
    // Stored before migration 025, then served with the source system's members and a later person update.
    person(before).address_of_residence = stored;
    person(after).address_of_residence = {
      id: 'addr-1',
      name: '2 High St',
      ...stored,
      line_1: '2 High St',
      line_2: null,
      line_3: null,
      postcode: 'N1 1AA',
      state: null,
      created_at: '2031-01-01T00:00:00.000Z',
      updated_at: '2031-02-01T00:00:00.000Z',
    };
    assert.deepEqual(diffCaseData(before, after).fields, []);
    (person(after).address_of_residence as Record<string, unknown>).line_3 = 'Rear entrance';
    assert.deepEqual(
      diffCaseData(before, after).fields.map((c) => [c.section, c.field]),
      [['person', 'address_of_residence']],
    );
  });
});
