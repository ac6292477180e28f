/**
 * The score from which a match is a hit, unless the account sets its own. Chosen from the quality benchmark
 * (bench/screening-quality.ts; figures in bench/results/ and docs/operations.md): the lowest threshold whose
 * false-positive rate on clean names stays within 0.5 %, keeping recall at or above 0.98.
 */
export const DEFAULT_SCREENING_THRESHOLD = 0.85;
