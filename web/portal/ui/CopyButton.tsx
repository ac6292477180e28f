import { useEffect, useRef, useState } from 'react';
import { IconCheck, IconCopy } from '../../shared/ui/icons';
import { t } from '../i18n';
import { Button } from './Button';

async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies `value` to the clipboard; named "Copy" (confirms "Copied", announced politely). Where the clipboard is
 * refused (an http page), the text of `selectTarget` is selected so the customer can copy it by hand.
 */
export function CopyButton({ value, selectTarget }: { value: string; selectTarget?: () => HTMLElement | null }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    const ok = await writeClipboard(value);
    if (!ok) {
      const target = selectTarget?.();
      if (target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement) {
        target.focus();
        target.select();
      }
    }
    setState(ok ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), 2500);
  };
  return (
    <>
      <Button onClick={copy} icon={state === 'copied' ? <IconCheck size={16} /> : <IconCopy size={16} />}>
        {t.common.copy}
      </Button>
      <span className="sr-only" role="status">
        {state === 'copied' ? t.common.copied : state === 'failed' ? t.common.copyFailed : ''}
      </span>
      {state === 'failed' && (
        <p aria-hidden="true" className="text-13 text-gray-600">
          {t.common.copyFailed}
        </p>
      )}
    </>
  );
}
