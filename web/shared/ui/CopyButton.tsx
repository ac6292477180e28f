import { useEffect, useRef, useState } from 'react';
import { cx } from '../lib/cx';
import { IconCheck, IconCopy } from './icons';

async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API refused (http origin, permissions): fall back to a hidden textarea and execCommand.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

/**
 * Copies `value`. Named "Copy" unless `label` says otherwise; confirms with "Copied" (announced politely).
 * `compact` shows only the icon (the label stays the accessible name).
 */
export function CopyButton({
  value,
  label = 'Copy',
  compact = false,
  className,
}: {
  value: string;
  label?: string;
  compact?: boolean;
  className?: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    const ok = await writeClipboard(value);
    setState(ok ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), 2000);
  };
  const feedback = state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed: select and copy by hand' : '';
  return (
    <>
      <button
        type="button"
        onClick={copy}
        aria-label={compact ? label : undefined}
        title={compact ? label : undefined}
        className={cx(
          'inline-flex shrink-0 items-center gap-1.5 rounded-md font-medium transition-colors',
          compact
            ? 'size-6 justify-center text-gray-500 hover:bg-gray-100 hover:text-gray-800'
            : 'h-8 border border-gray-300 bg-white px-2.5 text-sm text-gray-800 shadow-xs hover:bg-gray-50',
          state === 'copied' && 'text-green-700',
          className,
        )}
      >
        {state === 'copied' ? <IconCheck size={14} /> : <IconCopy size={14} />}
        {!compact && (state === 'copied' ? 'Copied' : label)}
      </button>
      <span className="sr-only" role="status" aria-live="polite">
        {feedback}
      </span>
    </>
  );
}
