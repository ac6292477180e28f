import { createRequire } from 'node:module';
import type Sharp from 'sharp';

// Loaded on the first image, not at start-up: most processes (the CLI, a worker) never resize one.
let sharpModule: typeof Sharp | null = null;
const sharp: typeof Sharp = ((...args: Parameters<typeof Sharp>) => {
  sharpModule ??= createRequire(import.meta.url)('sharp') as typeof Sharp;
  return sharpModule(...args);
}) as typeof Sharp;

/** Longest side of each derived variant, in pixels. */
export const VARIANT_MAX_SIDE = { thumb: 200, medium: 800 } as const;

const RESIZABLE = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/tiff']);

export function isResizableImage(mime: string): boolean {
  return RESIZABLE.has(mime);
}

/**
 * Resizes an image file to fit inside maxSide × maxSide, never enlarging, keeping the format family
 * (PNG stays PNG; everything else becomes JPEG). Returns null when the file is not a decodable image.
 */
export async function resizeImage(path: string, maxSide: number): Promise<{ bytes: Buffer; mime: string } | null> {
  return imageDecoding.run(async () => {
    try {
      const image = sharp(path, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).rotate();
      const meta = await image.metadata();
      const resized = image.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
      if (meta.format === 'png') return { bytes: await resized.png().toBuffer(), mime: 'image/png' };
      return { bytes: await resized.jpeg({ quality: 82 }).toBuffer(), mime: 'image/jpeg' };
    } catch {
      return null;
    }
  });
}

/**
 * The largest image, in pixels, whose variants are made: 50 megapixels holds a 50 MP phone photo (8160×6120) and an
 * A4 page scanned at 600 dpi (35 MP). Decoding costs about 3 to 4 bytes per pixel: an image at the limit takes some
 * 200 MB while it is resized, a 10,000×10,000 one would take 400 MB. Larger images are refused at upload (413).
 */
export const IMAGE_MAX_PIXELS = 50_000_000;

/**
 * At most this many images are decoded at once in a process, whatever the number of uploads in flight: with the
 * pixel limit, image decoding holds at most about IMAGE_DECODE_CONCURRENCY × 200 MB. The others wait their turn.
 */
export const IMAGE_DECODE_CONCURRENCY = 2;

/** Runs tasks with at most `limit` at once, first come first served; `peak` is the most that ever ran together. */
export class TaskLimit {
  #active = 0;
  #peak = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  get peak(): number {
    return this.#peak;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#active >= this.limit) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#active++;
    this.#peak = Math.max(this.#peak, this.#active);
    try {
      return await task();
    } finally {
      this.#active--;
      this.#waiting.shift()?.();
    }
  }
}

/** The process's image decoding slots (resizeImage takes one per resize). */
export const imageDecoding = new TaskLimit(IMAGE_DECODE_CONCURRENCY);

/**
 * The image's size in pixels from its header alone (nothing is decoded), or null when it is not a readable image.
 * Every frame or page counts: an animated GIF or a multi-page TIFF decodes them all.
 */
export async function imagePixels(path: string): Promise<{ width: number; height: number; pixels: number } | null> {
  try {
    const meta = await sharp(path, { limitInputPixels: false }).metadata();
    const width = meta.width ?? 0;
    const height = meta.pageHeight ?? meta.height ?? 0;
    return { width, height, pixels: width * height * Math.max(1, meta.pages ?? 1) };
  } catch {
    return null;
  }
}

/** The media type the bytes actually are, from their first bytes; the client's claim is not trusted. */
export function sniffMime(head: Buffer): string | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return 'image/tiff';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  return null;
}
