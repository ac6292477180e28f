// Compiles the server (src/**/*.ts) into dist/server/ as plain ES modules, file by file (no bundling), so
// `bin/dossier` and `npm start` run JavaScript with no TypeScript compiler at run time. Type checking is
// `npm run typecheck`'s job; this only strips types, in well under a second.
import { readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = join(root, 'src');
const outdir = join(root, 'dist', 'server');

const entryPoints = readdirSync(src, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
  .map((entry) => relative(root, join(entry.parentPath ?? entry.path, entry.name)));

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints,
  outdir,
  outbase: 'src',
  absWorkingDir: root,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
});
process.stderr.write(`compiled ${entryPoints.length} files into dist/server\n`);
