/**
 * Small reads of the page's DOM for the browser suites. The functions run in the browser; the test project has no
 * DOM types, so each names the little it uses as a structural type.
 */
import type { Locator, Page } from 'playwright-core';

interface Node {
  readonly tagName: string;
  readonly id: string;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  contains(other: unknown): boolean;
  querySelector(selector: string): Node | null;
}
interface Doc {
  readonly activeElement: Node | null;
  readonly body: Node;
  querySelector(selector: string): Node | null;
}
interface Canvas extends Node {
  readonly width: number;
  readonly height: number;
  getContext(
    kind: '2d',
  ): { getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> } } | null;
}
interface Img extends Node {
  readonly complete: boolean;
  readonly naturalWidth: number;
}
interface Select extends Node {
  readonly selectedOptions: ArrayLike<{ label: string }>;
}
type Browser = { document: Doc; getComputedStyle(el: Node): { transform: string }; CSS: { escape(s: string): string } };

/** A description of the focused element ("<button> "Start review""), for failure messages. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const w = globalThis as unknown as Browser;
    const el = w.document.activeElement;
    if (!el || el === w.document.body) return '(nothing: the body)';
    const labelled = el.getAttribute('aria-labelledby');
    const label =
      el.getAttribute('aria-label') ??
      (labelled ? w.document.querySelector(`#${w.CSS.escape(labelled.split(' ')[0] ?? '')}`)?.textContent : null) ??
      (el.id ? w.document.querySelector(`label[for="${w.CSS.escape(el.id)}"]`)?.textContent : null) ??
      el.textContent ??
      '';
    const role = el.getAttribute('role');
    return `<${el.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${label.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  });
}

/** True when the element, or something inside it, has the focus. */
export async function isFocused(locator: Locator): Promise<boolean> {
  return locator
    .evaluate((el) => {
      const active = (globalThis as unknown as Browser).document.activeElement;
      return el === active || (el as unknown as Node).contains(active);
    })
    .catch(() => false);
}

export async function tagName(locator: Locator): Promise<string> {
  return locator.evaluate((el) => (el as unknown as Node).tagName);
}

/** The label of a native select's chosen option. */
export async function selectedLabel(locator: Locator): Promise<string> {
  return locator.evaluate((el) => (el as unknown as Select).selectedOptions[0]?.label ?? '');
}

/** True once the image has loaded real pixels. */
export async function imageLoaded(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const img = el as unknown as Img;
    return img.complete && img.naturalWidth > 0;
  });
}

/** The computed CSS transform of an element (zoom and rotation of a viewed image). */
export async function transformOf(locator: Locator): Promise<string> {
  return locator.evaluate((el) => (globalThis as unknown as Browser).getComputedStyle(el as unknown as Node).transform);
}

/**
 * True when the canvas (the element, or one inside it) has drawn something other than one flat colour: a PDF page
 * really rendered, not a blank box.
 */
export async function canvasHasInk(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const node = el as unknown as Canvas;
    const c = (node.tagName === 'CANVAS' ? node : node.querySelector('canvas')) as Canvas | null;
    if (!c || c.width === 0 || c.height === 0) return false;
    const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data;
    if (!data) return false;
    for (let i = 4; i < data.length; i += 4) {
      if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2]) return true;
    }
    return false;
  });
}
