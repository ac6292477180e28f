import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../shared/lib/time';
import { IconChevronLeft } from '../../shared/ui/icons';
import { Notice } from '../../shared/ui/Notice';
import type { Verification } from '../api/types';
import { StatusBadge } from '../cases/badges';
import { decodeQueue } from '../cases/queue-search';
import { AuditLogTab } from './AuditLogTab';

type Erasure = NonNullable<Verification['erasure']>;

interface Erased {
  counts?: Record<string, number>;
  data_sha256?: string;
  files?: { sha256: string; size: number }[];
}

/** What each erased kind is called: one, and more than one. */
const KIND_WORDS: Record<string, [string, string]> = {
  persons: ['person', 'persons'],
  directors: ['director', 'directors'],
  document_records: ['document', 'documents'],
  files: ['stored file variant', 'stored file variants'],
  case_notes: ['internal note', 'internal notes'],
  case_revisions: ['revision', 'revisions'],
  invitations: ['portal invitation', 'portal invitations'],
  mail: ['e-mail', 'e-mails'],
  bank_accounts: ['bank account', 'bank accounts'],
  crypto_addresses: ['crypto address', 'crypto addresses'],
  webhook_payloads: ['webhook payload', 'webhook payloads'],
  audit_entries: ['audit entry redacted', 'audit entries redacted'],
};

function kindWords(kind: string, n: number): string {
  const words = KIND_WORDS[kind];
  return words ? `${n} ${n === 1 ? words[0] : words[1]}` : `${n} ${kind}`;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[12rem_1fr] gap-4 py-2">
      <dt className="text-13 font-medium text-gray-600">{label}</dt>
      <dd className="min-w-0 text-13 text-gray-900">{children}</dd>
    </div>
  );
}

/** What is left of an erased case: its identity and state, the tombstone, and the redacted audit log. */
export function ErasedCase({ record, erasure, from }: { record: Verification; erasure: Erasure; from?: string }) {
  const erased = (erasure.erased ?? null) as Erased | null;
  const counts = Object.entries(erased?.counts ?? {}).filter(([kind, n]) => n > 0 && KIND_WORDS[kind]);
  return (
    <div className="min-h-screen">
      <div className="border-b border-gray-200 bg-white">
        <div className="mx-auto max-w-6xl space-y-3 px-8 pt-4 pb-5">
          <Link
            to="/cases"
            search={decodeQueue(from)}
            className="inline-flex items-center gap-1 rounded text-13 font-medium text-gray-600 hover:text-gray-900"
          >
            <IconChevronLeft size={14} />
            Back to queue
          </Link>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 tabIndex={-1} className="text-xl font-semibold tracking-[-0.01em] text-gray-900 focus:outline-none">
              {record.company_name || 'Unnamed company'}
            </h1>
            <StatusBadge status={record.status} />
            <span className="inline-flex items-center rounded bg-gray-900 px-1.5 py-0.5 text-xs font-medium text-white">
              {erasure.state === 'erased' ? 'Personal data erased' : 'Erasing personal data'}
            </span>
          </div>
          <p className="text-13 text-gray-600">
            <span className="font-mono text-xs text-gray-700">{record.company_number}</span>
            {record.customer_id && (
              <>
                {' '}
                · Customer ID <span className="font-mono text-xs text-gray-700">{record.customer_id}</span>
              </>
            )}
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-6xl space-y-8 px-8 py-6">
        {erasure.state === 'erasing' && (
          <Notice tone="warning">
            The personal data of this case is being erased. Its people, documents and files are no longer shown.
          </Notice>
        )}
        <section aria-labelledby="tombstone-heading" className="rounded-lg border border-gray-200 bg-white px-5 py-4">
          <h2 id="tombstone-heading" className="text-sm font-semibold text-gray-900">
            Erasure record
          </h2>
          <p className="mt-1 text-13 text-gray-600">
            The people, documents, files, notes, revisions and mail of this case were erased. The case, its states and
            decision, and its audit log (without comments) are kept.
          </p>
          <dl className="mt-3 divide-y divide-gray-100">
            <Row label="Erased">
              {erasure.erased_at ? (
                <time dateTime={erasure.erased_at}>{formatDateTime(erasure.erased_at)}</time>
              ) : (
                'In progress'
              )}
            </Row>
            <Row label="Erased by">{erasure.erased_by.name}</Row>
            <Row label="Reason">{erasure.reason}</Row>
            <Row label="Retention">
              {erasure.within_retention
                ? `Erased before the retention period ended, on the legal basis: ${erasure.legal_basis ?? '—'}`
                : 'Erased after the retention period ended'}
            </Row>
            {counts.length > 0 && (
              <Row label="What was erased">
                <ul className="space-y-0.5">
                  {counts.map(([kind, n]) => (
                    <li key={kind}>{kindWords(kind, n)}</li>
                  ))}
                </ul>
              </Row>
            )}
            {erased?.data_sha256 && (
              <Row label="Hash of the erased data">
                <span className="font-mono text-xs break-all text-gray-700">SHA-256 {erased.data_sha256}</span>
              </Row>
            )}
            {(erased?.files?.length ?? 0) > 0 && (
              <Row label="Hashes of the erased files">
                <ul className="space-y-0.5 font-mono text-xs break-all text-gray-700">
                  {erased?.files?.map((f) => (
                    <li key={f.sha256}>
                      {f.sha256} <span className="text-gray-500">({f.size.toLocaleString()} bytes)</span>
                    </li>
                  ))}
                </ul>
              </Row>
            )}
          </dl>
        </section>
        <AuditLogTab record={record} />
      </div>
    </div>
  );
}
