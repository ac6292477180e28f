import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { IconAlert, IconCheckCircle, IconFlag } from '../../shared/ui/icons';
import { LoadingBlock } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import {
  companiesQuery,
  companyDocumentsQuery,
  companyQuery,
  completenessQuery,
  customerRequestQuery,
  directorsQuery,
  issuesQuery,
  screeningFailureQuery,
} from '../api/case';
import { structureQuery } from '../api/structure';
import type { Director, DocumentRecord, Verification } from '../api/types';
import type { CaseTab } from '../cases/case-search';
import { signatureLabel, signatureNeedsAttention } from '../cases/labels';
import { mainCompanyOf } from './CompanyTab';
import { personName } from './DirectorsTab';
import { documentName, documentTypeLabel, expiryOf } from './documents';
import { MissingList, missingLines } from './MissingList';
import { sectionLabel } from './NotApplicableAnswers';
import { day } from './parts';

function TabLink({
  caseId,
  tab,
  from,
  children,
}: {
  caseId: string;
  tab: CaseTab;
  from?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to="/cases/$caseId"
      params={{ caseId }}
      search={{ tab: tab === 'summary' ? undefined : tab, from }}
      replace
      className="text-13 font-medium whitespace-nowrap text-accent-700 underline-offset-2 hover:underline"
    >
      {children}
    </Link>
  );
}

function Item({ tone, children, action }: { tone: 'red' | 'amber'; children: ReactNode; action?: ReactNode }) {
  return (
    <li className="flex items-start justify-between gap-4 px-4 py-2.5">
      <div className="flex min-w-0 items-start gap-2.5">
        {tone === 'red' ? (
          <IconFlag size={14} className="mt-[3px] shrink-0 text-red-600" />
        ) : (
          <IconAlert size={14} className="mt-[3px] shrink-0 text-amber-700" />
        )}
        <div className="min-w-0 text-13 text-gray-800">{children}</div>
      </div>
      {action}
    </li>
  );
}

/**
 * Exactly what the customer was asked: the request's comment (the record's data_update_comment, with or without
 * a profile) and, with a profile, what it missed then.
 */
function AskedFromCustomer({ record, directors }: { record: Verification; directors: Director[] }) {
  const requested = record.requested_data;
  if (requested?.review) return <PeriodicReviewAsked caseId={record.id} />;
  const comment = record.data_update_comment ?? requested?.comment ?? null;
  const lines = requested ? missingLines(requested.missing, directors) : [];
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3">
      <h3 className="text-13 font-semibold text-amber-800">Asked from the customer</h3>
      {comment ? (
        <p className="mt-1 text-13 whitespace-pre-line break-words text-gray-900">{comment}</p>
      ) : (
        <p className="mt-1 text-13 text-gray-700">No comment was given.</p>
      )}
      {lines.length > 0 && (
        <div className="mt-2 border-t border-amber-200 pt-2">
          <p className="mb-1 text-xs font-medium text-amber-800">Missing when asked</p>
          <MissingList missing={requested?.missing ?? EMPTY_MISSING} directors={directors} />
        </div>
      )}
    </div>
  );
}

/** A recurring review waiting for the customer: what they were asked, and its escalation after 30 days. */
function PeriodicReviewAsked({ caseId }: { caseId: string }) {
  const reach = useQuery(customerRequestQuery(caseId));
  const escalated = reach.data?.escalated_at;
  return (
    <div
      className={`rounded-lg border px-4 py-3 ${escalated ? 'border-red-200 bg-red-50' : 'border-amber-200 bg-amber-50'}`}
    >
      <h3 className={`text-13 font-semibold ${escalated ? 'text-red-800' : 'text-amber-800'}`}>
        {escalated ? 'Escalated: the customer has not answered the periodic review' : 'Periodic review asked'}
      </h3>
      <p className="mt-1 text-13 text-gray-900">
        The customer was asked to confirm each section (“Nothing has changed”) or update it.
        {escalated && ` Escalated on ${day(escalated)} after 30 days and two reminders: decide how to go on.`}
      </p>
    </div>
  );
}

const EMPTY_MISSING = {
  sections: [],
  company_fields: [],
  company_document_types: [],
  director_fields: [],
  person_fields: [],
  person_document_types: [],
};

function expiryText(record: DocumentRecord): string {
  const e = expiryOf(record);
  if (!e) return '';
  const when = day(record.document.expiration_date);
  return e.state === 'expired' ? `expired on ${when}` : `expires on ${when} (in ${e.days} days)`;
}

/**
 * What a reviewer must look at: politically exposed directors, documents expired or expiring within 90 days,
 * crypto addresses without a verified ownership proof, what the onboarding profile still misses and, while the
 * customer is asked for data, exactly what was asked.
 */
export function NeedsAttention({ record, from }: { record: Verification; from?: string }) {
  const directors = useQuery(directorsQuery(record.id));
  const companyDocs = useQuery(companyDocumentsQuery(record.id));
  const companies = useQuery(companiesQuery(record.id));
  const main = mainCompanyOf(companies.data ?? [], record);
  const company = useQuery({ ...companyQuery(record.id, main?.id ?? ''), enabled: main !== undefined });
  const completeness = useQuery(completenessQuery(record.id));
  const structure = useQuery(structureQuery(record.id));
  const issues = useQuery(issuesQuery(record.id));
  const undecidedHits = (issues.data ?? []).filter((i) => i.relevant === null).length;
  const screeningFailure = useQuery(screeningFailureQuery(record.id)).data ?? null;

  const failed = [directors, companyDocs, companies, completeness, structure].find((q) => q.isError);
  if (failed) {
    return (
      <ErrorState
        title="What needs attention couldn't be worked out"
        error={failed.error}
        onRetry={() => failed.refetch()}
      />
    );
  }
  if (
    directors.isPending ||
    companyDocs.isPending ||
    companies.isPending ||
    completeness.isPending ||
    structure.isPending
  ) {
    return <LoadingBlock label="Checking what needs attention" lines={3} />;
  }

  const people = directors.data ?? [];
  const peps = people.filter((d) => d.person.pep);
  const docs: { record: DocumentRecord; owner: string }[] = [
    ...(companyDocs.data ?? []).map((r) => ({ record: r, owner: 'the company' })),
    ...people.flatMap((d) => d.person.documents.map((r) => ({ record: r, owner: personName(d.person) }))),
  ].filter((d) => expiryOf(d.record) !== null);
  const crypto = (company.data?.crypto_addresses ?? []).filter((a) =>
    signatureNeedsAttention(a.signature_verification),
  );
  const missing = completeness.data;
  const missingCount = missing ? missingLines(missing.missing, people).length : 0;
  const sameAsAsked =
    record.status === 'data_update_requested' &&
    record.requested_data !== null &&
    missing !== null &&
    missing !== undefined &&
    JSON.stringify(record.requested_data.missing) === JSON.stringify(missing.missing);
  const link = (tab: CaseTab, label: string) => (
    <TabLink caseId={record.id} tab={tab} from={from}>
      {label}
    </TabLink>
  );

  const notApplicable = missing?.not_applicable ?? [];
  // The ownership's warnings (computed by the service); none while no structure is declared.
  const ownership = (structure.data?.entities.length ?? 0) > 0 ? (structure.data?.warnings ?? []) : [];
  const riskLevel = record.risk_assessment?.level;
  const riskFlag = riskLevel === 'prohibited' || riskLevel === 'high' ? riskLevel : null;
  const nothing =
    riskFlag === null &&
    undecidedHits === 0 &&
    screeningFailure === null &&
    peps.length === 0 &&
    docs.length === 0 &&
    crypto.length === 0 &&
    missingCount === 0 &&
    notApplicable.length === 0 &&
    ownership.length === 0;

  return (
    <div className="space-y-3">
      {record.status === 'data_update_requested' && <AskedFromCustomer record={record} directors={people} />}
      {nothing ? (
        <p className="flex items-center gap-2 rounded-lg border border-gray-200 bg-white px-4 py-3 text-13 text-gray-700 shadow-xs">
          <IconCheckCircle className="text-green-600" />
          {/* Beside what the customer was asked (above), the case's own data needs nothing: not "nothing" at all. */}
          {record.status === 'data_update_requested' ? 'Nothing else needs attention' : 'Nothing needs attention'}: no
          undecided screening hit, no PEP, no expiring document, no unverified crypto address
          {missing ? ', and the onboarding profile is satisfied.' : '.'}
        </p>
      ) : (
        <ul className="divide-y divide-gray-150 rounded-lg border border-gray-200 bg-white shadow-xs">
          {screeningFailure && (
            // Otherwise "no undecided screening hit" would stand for a case nobody could screen.
            <Item tone="amber" action={link('screening', 'Screening')}>
              <span className="font-medium text-gray-900">Screening could not run</span>: the screening service did not
              answer, and Dossier tries again every quarter of an hour
            </Item>
          )}
          {undecidedHits > 0 && (
            <Item tone="red" action={link('screening', 'Screening')}>
              <span className="font-medium text-gray-900">
                {undecidedHits} screening {undecidedHits === 1 ? 'hit' : 'hits'}
              </span>{' '}
              against the sanctions and PEP lists {undecidedHits === 1 ? 'waits' : 'wait'} for a decision
            </Item>
          )}
          {riskFlag && (
            <Item tone="red" action={link('risk', 'Risk')}>
              <span className="font-medium text-gray-900">
                {riskFlag === 'prohibited' ? 'Prohibited' : 'High'} risk
              </span>
              {riskFlag === 'prohibited'
                ? ': the case cannot be completed at this level'
                : `: score ${record.risk_assessment?.score ?? ''} under risk model v${record.risk_assessment?.model_version ?? ''}`}
            </Item>
          )}
          {peps.map((d) => (
            <Item key={d.id} tone="red" action={link('directors', 'Directors')}>
              <span className="font-medium text-gray-900">{personName(d.person)}</span> declared being a politically
              exposed person (PEP)
              {d.person.pep_description && <>: “{d.person.pep_description}”</>}
            </Item>
          ))}
          {docs.map(({ record: r, owner }) => (
            <Item
              key={r.id}
              tone={expiryOf(r)?.state === 'expired' ? 'red' : 'amber'}
              action={link('documents', 'Documents')}
            >
              <span className="font-medium text-gray-900">{documentName(r)}</span> (
              {documentTypeLabel(r.document.document_type)} of {owner}) {expiryText(r)}
            </Item>
          ))}
          {crypto.map((a) => (
            <Item key={a.id} tone="amber" action={link('company', 'Company')}>
              Ownership of the {a.address_type} address <span className="font-mono text-xs break-all">{a.address}</span>{' '}
              is not verified ({signatureLabel(a.signature_verification).label.toLowerCase()})
            </Item>
          ))}
          {ownership.map((w) => (
            <Item key={`own-${w.code}-${w.entity_ids.join()}`} tone="amber" action={link('structure', 'Structure')}>
              {w.message}
            </Item>
          ))}
          {notApplicable.map((na) => (
            <Item key={`na-${na.section}`} tone="amber" action={link('company', 'Company')}>
              The customer answered <span className="font-medium text-gray-900">{sectionLabel(na.section)}</span> “Not
              applicable”: <span className="whitespace-pre-line">“{na.reason}”</span>
            </Item>
          ))}
          {missing && missingCount > 0 && (
            <Item tone="amber">
              <p>
                The onboarding profile <span className="font-medium text-gray-900">“{missing.profile_name}”</span> still
                requires
                {sameAsAsked ? ' everything asked from the customer above: none of it has arrived yet.' : ':'}
              </p>
              {!sameAsAsked && (
                <div className="mt-1.5">
                  <MissingList missing={missing.missing} directors={people} />
                </div>
              )}
            </Item>
          )}
        </ul>
      )}
      {missing === null && (
        <p className="text-xs text-gray-600">
          This case has no onboarding profile, so nothing is checked for completeness.
        </p>
      )}
    </div>
  );
}
