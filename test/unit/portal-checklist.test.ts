import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  ProfileRequirements,
  RequestedData as ServerRequestedData,
} from '../../src/domain/completeness-profile.js';
import type { ApplicationDraftData } from '../../src/portal/application-draft.js';
import { type ChallengeState, missingFromApplication, missingFromUpdate } from '../../src/portal/draft-completeness.js';
import type { ApplicationDraft } from '../../web/portal/api/types.js';
import { checklist, stepComplete } from '../../web/portal/lib/checklist.js';
import { scopeOf } from '../../web/portal/lib/scope.js';
import { application, requirements } from './portal-application-fixture.js';
import {
  CHALLENGE_ID,
  COMPLETENESS_CASES,
  type CompletenessCase,
  director,
  ETH_ADDRESS,
  FULL,
  fullDraft,
  PASSPORT_UPLOAD,
  VERIFIED,
} from './portal-completeness-cases.js';
import { OWNERSHIP_CASES } from './portal-completeness-ownership-cases.js';

// The review's checklist (web/portal/lib/checklist) must agree with the service's completeness rules
// (src/portal/draft-completeness), which refuse a submission with 422 when something is missing: Submit enabled
// on a draft the service refuses, or disabled on one it would take, is a customer stuck. ONE table of cases
// (a profile or a request, a draft → what is still missing) runs against both.

/** A checklist line as a key: `company:tax_number`, `bank:b1`, `director:d1:doc:passport`, `na:bank_accounts`. */
function keyOfItem(id: string): string {
  const explanation = /^company-(.+)-explanation$/.exec(id);
  if (explanation) return `company:${explanation[1]}:explanation`;
  const document = /^director-([^-]+)-doc-(.+)$/.exec(id);
  if (document) return `director:${document[1]}:doc:${document[2]}`;
  const ownerAsked = /^ownership-owner-(.+)$/.exec(id);
  if (ownerAsked) return `ownership:owner:${ownerAsked[1]}`;
  const ownerDocument = /^ownership-([^-]+)-doc-(.+)$/.exec(id);
  if (ownerDocument) return `ownership:${ownerDocument[1]}:doc:${ownerDocument[2]}`;
  if (id === 'ownership-structure-document') return 'ownership:documents';
  const [kind, ...rest] = id.split('-');
  return `${kind}:${rest.join('-')}`;
}

/** The service's field error as the checklist line it stands for (an item of a list is named by its key). */
function keyOfError(field: string, draft: ApplicationDraft): string {
  const keyAt = (list: readonly { key: string }[] | undefined, index: string) => list?.[Number(index)]?.key ?? index;
  const company = /^company\.(?:declaration_explanations\.(.+)|(.+))$/.exec(field);
  if (company?.[1]) return `company:${company[1]}:explanation`;
  if (company?.[2]) return `company:${company[2] === 'jurisdiction_code' ? 'jurisdiction' : company[2]}`;
  const item = /^(bank_accounts|crypto_addresses|directors)\[(\d+)\](?:\.documents\.([^.]+))?/.exec(field);
  if (item?.[1] === 'bank_accounts') return `bank:${keyAt(draft.bank_accounts, item[2] as string)}`;
  if (item?.[1] === 'crypto_addresses') return `crypto:${keyAt(draft.crypto_addresses, item[2] as string)}`;
  if (item?.[1] === 'directors') {
    const key = keyAt(draft.directors, item[2] as string);
    return item[3] ? `director:${key}:doc:${item[3]}` : `director:${key}`;
  }
  if (field === 'ownership') return 'ownership:none';
  if (field === 'ownership.documents') return 'ownership:documents';
  const ownerAsked = /^ownership\.owners_of\.(.+)$/.exec(field);
  if (ownerAsked) return `ownership:owner:${ownerAsked[1]}`;
  const ownerDocument = /^ownership\.entities\[(\d+)\]\.documents\.([^.]+)/.exec(field);
  if (ownerDocument)
    return `ownership:${keyAt(draft.ownership?.entities, ownerDocument[1] as string)}:doc:${ownerDocument[2]}`;
  const shareholder = /^ownership\.entities\[(\d+)\]/.exec(field);
  if (shareholder) return `ownership:${keyAt(draft.ownership?.entities, shareholder[1] as string)}`;
  const list = { bank_accounts: 'bank:none', crypto_addresses: 'crypto:none', directors: 'directors:none' }[field];
  if (list) return list;
  const document = /^documents\.(.+)$/.exec(field);
  if (document) return `doc:${document[1]}`;
  const na = /^not_applicable\.(.+)$/.exec(field);
  if (na) return `na:${na[1]}`;
  return field;
}

const sorted = (keys: Iterable<string>) => [...new Set(keys)].sort();

function portalMissing(c: CompletenessCase): string[] {
  const scope = scopeOf(application({ requirements: c.requirements, requested: c.requested, draft: c.draft }));
  const challenges = new Map((c.challenges ?? []).map((ch) => [ch.id, ch]));
  const groups = checklist(c.draft, scope, { companyTypesNone: false, challenges });
  return sorted(groups.flatMap((g) => g.items.filter((i) => !i.done).map((i) => keyOfItem(i.id))));
}

function serverMissing(c: CompletenessCase): string[] {
  const profile = (c.requirements ?? requirements()) as ProfileRequirements;
  const draft = c.draft as ApplicationDraftData;
  const challenges = new Map<string, ChallengeState>(
    (c.challenges ?? []).map((ch) => [
      ch.id,
      { address: ch.address, addressType: ch.address_type, verification: ch.signature_verification },
    ]),
  );
  // Every upload the draft names is one the customer made on this invitation.
  const uploads = new Set(
    [
      ...(c.draft.documents ?? []),
      ...(c.draft.directors ?? []).flatMap((d) => d.documents ?? []),
      ...(c.draft.ownership?.entities ?? []).flatMap((e) => e.documents ?? []),
    ].flatMap((d) => d.upload_ids),
  );
  const errors = c.requested
    ? missingFromUpdate(
        application({ requested: c.requested }).requested_data as ServerRequestedData,
        draft,
        challenges,
        uploads,
        { director: profile.fields.director, person: profile.fields.person, documents: profile.document_types.person },
      )
    : missingFromApplication(profile, draft, challenges, uploads);
  return sorted(errors.map((e) => keyOfError(e.field, c.draft)));
}

describe('portal checklist agrees with the service’s completeness rules (one table, both sides)', () => {
  for (const c of [...COMPLETENESS_CASES, ...OWNERSHIP_CASES]) {
    it(c.name, { todo: c.knownDifference }, () => {
      const expected = sorted(c.missing);
      assert.deepEqual(portalMissing(c), expected, 'the portal’s checklist');
      assert.deepEqual(serverMissing(c), expected, 'the service’s completeness check');
    });
  }
});

describe('portal checklist: what the review shows and where each line leads', () => {
  const scope = scopeOf(application({ requirements: FULL }));
  const lines = (draft: ApplicationDraft, options = { companyTypesNone: false, challenges: new Map() }) =>
    checklist(draft, scope, options).flatMap((g) => g.items);

  it('groups the lines by step, in the steps’ order, and ticks a step only when all its lines are done', () => {
    const groups = checklist(fullDraft({ bank_accounts: [] }), scope, {
      companyTypesNone: false,
      challenges: new Map([[CHALLENGE_ID, VERIFIED]]),
    });
    assert.deepEqual(
      groups.map((g) => g.step),
      ['company', 'financial', 'people', 'documents'],
    );
    assert.equal(stepComplete(groups, 'company'), true);
    assert.equal(stepComplete(groups, 'financial'), false);
    assert.equal(stepComplete(groups, 'review'), false, 'the review has no lines of its own');
  });

  it('names what a director still lacks and leads to the first control missing', () => {
    const item = lines(fullDraft({ directors: [director('d1', { nationality: '', pep: undefined })] })).find(
      (i) => i.id === 'director-d1',
    );
    assert.deepEqual(item, {
      id: 'director-d1',
      label: 'Ada Lovelace',
      detail: item?.detail,
      done: false,
      focusId: 'director-d1-nationality',
    });
    assert.match(item?.detail ?? '', /^missing nationality, .*politically exposed/i);
  });

  it('calls a director without a name by their place, and leads an uploaded passport to its missing detail', () => {
    const draft = fullDraft({
      directors: [
        director('d1'),
        director(
          'd2',
          { given_names: '', surname: ' ' },
          { documents: [{ key: 'x', document_type: 'passport', upload_ids: [PASSPORT_UPLOAD], number: 'P1' }] },
        ),
      ],
    });
    const passport = lines(draft).find((i) => i.id === 'director-d2-doc-passport');
    assert.equal(passport?.label, 'Director 2: Passport');
    assert.equal(passport?.focusId, 'director-d2-doc-passport-country_of_issue');
    assert.equal(passport?.done, false);
  });

  it('says an IBAN is not valid rather than missing, and leads to its number', () => {
    const bank = lines(
      fullDraft({
        bank_accounts: [{ key: 'b1', account_holder: 'Acme', name: 'Barclays', number: 'GB00', iban: true }],
      }),
    ).find((i) => i.id === 'bank-b1');
    assert.equal(bank?.detail, 'the IBAN isn’t valid');
    assert.equal(bank?.focusId, 'bank-b1-number');
  });

  it('leads an unproven crypto address to "Prove", and once challenged to its signature', () => {
    const unproven = lines(fullDraft({ crypto_addresses: [{ key: 'c1', address: ETH_ADDRESS, address_type: 'ETH' }] }));
    assert.equal(unproven.find((i) => i.id === 'crypto-c1')?.focusId, 'crypto-c1-prove');
    const failed = lines(fullDraft(), {
      companyTypesNone: false,
      challenges: new Map([[CHALLENGE_ID, { ...VERIFIED, signature_verification: 'failed' }]]),
    });
    const line = failed.find((i) => i.id === 'crypto-c1');
    assert.equal(line?.focusId, 'crypto-c1-signature');
    assert.equal(line?.detail, 'ownership not proven yet');
  });

  it('does not ask a legal form in a country that lists none, once the country is chosen', () => {
    const draft = fullDraft({ company: { ...fullDraft().company, company_type_id: '' } });
    const asked = (companyTypesNone: boolean) =>
      lines(draft, { companyTypesNone, challenges: new Map() }).find((i) => i.id === 'company-company_type')?.done;
    assert.equal(asked(false), false);
    assert.equal(asked(true), true);
  });
});
