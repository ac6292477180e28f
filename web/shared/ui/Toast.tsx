import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { cx } from '../lib/cx';
import { IconAlert, IconCheckCircle, IconX } from './icons';

export type ToastTone = 'success' | 'error';

interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
}

interface ToastApi {
  success: (message: string) => void;
  error: (message: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows short confirmations ("Token revoked") in a polite live region; errors in an assertive one. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (api === null) throw new Error('useToast needs a <ToastProvider>');
  return api;
}

function ToastCard({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const t = window.setTimeout(() => onDismiss(item.id), item.tone === 'error' ? 8000 : 4500);
    return () => window.clearTimeout(t);
  }, [paused, item, onDismiss]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the timer; Dismiss is the control
    <div
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      className={cx(
        'pointer-events-auto flex w-[360px] max-w-[calc(100vw-2rem)] items-start gap-2.5 rounded-lg bg-gray-900 px-3.5 py-3',
        'text-sm text-white shadow-lg animate-toast-in',
      )}
    >
      <span className="mt-[3px] shrink-0">
        {item.tone === 'success' ? (
          <IconCheckCircle className="text-green-200" />
        ) : (
          <IconAlert className="text-red-200" />
        )}
      </span>
      <p className="min-w-0 flex-1 break-words">{item.message}</p>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => onDismiss(item.id)}
        className="-mr-1 rounded p-0.5 text-gray-300 hover:bg-white/10 hover:text-white focus-visible:outline-white"
      >
        <IconX size={14} />
      </button>
    </div>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((t) => t.id !== id)), []);
  const push = useCallback((tone: ToastTone, message: string) => {
    const id = next.current++;
    setItems((list) => [...list.slice(-3), { id, tone, message }]);
  }, []);
  const api = useMemo<ToastApi>(() => ({ success: (m) => push('success', m), error: (m) => push('error', m) }), [push]);
  const polite = items.filter((t) => t.tone === 'success');
  const assertive = items.filter((t) => t.tone === 'error');
  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Under the dialogs' overlay (z-40): a toast never covers an open dialog or the document viewer. */}
      <section
        aria-label="Notifications"
        className="pointer-events-none fixed bottom-4 right-4 z-30 flex flex-col items-end gap-2"
      >
        <div role="status" aria-live="polite" aria-atomic="false" className="flex flex-col items-end gap-2">
          {polite.map((t) => (
            <ToastCard key={t.id} item={t} onDismiss={dismiss} />
          ))}
        </div>
        <div role="alert" aria-live="assertive" aria-atomic="false" className="flex flex-col items-end gap-2">
          {assertive.map((t) => (
            <ToastCard key={t.id} item={t} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
