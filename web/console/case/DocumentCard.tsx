import { useState } from 'react';
import { cx } from '../../shared/lib/cx';
import { Badge } from '../../shared/ui/Badge';
import { IconFile } from '../../shared/ui/icons';
import { Time } from '../../shared/ui/Time';
import type { DocumentRecord } from '../api/types';
import { countryName } from '../cases/countries';
import { documentName, documentTypeLabel, expiryOf, isImage, sameOrigin } from './documents';
import { day } from './parts';

/** The first attachment's thumbnail (images), or a file icon (PDFs have no image variant). */
function Thumbnail({ record, size }: { record: DocumentRecord; size: 'sm' | 'md' }) {
  const [failed, setFailed] = useState(false);
  const first = record.document.attachments[0];
  const box = size === 'sm' ? 'h-20 w-full' : 'h-28 w-full';
  if (first && isImage(first) && !failed) {
    return (
      <span className={cx('block overflow-hidden bg-gray-100', box)}>
        <img
          src={sameOrigin(first.urls.thumb)}
          alt=""
          loading="lazy"
          onError={() => setFailed(true)}
          className="size-full object-cover object-top"
        />
      </span>
    );
  }
  return (
    <span className={cx('flex flex-col items-center justify-center gap-1 bg-gray-50 text-gray-500', box)}>
      <IconFile size={22} />
      <span className="text-2xs font-medium tracking-[0.06em] uppercase">
        {first ? (first.mime === 'application/pdf' ? 'PDF' : first.mime.split('/')[1]) : 'No file'}
      </span>
    </span>
  );
}

export function ExpiryBadge({ record }: { record: DocumentRecord }) {
  const expiry = expiryOf(record);
  if (!expiry) return null;
  return expiry.state === 'expired' ? (
    <Badge tone="red">Expired</Badge>
  ) : (
    <Badge tone="amber">{expiry.days === 0 ? 'Expires today' : `Expires in ${expiry.days} d`}</Badge>
  );
}

/**
 * A document as a card: its thumbnail and name open the viewer (the button's name is the document's name);
 * type, number and dates under it.
 */
export function DocumentCard({
  record,
  onOpen,
  size = 'md',
  owner,
  showAdded = false,
}: {
  /** Says when it was added (officers' own files have no issue or expiry date). */
  showAdded?: boolean;
  /** Whose document it is, when the grid mixes owners ("Ana Popescu · Director"). */
  owner?: string;
  record: DocumentRecord;
  onOpen: (record: DocumentRecord) => void;
  size?: 'sm' | 'md';
}) {
  const d = record.document;
  const meta = [
    documentTypeLabel(d.document_type),
    d.number,
    d.country_of_issue ? countryName(d.country_of_issue) : '',
  ].filter(Boolean);
  const pages = d.attachments.length;
  return (
    <li className="group flex min-w-0 flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-xs hover:border-gray-300">
      <button
        type="button"
        onClick={() => onOpen(record)}
        className="flex flex-col text-left focus-visible:outline-offset-[-2px]"
        disabled={pages === 0}
      >
        <Thumbnail record={record} size={size} />
        <span className="block truncate border-t border-gray-150 px-3 pt-2 text-13 font-medium text-gray-900 group-hover:text-accent-700">
          {documentName(record)}
        </span>
      </button>
      <div className="space-y-1 px-3 pt-0.5 pb-2.5">
        {owner && <p className="truncate text-xs font-medium text-gray-700">{owner}</p>}
        <p className="truncate text-xs text-gray-600">{meta.join(' · ')}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-600">
          {d.expiration_date ? (
            <span>Expires {day(d.expiration_date)}</span>
          ) : d.date_of_issue ? (
            <span>Issued {day(d.date_of_issue)}</span>
          ) : null}
          {showAdded && (
            <span>
              Added <Time value={record.created_at} />
            </span>
          )}
          {pages > 1 && <span>{pages} files</span>}
          <ExpiryBadge record={record} />
        </p>
      </div>
    </li>
  );
}
