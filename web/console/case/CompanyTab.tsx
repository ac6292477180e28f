import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import { Badge } from '../../shared/ui/Badge';
import { IconChevronRight } from '../../shared/ui/icons';
import { LoadingBlock } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { Table, TBody, Td, THead, Th, Tr } from '../../shared/ui/Table';
import { companiesQuery, companyQuery } from '../api/case';
import type { CompanyDetail, CompanyListItem, CryptoAddress, ReviewProgress, Verification } from '../api/types';
import { signatureLabel } from '../cases/labels';
import { companyGroups } from './company-fields';
import { NotApplicableAnswers } from './NotApplicableAnswers';
import { FactRows, Quiet, Section } from './parts';
import { ReviewBar } from './ReviewBar';

/** The company under review among the case's companies: same number (and country), else the first. */
export function mainCompanyOf(companies: CompanyListItem[], record: Verification): CompanyListItem | undefined {
  return (
    companies.find(
      (c) =>
        c.company_number === record.company_number &&
        (!record.company_jurisdiction || c.jurisdiction.code === record.company_jurisdiction.code),
    ) ?? companies[0]
  );
}

function BankAccounts({ company, level }: { company: CompanyDetail; level: 3 | 4 }) {
  return (
    <Section title="Bank accounts" level={level} flush>
      {company.bank_accounts.length === 0 ? (
        <div className="px-4 py-3">
          <Quiet>No bank account given.</Quiet>
        </div>
      ) : (
        <Table caption={`Bank accounts of ${company.formal_name}`} className="rounded-none border-0 shadow-none">
          <THead>
            <Th>Bank</Th>
            <Th>Account holder</Th>
            <Th>Number</Th>
            <Th>Bank address</Th>
          </THead>
          <TBody>
            {company.bank_accounts.map((a) => (
              <Tr key={a.id}>
                <Td className="font-medium text-gray-900">{a.name}</Td>
                <Td>{a.account_holder}</Td>
                <Td className="font-mono text-xs whitespace-nowrap">
                  {a.number}
                  {a.iban && <span className="ml-1.5 font-sans text-gray-500">IBAN</span>}
                </Td>
                <Td>{a.address || <span className="text-gray-500">Not provided</span>}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </Section>
  );
}

/** The ownership check as a badge, with the message the customer was asked to sign behind a disclosure. */
function OwnershipProof({ address }: { address: CryptoAddress }) {
  const sig = signatureLabel(address.signature_verification);
  return (
    <div className="space-y-1">
      <Badge tone={sig.tone} title={sig.title}>
        {sig.label}
      </Badge>
      {address.signature_message && (
        <details className="group text-xs">
          <summary className="cursor-pointer list-none text-accent-700 underline-offset-2 select-none hover:underline [&::-webkit-details-marker]:hidden">
            <span className="inline-flex items-center gap-1">
              <IconChevronRight size={12} className="transition-transform group-open:rotate-90" />
              Signed message
            </span>
          </summary>
          <pre className="mt-1.5 max-w-80 rounded-md border border-gray-200 bg-gray-50 px-2 py-1.5 font-mono text-xs wrap-anywhere whitespace-pre-wrap text-gray-800">
            {address.signature_message}
          </pre>
        </details>
      )}
    </div>
  );
}

function CryptoAddresses({ company, level }: { company: CompanyDetail; level: 3 | 4 }) {
  return (
    <Section title="Crypto addresses" level={level} flush>
      {company.crypto_addresses.length === 0 ? (
        <div className="px-4 py-3">
          <Quiet>No crypto address given.</Quiet>
        </div>
      ) : (
        <Table caption={`Crypto addresses of ${company.formal_name}`} className="rounded-none border-0 shadow-none">
          <THead>
            <Th>Network</Th>
            <Th>Address</Th>
            <Th>Ownership proof</Th>
            <Th>Comment</Th>
          </THead>
          <TBody>
            {company.crypto_addresses.map((a) => (
              <Tr key={a.id}>
                <Td className="align-top py-2.5 font-medium text-gray-900">{a.address_type}</Td>
                <Td className="align-top py-2.5 max-w-80 font-mono text-xs break-all">{a.address}</Td>
                <Td className="align-top py-2.5">
                  <OwnershipProof address={a} />
                </Td>
                <Td className="align-top py-2.5">{a.comment || <span className="text-gray-500">—</span>}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </Section>
  );
}

/** A company's fields in their groups, then its bank accounts and crypto addresses. */
function CompanyDetails({ company, related }: { company: CompanyDetail; related: boolean }) {
  const groups = companyGroups(company);
  const level = related ? 4 : 3;
  // Two columns filled in turn, each group going to the shorter one (by its rows), so a short card never leaves
  // a gap beside a long one as a row-by-row grid does.
  const columns: [typeof groups, typeof groups] = [[], []];
  const rows = [0, 0];
  for (const g of groups) {
    const c = (rows[1] ?? 0) < (rows[0] ?? 0) ? 1 : 0;
    columns[c].push(g);
    rows[c] = (rows[c] ?? 0) + g.items.length + 2;
  }
  return (
    <div className="space-y-4">
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {columns.map((column, i) => (
          <div key={i === 0 ? 'left' : 'right'} className="space-y-4">
            {column.map((g) => (
              <Section key={g.title} title={g.title} level={level}>
                <FactRows items={g.items} />
              </Section>
            ))}
          </div>
        ))}
      </div>
      {(!related || company.bank_accounts.length > 0) && <BankAccounts company={company} level={level} />}
      {(!related || company.crypto_addresses.length > 0) && <CryptoAddresses company={company} level={level} />}
    </div>
  );
}

function CompanyBlock({ query, related }: { query: UseQueryResult<CompanyDetail>; related: boolean }) {
  if (query.isPending) return <LoadingBlock label="Loading the company" />;
  if (query.isError) {
    return <ErrorState title="This company couldn't be loaded" error={query.error} onRetry={() => query.refetch()} />;
  }
  return <CompanyDetails company={query.data} related={related} />;
}

export function CompanyTab({
  record,
  review,
  canWork,
}: {
  record: Verification;
  review: UseQueryResult<ReviewProgress>;
  canWork: boolean;
}) {
  const companies = useQuery(companiesQuery(record.id));
  const list = companies.data ?? [];
  const main = mainCompanyOf(list, record);
  const ordered = main ? [main, ...list.filter((c) => c.id !== main.id)] : [];
  const details = useQueries({ queries: ordered.map((c) => companyQuery(record.id, c.id)) });
  return (
    <div className="space-y-5">
      <ReviewBar
        caseId={record.id}
        tab="company"
        title="Company"
        description="What the customer declared about the company, and the companies related to it."
        review={review}
        canWork={canWork}
      />
      <NotApplicableAnswers caseId={record.id} />
      {companies.isPending ? (
        <LoadingBlock label="Loading the company" />
      ) : companies.isError ? (
        <ErrorState
          title="The company couldn't be loaded"
          error={companies.error}
          onRetry={() => companies.refetch()}
        />
      ) : ordered.length === 0 ? (
        <Quiet>This case holds no company data.</Quiet>
      ) : (
        ordered.map((c, i) => (
          <div key={c.id} className="space-y-3">
            {i > 0 && (
              <div className="pt-3">
                <p className="text-xs font-medium tracking-[0.04em] text-gray-500 uppercase">Related company</p>
                <h3 className="text-base font-semibold text-gray-900">{c.formal_name}</h3>
              </div>
            )}
            {details[i] && <CompanyBlock query={details[i]} related={i > 0} />}
          </div>
        ))
      )}
    </div>
  );
}
