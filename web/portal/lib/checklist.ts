import type {
  ApplicationDraft,
  DraftAddress,
  DraftCryptoAddress,
  DraftDirector,
  OwnershipChallenge,
} from '../api/types';
import { labelOf, t } from '../i18n';
import { documentOf, isFilled } from './draft';
import { ibanProblem } from './iban';
import { ownerAskedItems, ownershipDocumentItems, ownershipItems } from './ownership-checklist';
import {
  COMPANY_ADDRESS_FIELDS,
  companyDraftKey,
  companyFieldsKeptWhenNotApplicable,
  DECLARATION_FIELDS,
  IDENTITY_DETAILS,
  IDENTITY_DOCUMENTS,
  NAME_FIELDS,
  notApplicableReason,
  type Scope,
  type StepId,
} from './scope';

// The review's checklist, computed from the draft: one line per thing the scope requires, ticked when the draft
// has it. Submit is enabled only when every line is ticked. The rules follow the service's own check
// (src/portal/draft-completeness.ts), which answers 422 with the same items when something is still missing:
// every director has a position, names and an answer to the PEP question; every crypto address a proven owner;
// an account marked as an IBAN a valid one.

export interface CheckItem {
  readonly id: string;
  readonly label: string;
  /** What is still missing, for a line that groups several fields ("missing account number"). */
  readonly detail?: string;
  readonly done: boolean;
  /** The control to focus when the customer follows the line to its step. */
  readonly focusId: string;
}

export interface CheckGroup {
  readonly step: StepId;
  readonly items: readonly CheckItem[];
}

export interface ChecklistOptions {
  /** The chosen country lists no legal forms: the legal form cannot be given, so it is not asked. */
  readonly companyTypesNone: boolean;
  /** The ownership challenges made so far, by id. */
  readonly challenges: ReadonlyMap<string, OwnershipChallenge>;
}

/** DOM ids of the controls, shared by the steps (which render them) and the checklist (which focuses them). */
export const ids = {
  company: (field: string) => `company-${field}`,
  bank: (key: string, field: string) => `bank-${key}-${field}`,
  crypto: (key: string, field: string) => `crypto-${key}-${field}`,
  director: (key: string, field: string) => `director-${key}-${field}`,
  directorAddress: (key: string, part: string) => `director-${key}-address-${part}`,
  companyAddress: (field: string, part: string) => `company-${field}-${part}`,
  directorDocument: (key: string, type: string) => `director-${key}-doc-${type}`,
  directorDocumentDetail: (key: string, type: string, detail: string) => `director-${key}-doc-${type}-${detail}`,
  companyDocument: (type: string) => `doc-${type}`,
  addBank: 'add-bank-account',
  addCrypto: 'add-crypto-address',
  addDirector: 'add-director',
  notApplicableReason: (section: string) => `na-${section}-reason`,
};

/**
 * A section answered "Not applicable": one line, ticked once its reason is given (the service's rule,
 * src/domain/not-applicable.ts). Undefined when the section is answered as usual.
 */
function notApplicableItem(draft: ApplicationDraft, scope: Scope, section: string): CheckItem | undefined {
  const reason = notApplicableReason(draft, scope, section);
  if (reason === undefined) return undefined;
  const given = reason.trim() !== '';
  return {
    id: `na-${section}`,
    label: t.notApplicable.item(t.notApplicable.sections[section] ?? section),
    ...(given ? {} : { detail: t.notApplicable.reasonMissing }),
    done: given,
    focusId: ids.notApplicableReason(section),
  };
}

export function addressComplete(address: DraftAddress | undefined): boolean {
  return isFilled(address?.line1) && isFilled(address?.city) && isFilled(address?.country);
}

export function personName(director: DraftDirector | undefined, index: number): string {
  const name = [director?.person?.given_names, director?.person?.surname]
    .filter((p) => isFilled(p))
    .map((p) => p?.trim())
    .join(' ');
  return name || t.people.unnamed(index + 1);
}

function missingText(labels: string[]): string | undefined {
  return labels.length > 0 ? t.review.items.missingParts(labels.join(', ').toLowerCase()) : undefined;
}

/** Whether the address's owner is proven as the service requires: a signed challenge for this very address. */
export function ownershipProven(
  address: DraftCryptoAddress,
  challenges: ReadonlyMap<string, OwnershipChallenge>,
): boolean {
  const challenge = address.challenge_id ? challenges.get(address.challenge_id) : undefined;
  return (
    challenge !== undefined &&
    challenge.address === address.address?.trim() &&
    challenge.address_type === address.address_type?.trim().toUpperCase() &&
    (challenge.signature_verification === 'verified' || challenge.signature_verification === 'unsupported_network')
  );
}

/** The fields a director still lacks, in the order their controls appear. */
function directorGaps(
  d: DraftDirector,
  directorFields: readonly string[],
  personFields: readonly string[],
  pep: boolean,
) {
  const gaps: { field: string; focusId: string; label: string }[] = [];
  for (const field of directorFields) {
    const value = (d as unknown as Record<string, unknown>)[field];
    if (!isFilled(value)) {
      gaps.push({ field, focusId: ids.director(d.key, field), label: t.people.position });
    }
  }
  for (const field of personFields) {
    const label = labelOf(t.people.fields, field);
    if (field === 'address_of_residence') {
      if (!addressComplete(d.person?.address_of_residence)) {
        gaps.push({ field, focusId: ids.directorAddress(d.key, 'line1'), label });
      }
      continue;
    }
    const value = (d.person as Record<string, unknown> | undefined)?.[field];
    if (!isFilled(value)) gaps.push({ field, focusId: ids.director(d.key, field), label });
  }
  if (pep && typeof d.person?.pep !== 'boolean') {
    gaps.push({ field: 'pep', focusId: `${ids.director(d.key, 'pep')}-yes`, label: t.review.items.pep });
  } else if (pep && d.person?.pep === true && !isFilled(d.person.pep_description)) {
    gaps.push({
      field: 'pep_description',
      focusId: ids.director(d.key, 'pep_description'),
      label: t.review.items.pepDescription,
    });
  }
  return gaps;
}

function directorItems(
  d: DraftDirector,
  index: number,
  directorFields: readonly string[],
  personFields: readonly string[],
  documentTypes: readonly string[],
  pep: boolean,
): CheckItem[] {
  const name = personName(d, index);
  const items: CheckItem[] = [];
  if (directorFields.length + personFields.length > 0 || pep) {
    const gaps = directorGaps(d, directorFields, personFields, pep);
    items.push({
      id: `director-${d.key}`,
      label: name,
      detail: missingText(gaps.map((g) => g.label)),
      done: gaps.length === 0,
      focusId: gaps[0]?.focusId ?? ids.director(d.key, personFields[0] ?? 'position'),
    });
  }
  for (const type of documentTypes) {
    const document = documentOf(d.documents, type);
    const uploaded = isFilled(document?.upload_ids);
    // An identity document comes with its number, issuing country and expiry.
    const gaps = IDENTITY_DOCUMENTS.includes(type)
      ? IDENTITY_DETAILS.filter((detail) => !isFilled(document?.[detail]))
      : [];
    items.push({
      id: `director-${d.key}-doc-${type}`,
      label: t.review.items.person(name, labelOf(t.documents.types, type)),
      detail: uploaded ? missingText(gaps.map((g) => t.documents.details.labels[g])) : undefined,
      done: uploaded && gaps.length === 0,
      focusId:
        uploaded && gaps[0] ? ids.directorDocumentDetail(d.key, type, gaps[0]) : ids.directorDocument(d.key, type),
    });
  }
  return items;
}

function companyItems(draft: ApplicationDraft, scope: Scope, options: ChecklistOptions): CheckItem[] {
  const company = (draft.company ?? {}) as Record<string, unknown>;
  const explanations = (draft.company?.declaration_explanations ?? {}) as Record<string, unknown>;
  const labelFor = (field: string) => t.company.declarationItems[field] ?? labelOf(t.company.fields, field);
  // Answered "Not applicable": only what a case cannot do without is still asked, and the reason.
  const na = notApplicableItem(draft, scope, 'company_details');
  const kept = companyFieldsKeptWhenNotApplicable(scope);
  const required = na ? scope.requiredCompanyFields.filter((f) => kept.includes(f)) : scope.requiredCompanyFields;
  const items = required.flatMap((field) => [
    {
      id: `company-${field}`,
      label: labelFor(field),
      done: COMPANY_ADDRESS_FIELDS.includes(field)
        ? addressComplete(company[field] as DraftAddress | undefined)
        : isFilled(company[companyDraftKey(field)]) ||
          (field === 'company_type' && options.companyTypesNone && isFilled(company.jurisdiction_code)),
      focusId: COMPANY_ADDRESS_FIELDS.includes(field) ? ids.companyAddress(field, 'line1') : ids.company(field),
    },
    // "Other" among the sources of funds is complete with what it is.
    ...(field === 'sources_of_funds' && ((company[field] as string[] | undefined) ?? []).includes('other')
      ? [
          {
            id: 'company-sources_of_funds_other',
            label: labelOf(t.company.fields, 'sources_of_funds_other'),
            done: isFilled(company.sources_of_funds_other),
            focusId: ids.company('sources_of_funds_other'),
          },
        ]
      : []),
    // A declaration answered "yes" is complete with its explanation.
    ...((DECLARATION_FIELDS as readonly string[]).includes(field) && company[field] === true
      ? [
          {
            id: `company-${field}-explanation`,
            label: `${labelFor(field)}: ${t.company.explanationMissing}`,
            done: isFilled(explanations[field]),
            focusId: ids.company(`${field}-explanation`),
          },
        ]
      : []),
  ]);
  return na ? [...items, na] : items;
}

function financialItems(draft: ApplicationDraft, scope: Scope, options: ChecklistOptions): CheckItem[] {
  const items: CheckItem[] = [];
  const bankNa = scope.bankAccounts ? notApplicableItem(draft, scope, 'bank_accounts') : undefined;
  if (bankNa) items.push(bankNa);
  else if (scope.bankAccounts) {
    const accounts = draft.bank_accounts ?? [];
    if (accounts.length === 0) {
      items.push({ id: 'bank-none', label: t.review.items.bankNone, done: false, focusId: ids.addBank });
    }
    accounts.forEach((a, i) => {
      const gaps = (
        [
          ['account_holder', t.bank.holder],
          ['name', t.bank.bankName],
          ['number', t.bank.number],
        ] as const
      ).filter(([field]) => !isFilled(a[field]));
      const ibanBad = gaps.length === 0 && a.iban === true && ibanProblem(a.number ?? '') !== null;
      items.push({
        id: `bank-${a.key}`,
        label: t.review.items.bankAccount(i + 1, a.name?.trim() ?? ''),
        detail: ibanBad ? t.review.items.ibanInvalid : missingText(gaps.map(([, label]) => label)),
        done: gaps.length === 0 && !ibanBad,
        focusId: ids.bank(a.key, gaps[0]?.[0] ?? 'number'),
      });
    });
  }
  const cryptoNa = scope.cryptoAddresses ? notApplicableItem(draft, scope, 'crypto_addresses') : undefined;
  if (cryptoNa) items.push(cryptoNa);
  else if (scope.cryptoAddresses) {
    const addresses = draft.crypto_addresses ?? [];
    if (addresses.length === 0) {
      items.push({ id: 'crypto-none', label: t.review.items.cryptoNone, done: false, focusId: ids.addCrypto });
    }
    addresses.forEach((c, i) => {
      const gaps = (
        [
          ['address', t.crypto.address],
          ['address_type', t.crypto.network],
        ] as const
      ).filter(([field]) => !isFilled(c[field]));
      const proven = gaps.length === 0 && ownershipProven(c, options.challenges);
      const challenge = c.challenge_id ? options.challenges.get(c.challenge_id) : undefined;
      items.push({
        id: `crypto-${c.key}`,
        label: t.review.items.cryptoAddress(i + 1, c.address_type ? labelOf(t.crypto.networks, c.address_type) : ''),
        detail:
          gaps.length > 0 ? missingText(gaps.map(([, label]) => label)) : proven ? undefined : t.review.items.ownership,
        done: proven,
        focusId:
          gaps.length > 0
            ? ids.crypto(c.key, gaps[0]?.[0] ?? 'address')
            : ids.crypto(c.key, challenge ? 'signature' : 'prove'),
      });
    });
  }
  return items;
}

function peopleItems(draft: ApplicationDraft, scope: Scope): CheckItem[] {
  const directors = draft.directors ?? [];
  if (scope.directors === 'full') {
    const na = notApplicableItem(draft, scope, 'directors');
    if (na) return [na];
    // In mode update a request for directors asks for one more: those on file do not count.
    const added = scope.mode === 'update' ? directors.filter((d) => !d.person_id) : directors;
    if (added.length === 0) {
      return [{ id: 'directors-none', label: t.review.items.directorsNone, done: false, focusId: ids.addDirector }];
    }
    const personFields = [...NAME_FIELDS, ...scope.personFields.filter((f) => !NAME_FIELDS.includes(f as never))];
    const directorFields = [...new Set(['position', ...scope.directorFields])];
    // Their documents alone may be answered "Not applicable": the people are still asked, their uploads not.
    const documentsNa = notApplicableItem(draft, scope, 'director_documents');
    const documentTypes = documentsNa ? [] : scope.personDocumentTypes;
    // In mode update only the people added are asked (the service's rule): those on file are not edited here.
    const items = directors.flatMap((d, i) =>
      scope.mode === 'update' && d.person_id
        ? []
        : directorItems(d, i, directorFields, personFields, documentTypes, true),
    );
    return documentsNa ? [...items, documentsNa] : items;
  }
  if (scope.directors === 'asks') {
    // The people step offers one N/A for what it asks: the details (directors) or only the documents.
    const asksFields = scope.directorAsks.some((a) => a.directorFields.length + a.personFields.length > 0);
    const na = notApplicableItem(draft, scope, asksFields ? 'directors' : 'director_documents');
    if (na) return [na];
    return scope.directorAsks.flatMap((ask) => {
      const index = directors.findIndex((d) => d.key === ask.key);
      const d = directors[index];
      return d ? directorItems(d, index, ask.directorFields, ask.personFields, ask.documentTypes, false) : [];
    });
  }
  return [];
}

function ownershipGroupItems(draft: ApplicationDraft, scope: Scope): CheckItem[] {
  if (!scope.ownership) return [];
  const na = notApplicableItem(draft, scope, 'ownership');
  return na
    ? [na]
    : [...ownershipItems(draft), ...ownerAskedItems(draft, scope), ...ownershipDocumentItems(draft, scope)];
}

function documentItems(draft: ApplicationDraft, scope: Scope): CheckItem[] {
  const na = scope.companyDocumentTypes.length > 0 ? notApplicableItem(draft, scope, 'company_documents') : undefined;
  if (na) return [na];
  return scope.companyDocumentTypes.map((type) => ({
    id: `doc-${type}`,
    label: labelOf(t.documents.types, type),
    done: isFilled(documentOf(draft.documents, type)?.upload_ids),
    focusId: ids.companyDocument(type),
  }));
}

export function checklist(draft: ApplicationDraft, scope: Scope, options: ChecklistOptions): CheckGroup[] {
  const groups: CheckGroup[] = [
    { step: 'company', items: companyItems(draft, scope, options) },
    { step: 'financial', items: financialItems(draft, scope, options) },
    { step: 'people', items: peopleItems(draft, scope) },
    { step: 'ownership', items: ownershipGroupItems(draft, scope) },
    { step: 'documents', items: documentItems(draft, scope) },
  ];
  return groups.filter((g) => g.items.length > 0 && scope.steps.includes(g.step));
}

/** Whether a step's lines are all ticked (the step list shows a tick). */
export function stepComplete(groups: readonly CheckGroup[], step: StepId): boolean {
  const group = groups.find((g) => g.step === step);
  return group?.items.every((i) => i.done) ?? false;
}
