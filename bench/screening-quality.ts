/**
 * Screening quality: the labelled set (bench/data/screening-labelled.json, built by bench/screening-labelled-set.ts
 * from the shipped lists) screened against the full OFAC SDN and UN files. For each threshold it reports recall
 * (true pairs whose listed entry is a hit) and the false-positive rate per clean name (clean names with any hit),
 * the precision that makes, and recall per kind of variation at the default threshold.
 *
 * The set is split into two fixed halves by a hash of each name (tuningHalf): the matcher's weights were tuned
 * looking at half A only; half B is held out. Both halves and the whole are reported, so a gain that only fits the
 * names tuned on shows as a gap between them.
 *
 *   node --import tsx bench/screening-quality.ts OFAC_SDN_FOLDER UN_XML   (or BENCH_SCREENING_OFAC, BENCH_SCREENING_UN)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SCREENING_THRESHOLD } from '../src/screening/match/default-threshold.js';
import { screenSubjects } from '../src/services/screening/screen-subject.js';
import type { CleanName, TruePair } from './screening-labelled-set.js';
import { listPaths, listsDb } from './screening-lists-db.js';
import { log } from './settings.js';

const FLOOR = 0.5;

/** The fixed half a labelled name belongs to (FNV-1a of the name, even: A, odd: B). */
export function tuningHalf(name: string): 'A' | 'B' {
  let h = 2166136261;
  for (const ch of name) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0) % 2 === 0 ? 'A' : 'B';
}

interface Point {
  threshold: number;
  recall: number;
  false_positive_rate: number;
  precision: number;
}

function pointAt(trueScores: readonly number[], cleanScores: readonly number[], threshold: number): Point {
  const tp = trueScores.filter((s) => s >= threshold).length;
  const fp = cleanScores.filter((s) => s >= threshold).length;
  return {
    threshold,
    recall: tp / trueScores.length,
    false_positive_rate: fp / cleanScores.length,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
  };
}

export async function runScreeningQualityBench(argv: readonly string[] = []): Promise<void> {
  const paths = listPaths(argv);
  if (paths === null) {
    process.stdout.write(
      '\nscreening quality: skipped: give the OFAC folder and UN XML (BENCH_SCREENING_OFAC, BENCH_SCREENING_UN)\n',
    );
    return;
  }
  const set = JSON.parse(readFileSync(new URL('./data/screening-labelled.json', import.meta.url), 'utf8')) as {
    true_pairs: TruePair[];
    clean_names: CleanName[];
  };
  log('screening quality: importing the lists…');
  const db = await listsDb(paths);
  try {
    const ctx = db.runtime.ctx;
    const trueScores: { pair: TruePair; score: number; best_other: number }[] = [];
    for (const [i, pair] of set.true_pairs.entries()) {
      const matches = await screenSubjects(ctx, [{ key: String(i), kind: pair.kind, name: pair.query }], {
        threshold: FLOOR,
      });
      const own = matches.filter((m) => m.source === pair.source && m.entry.source_key === pair.source_key);
      trueScores.push({
        pair,
        score: Math.max(0, ...own.map((m) => m.score)),
        best_other: Math.max(0, ...matches.filter((m) => !own.includes(m)).map((m) => m.score)),
      });
    }
    const cleanScores: { name: CleanName; score: number; hit: string }[] = [];
    for (const [i, name] of set.clean_names.entries()) {
      const matches = await screenSubjects(ctx, [{ key: String(i), kind: name.kind, name: name.name }], {
        threshold: FLOOR,
      });
      const best = matches.reduce((a, m) => (m.score > a.score ? m : a), { score: 0, entry: { names: [''] } } as {
        score: number;
        entry: { names: readonly string[] };
      });
      cleanScores.push({ name, score: best.score, hit: best.entry.names[0] ?? '' });
    }
    const curve: Point[] = [];
    for (let t = 0.7; t <= 1.0001; t += 0.01) {
      const threshold = Math.round(t * 100) / 100;
      curve.push(
        pointAt(
          trueScores.map((s) => s.score),
          cleanScores.map((s) => s.score),
          threshold,
        ),
      );
    }
    const halves = Object.fromEntries(
      (['A', 'B'] as const).map((half) => [
        half,
        {
          true_pairs: trueScores.filter((s) => tuningHalf(s.pair.query) === half).length,
          clean_names: cleanScores.filter((s) => tuningHalf(s.name.name) === half).length,
          ...pointAt(
            trueScores.filter((s) => tuningHalf(s.pair.query) === half).map((s) => s.score),
            cleanScores.filter((s) => tuningHalf(s.name.name) === half).map((s) => s.score),
            DEFAULT_SCREENING_THRESHOLD,
          ),
        },
      ]),
    ) as Record<'A' | 'B', Point & { true_pairs: number; clean_names: number }>;
    const at = (threshold: number) => curve.find((c) => Math.abs(c.threshold - threshold) < 1e-9);
    const chosen = at(DEFAULT_SCREENING_THRESHOLD);
    const byVariation: Record<string, { pairs: number; recall: number }> = {};
    for (const v of new Set(trueScores.map((s) => s.pair.variation))) {
      const of = trueScores.filter((s) => s.pair.variation === v);
      byVariation[v] = {
        pairs: of.length,
        recall: of.filter((s) => s.score >= DEFAULT_SCREENING_THRESHOLD).length / of.length,
      };
    }
    const missed = trueScores
      .filter((s) => s.score < DEFAULT_SCREENING_THRESHOLD)
      .map((s) => `${s.pair.variation}: "${s.pair.query}" ~ "${s.pair.listed_name}" ${s.score.toFixed(3)}`);
    const falsePositives = cleanScores
      .filter((s) => s.score >= DEFAULT_SCREENING_THRESHOLD)
      .map((s) => `"${s.name.name}" ~ "${s.hit}" ${s.score.toFixed(3)}`);
    const report = {
      when: new Date().toISOString(),
      true_pairs: trueScores.length,
      clean_names: cleanScores.length,
      default_threshold: DEFAULT_SCREENING_THRESHOLD,
      at_default: chosen,
      at_default_by_half: halves,
      by_variation: byVariation,
      curve,
      missed,
      false_positives: falsePositives,
    };
    const dir = fileURLToPath(new URL('./results/', import.meta.url));
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}screening-quality-latest.json`, `${JSON.stringify(report, null, 2)}\n`);
    const pct = (x: number) => `${(x * 100).toFixed(2)} %`;
    const lines = [
      `\nscreening quality (${trueScores.length} true pairs, ${cleanScores.length} clean names; full OFAC SDN + UN)`,
      `  default threshold ${DEFAULT_SCREENING_THRESHOLD}: recall ${chosen ? chosen.recall.toFixed(3) : '?'}, false positives ${chosen ? pct(chosen.false_positive_rate) : '?'} of clean names, precision ${chosen ? chosen.precision.toFixed(3) : '?'}`,
      ...(['A', 'B'] as const).map(
        (h) =>
          `  half ${h}${h === 'A' ? ' (tuned on)' : ' (held out)'}: ${halves[h].true_pairs} true pairs, ${halves[h].clean_names} clean names: recall ${halves[h].recall.toFixed(3)}, false positives ${pct(halves[h].false_positive_rate)}, precision ${halves[h].precision.toFixed(3)}`,
      ),
      `  recall by variation: ${Object.entries(byVariation)
        .map(([v, r]) => `${v} ${r.recall.toFixed(3)} (${r.pairs})`)
        .join(', ')}`,
      '  threshold  recall  FP-rate  precision',
      ...curve
        .filter(
          (c) => Math.round(c.threshold * 100) % 2 === 0 || Math.abs(c.threshold - DEFAULT_SCREENING_THRESHOLD) < 1e-9,
        )
        .map(
          (c) =>
            `  ${c.threshold.toFixed(2)}       ${c.recall.toFixed(3)}   ${pct(c.false_positive_rate).padStart(7)}  ${c.precision.toFixed(3)}`,
        ),
      `  missed at the default (${missed.length}): ${missed.slice(0, 12).join('; ')}`,
      `  false positives at the default (${falsePositives.length}): ${falsePositives.slice(0, 12).join('; ')}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runScreeningQualityBench(process.argv.slice(2));
}
