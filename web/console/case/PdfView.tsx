// Renders a PDF inside the page with pdf.js (no browser plugin needed). Loaded on demand: pdf.js stays out of
// the console's first load.
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { Notice } from '../../shared/ui/Notice';
import { Spinner } from '../../shared/ui/Spinner';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages rendered up front; more follow as the reader asks (a long PDF never freezes the dialog). */
const FIRST_PAGES = 20;

function PdfPage({
  pdf,
  number,
  count,
  zoom,
  rotation,
}: {
  pdf: PDFDocumentProxy;
  number: number;
  count: number;
  zoom: number;
  rotation: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    void pdf.getPage(number).then((page) => {
      const element = canvas.current;
      if (cancelled || !element) return;
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: zoom * 1.25, rotation: (page.rotate + rotation) % 360 });
      element.width = Math.floor(viewport.width * ratio);
      element.height = Math.floor(viewport.height * ratio);
      element.style.width = `${Math.floor(viewport.width)}px`;
      element.style.height = `${Math.floor(viewport.height)}px`;
      task = page.render({
        canvas: element,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      task.promise.catch((e: unknown) => {
        if (!cancelled && (e as { name?: string })?.name !== 'RenderingCancelledException') setFailed(true);
      });
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, number, zoom, rotation]);
  if (failed) return <Notice tone="error">Page {number} couldn't be drawn.</Notice>;
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={`Page ${number} of ${count}`}
      className="mx-auto block bg-white shadow-md ring-1 ring-gray-900/10"
    />
  );
}

export default function PdfView({ url, zoom, rotation }: { url: string; zoom: number; rotation: number }) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState(false);
  const [shown, setShown] = useState(FIRST_PAGES);
  useEffect(() => {
    setPdf(null);
    setError(false);
    const task = getDocument({ url, isEvalSupported: false, withCredentials: true });
    task.promise.then(setPdf, () => setError(true));
    return () => {
      void task.destroy();
    };
  }, [url]);
  if (error) {
    return <Notice tone="error">This PDF couldn't be displayed. Download the original to open it.</Notice>;
  }
  if (!pdf) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-13 text-gray-600">
        <Spinner /> Loading the PDF…
      </p>
    );
  }
  const count = pdf.numPages;
  return (
    <div className="space-y-4">
      {Array.from({ length: Math.min(count, shown) }, (_, i) => (
        <PdfPage key={i + 1} pdf={pdf} number={i + 1} count={count} zoom={zoom} rotation={rotation} />
      ))}
      {count > shown && (
        <div className="text-center">
          <button
            type="button"
            className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-13 font-medium text-gray-800 hover:bg-gray-50"
            onClick={() => setShown((n) => n + FIRST_PAGES)}
          >
            Show more pages ({count - shown} left)
          </button>
        </div>
      )}
    </div>
  );
}
