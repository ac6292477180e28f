import type { FieldError } from './app-error.js';
import { isUuid } from './uuid.js';

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const MAX_REASONS = 100;
export const MAX_REASON_LENGTH = 1000;
export const MAX_SCORE_LENGTH = 100;

export interface RiskScoreInput {
  readonly verificationId: string;
  readonly simple: RiskLevel | null;
  readonly score: string | null;
  readonly reasons: readonly string[];
}

const FLAT_KEYS = new Set([
  'id',
  'risk_score[simple]',
  'risk_score[detailed][score]',
  'risk_score[detailed][reasons][]',
  'risk_score[detailed][reasons]',
]);

type Result = { ok: true; value: RiskScoreInput } | { ok: false; details: FieldError[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function own(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * Reads the external risk score from any of the accepted body shapes — nested JSON
 * (`{"id", "risk_score": {"simple", "detailed": {"score", "reasons": []}}}`) or the spec's flat bracket names as
 * sent by forms (`risk_score[detailed][reasons][]` repeated keeps its order) — into one validated value.
 * Only the known paths are read; anything else is refused, so hostile keys never reach an object.
 */
export function parseRiskScoreInput(body: unknown): Result {
  if (!isRecord(body)) return { ok: false, details: [{ field: 'body', message: 'must be an object of fields' }] };
  const details: FieldError[] = [];
  const keys = Object.keys(body);
  const nested = Object.hasOwn(body, 'risk_score');

  let simpleRaw: unknown;
  let scoreRaw: unknown;
  let reasonsRaw: unknown;
  if (nested) {
    for (const key of keys) {
      if (key !== 'id' && key !== 'risk_score') details.push({ field: key, message: 'is not a known field' });
    }
    const riskScore = own(body, 'risk_score');
    if (!isRecord(riskScore)) {
      details.push({ field: 'risk_score', message: 'must be an object' });
    } else {
      for (const key of Object.keys(riskScore)) {
        if (key !== 'simple' && key !== 'detailed')
          details.push({ field: `risk_score[${key}]`, message: 'is not a known field' });
      }
      simpleRaw = own(riskScore, 'simple');
      const detailed = own(riskScore, 'detailed');
      if (detailed !== undefined && detailed !== null) {
        if (!isRecord(detailed)) details.push({ field: 'risk_score[detailed]', message: 'must be an object' });
        else {
          for (const key of Object.keys(detailed)) {
            if (key !== 'score' && key !== 'reasons') {
              details.push({ field: `risk_score[detailed][${key}]`, message: 'is not a known field' });
            }
          }
          scoreRaw = own(detailed, 'score');
          reasonsRaw = own(detailed, 'reasons');
        }
      }
    }
  } else {
    for (const key of keys) {
      if (!FLAT_KEYS.has(key)) details.push({ field: key.slice(0, 100), message: 'is not a known field' });
    }
    simpleRaw = own(body, 'risk_score[simple]');
    scoreRaw = own(body, 'risk_score[detailed][score]');
    const a = own(body, 'risk_score[detailed][reasons][]');
    const b = own(body, 'risk_score[detailed][reasons]');
    reasonsRaw = a !== undefined && b !== undefined ? [...[a].flat(), ...[b].flat()] : (a ?? b);
  }
  if (details.length > 20) details.length = 20;

  const id = own(body, 'id');
  if (typeof id !== 'string' || !isUuid(id))
    details.push({ field: 'id', message: 'is required: the verification id (a UUID)' });

  let simple: RiskLevel | null = null;
  if (simpleRaw !== undefined && simpleRaw !== null && simpleRaw !== '') {
    if (typeof simpleRaw === 'string' && (RISK_LEVELS as readonly string[]).includes(simpleRaw))
      simple = simpleRaw as RiskLevel;
    else details.push({ field: 'risk_score[simple]', message: `must be one of: ${RISK_LEVELS.join(', ')}` });
  }

  let score: string | null = null;
  if (scoreRaw !== undefined && scoreRaw !== null && scoreRaw !== '') {
    if (typeof scoreRaw !== 'string')
      details.push({ field: 'risk_score[detailed][score]', message: 'must be a string' });
    else if (scoreRaw.length > MAX_SCORE_LENGTH) {
      details.push({ field: 'risk_score[detailed][score]', message: `must be at most ${MAX_SCORE_LENGTH} characters` });
    } else score = scoreRaw;
  }

  const reasons: string[] = [];
  if (reasonsRaw !== undefined && reasonsRaw !== null) {
    const list = Array.isArray(reasonsRaw) ? reasonsRaw : [reasonsRaw];
    if (list.length > MAX_REASONS) {
      details.push({ field: 'risk_score[detailed][reasons][]', message: `at most ${MAX_REASONS} reasons` });
    } else {
      list.forEach((reason, i) => {
        if (typeof reason !== 'string')
          details.push({ field: `risk_score[detailed][reasons][${i}]`, message: 'must be a string' });
        else if (reason.length > MAX_REASON_LENGTH) {
          details.push({
            field: `risk_score[detailed][reasons][${i}]`,
            message: `must be at most ${MAX_REASON_LENGTH} characters`,
          });
        } else if (reason.trim() !== '') reasons.push(reason);
      });
    }
  }

  if (details.length === 0 && simple === null && score === null && reasons.length === 0) {
    details.push({
      field: 'risk_score',
      message: 'nothing to record: give risk_score[simple], a detailed score or reasons',
    });
  }
  if (details.length > 0) return { ok: false, details };
  return { ok: true, value: { verificationId: id as string, simple, score, reasons } };
}
