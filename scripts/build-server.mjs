// Builds the server (src/**/*.ts) into dist/server/ as bundled ES modules, so `bin/dossier` and `npm start` run
// JavaScript with no TypeScript compiler at run time. Type checking is `npm run typecheck`'s job; this only strips
// types and bundles, in about a second.
//
// Why a bundle: on Node 20 (no module compile cache) start-up is mostly module loading, and most of that is
// resolving, stat-ing and reading hundreds of small files (Kysely alone ships ~300). One entry per process kind
// (the CLI, the delivery thread) with code splitting keeps every lazy import lazy: `dossier --help` loads no
// server code, and a command loads only its own chunks. Packages that load files beside their own code at run time
// (native addons, fonts, static assets, worker scripts) or that are loaded only when configured stay external.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'dist', 'server');

const external = [
  // Native addons.
  'better-sqlite3',
  'sharp',
  // Files read from their own package directory at run time: fonts, static pages, worker scripts, JSON data.
  'pdfkit',
  '@fastify/swagger-ui',
  'pino',
  'thread-stream',
  'world-countries',
  // Loaded only when configured (PostgreSQL, Redis, S3, SMTP, /metrics) or by one feature: their own files.
  'pg',
  'pg-native',
  'ioredis',
  '@aws-sdk/*',
  '@smithy/*',
  'nodemailer',
  'prom-client',
  'undici',
  'bitcoinjs-message',
  'tsx',
  'esbuild',
];

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  // Output names are fixed: bin/dossier runs cli.js and the delivery thread starts delivery-thread-entry.js.
  entryPoints: { cli: 'src/cli.ts', 'delivery-thread-entry': 'src/webhooks/delivery-thread-entry.ts' },
  outdir,
  absWorkingDir: root,
  bundle: true,
  splitting: true,
  // Chunks beside the entries: every output file finds dist/web at ../web and the thread's entry at ./.
  chunkNames: 'chunk-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external,
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as __dossierCreateRequire } from 'node:module'; const require = __dossierCreateRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
});
const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
process.stderr.write(`bundled the server into ${outputs.length} files in dist/server\n`);
