import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The little of fontkit read here: whether the font draws a character. */
interface FontCoverage {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

export interface ReportFonts {
  readonly regular: Buffer;
  readonly bold: Buffer;
  /** Whether the report can print this character as itself. */
  covers(codePoint: number): boolean;
}

// Fonts that read left to right only: pdfkit lays out every run left to right and does not reorder, so a
// right-to-left script would print its letters backwards even where the font has glyphs for them.
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

let loaded: ReportFonts | null = null;

/**
 * DejaVu Sans, shipped in the npm package `dejavu-fonts-ttf`: Latin with all its extensions, Greek and Cyrillic.
 * Read once, on the first report.
 */
export function reportFonts(): ReportFonts {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const fontkit = require('fontkit') as { create(data: Buffer): FontCoverage };
  const regular = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
  const bold = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
  const regularFont = fontkit.create(regular);
  const boldFont = fontkit.create(bold);
  const covered = new Map<number, boolean>();
  loaded = {
    regular,
    bold,
    covers(codePoint) {
      let known = covered.get(codePoint);
      if (known === undefined) {
        known =
          !RIGHT_TO_LEFT.test(String.fromCodePoint(codePoint)) &&
          regularFont.hasGlyphForCodePoint(codePoint) &&
          boldFont.hasGlyphForCodePoint(codePoint);
        covered.set(codePoint, known);
      }
      return known;
    },
  };
  return loaded;
}

const SCRIPTS: readonly [string, RegExp][] = [
  ['Chinese/Japanese (Han)', /\p{Script=Han}/u],
  ['Japanese (kana)', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['Korean (Hangul)', /\p{Script=Hangul}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Tamil', /\p{Script=Tamil}/u],
];

/** The name of the script a character belongs to, for the report's note on what it cannot show. */
export function scriptName(char: string): string {
  return SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'other scripts';
}

export interface PrintableText {
  readonly text: string;
  /** The characters the font cannot show, each once, in the order met. */
  readonly uncovered: readonly string[];
}

/**
 * Text as the report prints it: each run of characters the font cannot show becomes its Unicode code points in
 * brackets ("[U+738B U+5C0F U+660E]"), which a reader can look up and which never reads as a different name,
 * where a question mark or an empty box would lose the original. Composed (NFC) first, so "u" + combining macron
 * prints as "ū".
 */
export function toPrintable(value: string, covers: (codePoint: number) => boolean): PrintableText {
  const uncovered = new Set<string>();
  let text = '';
  let run: string[] = [];
  const flush = () => {
    if (run.length === 0) return;
    text += `[${run.join(' ')}]`;
    run = [];
  };
  for (const char of value.normalize('NFC')) {
    const codePoint = char.codePointAt(0) as number;
    // Line breaks and tabs are layout, not glyphs.
    if (char === '\n' || char === '\t' || covers(codePoint)) {
      flush();
      text += char;
    } else {
      uncovered.add(char);
      run.push(`U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`);
    }
  }
  flush();
  return { text, uncovered: [...uncovered] };
}
