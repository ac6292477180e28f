import { useSyncExternalStore } from 'react';
import { formatCompact, formatDateTime, formatRelative } from '../lib/time';

// One shared clock for every relative time on the page, ticking each 30 s.
let now = Date.now();
const listeners = new Set<() => void>();
let timer: number | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    timer = window.setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 30_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}

/**
 * A moment: relative ("3 min ago") with the exact ISO time as its title. `null` shows a dash or `empty`.
 * `compact` (dense tables) says "19 Nov" past the first day, and titles the full local date and time.
 */
export function Time({
  value,
  empty = '—',
  className,
  compact = false,
}: {
  value: string | null;
  empty?: string;
  className?: string;
  compact?: boolean;
}) {
  useNow();
  if (value === null) return <span className={className ?? 'text-gray-500'}>{empty}</span>;
  return (
    <time dateTime={value} title={compact ? formatDateTime(value) : value} className={className}>
      {compact ? formatCompact(value, Date.now()) : formatRelative(value, Date.now())}
    </time>
  );
}
