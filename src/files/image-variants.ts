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
  try {
    const image = sharp(path, { limitInputPixels: 100_000_000, failOn: 'error' }).rotate();
    const meta = await image.metadata();
    const resized = image.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    if (meta.format === 'png') return { bytes: await resized.png().toBuffer(), mime: 'image/png' };
    return { bytes: await resized.jpeg({ quality: 82 }).toBuffer(), mime: 'image/jpeg' };
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
