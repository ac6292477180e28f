import { randomFillSync } from 'node:crypto';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** Random bytes are drawn in bulk: one call per 256 ids instead of one per id. */
const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let poolOffset = POOL_SIZE;

function randomBytes16(): Buffer {
  if (poolOffset + 16 > POOL_SIZE) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const bytes = Buffer.from(pool.subarray(poolOffset, poolOffset + 16));
  poolOffset += 16;
  return bytes;
}

/** A time this far behind the last id's is a deliberate back-dated stamp, not a clock hiccup. */
const BACKDATED_MS = 60_000;

/**
 * UUIDv7 (RFC 9562): 48-bit millisecond timestamp, then random bits. Ids sort by creation time, which keeps
 * b-tree inserts append-only and makes (created_at, id) keyset pagination stable. Within one millisecond a
 * 12-bit counter in rand_a keeps ids from one process strictly increasing. A time more than a minute in the
 * past (a record stamped with an earlier date, as imports and the demo do) gets an id of that time instead.
 */
export function uuidv7Generator(): (now?: number) => string {
  let lastMs = 0;
  let sequence = 0;
  // Back-dated ids keep their own counter, so ids stamped with the same past millisecond still increase.
  let backdatedMs = -1;
  let backdatedSequence = 0;
  return (now = Date.now()) => {
    if (now < lastMs - BACKDATED_MS) {
      backdatedSequence = now === backdatedMs ? (backdatedSequence + 1) & 0xfff : 0;
      backdatedMs = now;
      return encode(now, backdatedSequence);
    }
    if (now > lastMs) {
      lastMs = now;
      sequence = 0;
    } else {
      sequence++;
      if (sequence > 0xfff) {
        lastMs++;
        sequence = 0;
      }
    }
    return encode(lastMs, sequence);
  };
}

/** A UUIDv7 stamped with exactly `ms` (random low bits), for rows written with a time of their own (bulk loads). */
export function uuidv7At(ms: number): string {
  return encode(ms, Math.floor(Math.random() * 0x1000));
}

/** The process's generator: every id this process makes comes from it. */
export const uuidv7 = uuidv7Generator();

function encode(ms: number, sequence: number): string {
  const bytes = randomBytes16();
  bytes[0] = Math.floor(ms / 2 ** 40) & 0xff;
  bytes[1] = Math.floor(ms / 2 ** 32) & 0xff;
  bytes[2] = (ms >>> 24) & 0xff;
  bytes[3] = (ms >>> 16) & 0xff;
  bytes[4] = (ms >>> 8) & 0xff;
  bytes[5] = ms & 0xff;
  bytes[6] = 0x70 | ((sequence >>> 8) & 0x0f);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | ((bytes[8] as number) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function uuidToBytes(id: string): Buffer {
  return Buffer.from(id.replaceAll('-', ''), 'hex');
}

export function bytesToUuid(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
