import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.includes('node_modules'))
    .map((f) => join(ROOT, dir, f));
}

/** Every relative module a file imports or re-exports, as a path from the repository root. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g)].map((m) => m[1]);
  return specifiers.map((s) => relative(ROOT, resolve(dirname(file), s as string)));
}

function offenders(dirs: readonly string[], forbidden: (target: string) => boolean): string[] {
  return dirs.flatMap((dir) =>
    sourceFiles(dir).flatMap((file) =>
      importsOf(file)
        .filter(forbidden)
        .map((target) => `${relative(ROOT, file)} → ${target}`),
    ),
  );
}

// Which layer may import which, held by a test rather than by memory (rules/README.md says why rules/ exists).
describe('layering', () => {
  it('keeps the browser apps off the service: web/ imports no src/ (only the HTTP API, generated types, rules/)', () => {
    assert.deepEqual(
      offenders(['web/console', 'web/portal', 'web/shared'], (t) => t.startsWith('src/')),
      [],
    );
  });

  it('keeps business code off the transport: services, portal, domain and db import no http/ or webhooks/', () => {
    const layers = ['src/services', 'src/portal', 'src/domain', 'src/db', 'src/validation', 'src/redis'];
    assert.deepEqual(
      offenders(layers, (t) => t.startsWith('src/http/') || t.startsWith('src/webhooks/')),
      [],
    );
  });

  it('keeps SQL in the repositories: services and portal build no query (no selectFrom, insertInto, updateTable, deleteFrom, sql`)', () => {
    const query = /\.(?:selectFrom|insertInto|updateTable|deleteFrom)\b|\bsql(?:<[^`]*>)?`/;
    const found = ['src/services', 'src/portal'].flatMap((dir) =>
      sourceFiles(dir).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (query.test(line) ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
      ),
    );
    assert.deepEqual(found, []);
  });

  it('keeps the shared rules pure: rules/ imports nothing of ours', () => {
    assert.deepEqual(
      offenders(['rules'], (t) => !t.startsWith('rules/')),
      [],
    );
  });
});
