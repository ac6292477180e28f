import type { KeyboardEvent } from 'react';

/**
 * Keyboard of a tablist whose tabs are links (each tab has its own URL): arrow keys, Home and End move focus
 * between the tabs, Enter or Space opens the focused one (manual activation).
 */
export function onTablistKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
  const index = tabs.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  let next = -1;
  if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
  else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = tabs.length - 1;
  else if (event.key === ' ') {
    event.preventDefault();
    tabs[index]?.click();
    return;
  }
  if (next >= 0) {
    event.preventDefault();
    tabs[next]?.focus();
  }
}

/** The classes of a tab in the underlined tab bars (settings, the queue, the case page). */
export function tabClass(selected: boolean): string {
  return [
    'flex h-10 shrink-0 items-center gap-2 border-b-2 px-2.5 text-sm font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-offset-[-2px] rounded-t-md',
    selected
      ? 'border-accent-600 text-gray-900'
      : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900',
  ].join(' ');
}
