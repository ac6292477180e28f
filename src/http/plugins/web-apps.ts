import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The browser apps the service serves, each a Vite build under webDir/<name>/. */
const APPS = ['console', 'portal'] as const;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/**
 * Pages run no inline script and no eval; they are never framed; they talk only to this origin. Styles allow
 * inline attributes because the dialog primitives position themselves with them.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

interface StaticFile {
  readonly body: Buffer;
  /** Whether the file is worth compressing; its gzip is made on its first request, not at boot. */
  readonly compressible: boolean;
  gzip: Buffer | null;
  readonly type: string;
  readonly etag: string;
  /** Content-hashed names never change: cache them for a year. index.html must always be revalidated. */
  readonly immutable: boolean;
}

function loadApp(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) {
        walk(path);
        continue;
      }
      const body = readFileSync(path);
      const type = TYPES[extname(name)] ?? 'application/octet-stream';
      const compressible = /^(text\/|application\/json|image\/svg)/.test(type) && body.length > 512;
      const key = relative(dir, path).split(sep).join('/');
      files.set(key, {
        body,
        compressible,
        gzip: null,
        type,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        immutable: key.startsWith('assets/'),
      });
    }
  };
  walk(dir);
  return files;
}

function securityHeaders(reply: FastifyReply): void {
  reply.header('content-security-policy', CONSOLE_CSP);
  reply.header('x-frame-options', 'DENY');
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'same-origin');
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
}

function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile) {
  securityHeaders(reply);
  reply.header('cache-control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  reply.header('etag', file.etag);
  reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  reply.type(file.type);
  if (file.compressible && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    file.gzip ??= gzipSync(file.body, { level: 9 });
    reply.header('content-encoding', 'gzip');
    return reply.send(file.gzip);
  }
  return reply.send(file.body);
}

/**
 * Serves the built console at /console/ from memory (the build is a few hundred kilobytes, read on the app's
 * first request and each file gzipped once, on its own first request), with an SPA fallback: any path that is not a file gets index.html and the app routes it. `/` redirects
 * to the console.
 */
export function registerWebApps(app: FastifyInstance, webDir: string | null | undefined): void {
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/console/', 302));
  for (const name of APPS) {
    const dir = webDir ? join(webDir, name) : null;
    const built = dir !== null && existsSync(join(dir, 'index.html'));
    // Read (and hashed for their ETags) on the app's first request, not at every start of the service.
    let loaded: Map<string, StaticFile> | null = null;
    const handler = async (request: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) => {
      if (built && loaded === null) loaded = loadApp(dir);
      const files = loaded;
      if (files === null) {
        reply.code(503).type('text/plain; charset=utf-8');
        return reply.send(`The ${name} is not built: run npm run build:web (npm install does it).`);
      }
      const path = request.params['*'] ?? '';
      const file = files.get(path);
      if (file) return send(request, reply, file);
      // A missing asset is a 404, not index.html: a stale hashed name must fail visibly, not as HTML parsed as JS.
      if (path.startsWith('assets/') || extname(path) !== '') {
        reply.code(404).type('text/plain; charset=utf-8');
        return reply.send('Not found');
      }
      return send(request, reply, files.get('index.html') as StaticFile);
    };
    app.get(`/${name}`, { schema: { hide: true } }, async (_request, reply) => reply.redirect(`/${name}/`, 301));
    app.get(`/${name}/*`, { schema: { hide: true } }, handler);
  }
}
