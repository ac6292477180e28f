import { Dialog as RadixDialog } from 'radix-ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { cx } from '../../shared/lib/cx';
import { Button } from '../../shared/ui/Button';
import { IconDownload, IconEye, IconRotate, IconX, IconZoomIn, IconZoomOut } from '../../shared/ui/icons';
import { Notice } from '../../shared/ui/Notice';
import { Spinner } from '../../shared/ui/Spinner';
import type { Attachment, DocumentRecord } from '../api/types';
import { countryName } from '../cases/countries';
import {
  ATTACHMENT_LABELS,
  documentName,
  documentTypeLabel,
  formatBytes,
  isImage,
  isPdf,
  sameOrigin,
} from './documents';
import { day } from './parts';

const PdfView = lazy(() => import('./PdfView'));

const ZOOMS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4];

function ImageView({
  attachment,
  original,
  zoom,
  rotation,
  name,
}: {
  attachment: Attachment;
  original: boolean;
  zoom: number;
  rotation: number;
  name: string;
}) {
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const src = sameOrigin(original ? attachment.urls.original : attachment.urls.medium);
  useEffect(() => {
    setLoaded(false);
    setFailed(false);
  }, [src]);
  if (failed) return <Notice tone="error">This image couldn't be loaded. Download the original to open it.</Notice>;
  const quarter = rotation % 180 !== 0;
  return (
    <div className="flex min-h-full items-center justify-center">
      {!loaded && (
        <p role="status" className="absolute flex items-center gap-2 text-13 text-gray-600">
          <Spinner /> Loading the image…
        </p>
      )}
      <img
        src={src}
        alt={`${name}${original ? ' (original)' : ''}`}
        onLoad={() => setLoaded(true)}
        onError={() => setFailed(true)}
        className="max-w-none origin-center shadow-md ring-1 ring-gray-900/10 transition-transform duration-150"
        style={{
          width: `${Math.round(640 * zoom)}px`,
          transform: `rotate(${rotation}deg)`,
          margin: quarter ? `${Math.round(120 * zoom)}px 0` : undefined,
        }}
      />
    </div>
  );
}

/**
 * A document in a dialog named after it: images load their medium variant first ("View original" for the
 * full file), PDFs render in the page with pdf.js; zoom, rotate and download the original.
 */
export function DocumentViewer({ record, onClose }: { record: DocumentRecord | null; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [original, setOriginal] = useState(false);
  useEffect(() => {
    setIndex(0);
    setZoom(1);
    setRotation(0);
    setOriginal(false);
  }, [record?.id]);
  const attachments = record?.document.attachments ?? [];
  const attachment = attachments[Math.min(index, attachments.length - 1)];
  const name = record ? documentName(record) : '';
  const d = record?.document;
  const meta = d
    ? [
        documentTypeLabel(d.document_type),
        d.number && `No. ${d.number}`,
        d.country_of_issue && countryName(d.country_of_issue),
        d.date_of_issue && `issued ${day(d.date_of_issue)}`,
        d.expiration_date && `expires ${day(d.expiration_date)}`,
      ].filter(Boolean)
    : [];
  const zoomAt = ZOOMS.indexOf(zoom);

  return (
    <RadixDialog.Root open={record !== null} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-gray-900/50 animate-fade-in" />
        <RadixDialog.Content
          className={cx(
            'fixed inset-4 z-50 flex flex-col overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-gray-900/5',
            'focus:outline-none lg:inset-x-12',
          )}
        >
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-200 px-4 py-2.5">
            <div className="min-w-0">
              <RadixDialog.Title className="truncate text-base font-semibold text-gray-900">{name}</RadixDialog.Title>
              <RadixDialog.Description className="truncate text-13 text-gray-600">
                {meta.join(' · ')}
                {attachment &&
                  ` · ${attachment.filename === name ? '' : `${attachment.filename} `}${formatBytes(attachment.filesize)}`}
              </RadixDialog.Description>
            </div>
            <div className="flex flex-wrap items-center gap-1.5">
              {attachments.length > 1 && (
                <fieldset className="mr-2 flex gap-1">
                  <legend className="sr-only">Files of this document</legend>
                  {attachments.map((a, i) => (
                    <Button
                      key={a.id}
                      size="sm"
                      variant={i === index ? 'secondary' : 'ghost'}
                      aria-pressed={i === index}
                      onClick={() => {
                        setIndex(i);
                        setOriginal(false);
                      }}
                    >
                      {ATTACHMENT_LABELS[a.attachment_type] ?? `File ${i + 1}`}
                    </Button>
                  ))}
                </fieldset>
              )}
              <Button
                size="sm"
                variant="ghost"
                icon={<IconZoomOut size={14} />}
                disabled={zoomAt <= 0}
                onClick={() => setZoom(ZOOMS[zoomAt - 1] ?? zoom)}
              >
                Zoom out
              </Button>
              <span className="tabular w-11 text-center text-13 text-gray-700" aria-live="polite">
                {Math.round(zoom * 100)}%
              </span>
              <Button
                size="sm"
                variant="ghost"
                icon={<IconZoomIn size={14} />}
                disabled={zoomAt >= ZOOMS.length - 1}
                onClick={() => setZoom(ZOOMS[zoomAt + 1] ?? zoom)}
              >
                Zoom in
              </Button>
              <Button
                size="sm"
                variant="ghost"
                icon={<IconRotate size={14} />}
                onClick={() => setRotation((r) => (r + 90) % 360)}
              >
                Rotate
              </Button>
              {attachment && isImage(attachment) && (
                <Button
                  size="sm"
                  variant="ghost"
                  icon={<IconEye size={14} />}
                  aria-pressed={original}
                  onClick={() => setOriginal(true)}
                >
                  View original
                </Button>
              )}
              {attachment && (
                <a
                  href={sameOrigin(attachment.urls.original)}
                  download={attachment.filename}
                  className="inline-flex h-7 items-center gap-1.5 rounded-md border border-gray-300 bg-white px-2.5 text-13 font-medium text-gray-800 shadow-xs hover:bg-gray-50"
                >
                  <IconDownload size={14} className="text-gray-500" />
                  Download original
                </a>
              )}
              <RadixDialog.Close asChild>
                <button
                  type="button"
                  aria-label="Close"
                  className="ml-1 rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-800"
                >
                  <IconX />
                </button>
              </RadixDialog.Close>
            </div>
          </div>
          {/* Focusable so the keyboard scrolls a zoomed document (arrow keys, Page Down). */}
          <section
            aria-label="Document"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keys
            tabIndex={0}
            className="relative flex-1 overflow-auto bg-gray-100 p-6 focus-visible:outline-offset-[-2px]"
          >
            {!attachment ? (
              <Notice tone="info">This document has no file.</Notice>
            ) : isImage(attachment) ? (
              <ImageView attachment={attachment} original={original} zoom={zoom} rotation={rotation} name={name} />
            ) : isPdf(attachment) ? (
              <Suspense
                fallback={
                  <p role="status" className="flex items-center justify-center gap-2 py-16 text-13 text-gray-600">
                    <Spinner /> Loading the PDF viewer…
                  </p>
                }
              >
                <PdfView url={sameOrigin(attachment.urls.original)} zoom={zoom} rotation={rotation} />
              </Suspense>
            ) : (
              <Notice tone="info">
                This file ({attachment.mime}) can't be shown here. Download the original to open it.
              </Notice>
            )}
          </section>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
