import { parseArgs } from 'node:util';
import { dayOf, parseDay } from '../domain/retention.js';
import { runDailyJobs } from '../services/daily-jobs.js';
import type { CommandIo } from './command-io.js';

/** `dossier reviews run [--as-of DAY]`: one line per job on stdout, `job day ran|done key=value…`. */
export async function reviewsCommand(sub: string | undefined, args: string[], io: CommandIo): Promise<void> {
  if (sub !== 'run') throw io.usage('reviews takes run');
  const { values } = parseArgs({ args, options: { 'as-of': { type: 'string' } } });
  const asOf = values['as-of'];
  const day = asOf === undefined ? dayOf(new Date().toISOString()) : parseDay(asOf);
  if (day === null) throw io.usage('--as-of takes a day as YYYY-MM-DD');
  const outcomes = await io.withContext((ctx) => runDailyJobs(ctx, day, `cli-${process.pid}`));
  for (const o of outcomes) {
    const result =
      o.result === null
        ? ''
        : Object.entries(o.result)
            .map(([k, v]) => ` ${k}=${v}`)
            .join('');
    io.out(`${o.job} ${o.day} ${o.status}${result}`);
  }
}
