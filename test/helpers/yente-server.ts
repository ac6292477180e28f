import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** The recorded answers (test/fixtures/screening/yente/, see its README for where their shape comes from). */
export function yenteFixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../fixtures/screening/yente/${name}.json`, import.meta.url), 'utf8'));
}

export interface YenteRequest {
  readonly method: string;
  readonly path: string;
  readonly params: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: { queries: Record<string, { schema: string; properties: Record<string, string[]> }> };
}

/**
 * How the server answers: `ok` from the recorded answers; `error` with yente's error status and body; `down`
 * drops every connection unanswered (a stopped service or a broken proxy); `hang` never answers.
 */
export type YenteMode = 'ok' | 'error' | 'down' | 'hang';

/**
 * A real HTTP server in yente's place: `POST /match/{dataset}` answers each query of the batch under its own key
 * with the recorded answer for the query's first name (`answers`), or with no results. It keeps every request.
 */
export class YenteServer {
  readonly requests: YenteRequest[] = [];
  mode: YenteMode = 'ok';
  /** A query's first name → the fixture answering it. */
  readonly answers = new Map<string, string>();
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  private constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://yente');
        const text = Buffer.concat(chunks).toString('utf8');
        this.requests.push({
          method: req.method ?? '',
          path: url.pathname,
          params: url.searchParams,
          headers: req.headers,
          body: text ? JSON.parse(text) : { queries: {} },
        });
        if (this.mode === 'down') return req.socket.destroy();
        if (this.mode === 'hang') return;
        res.setHeader('content-type', 'application/json');
        if (this.mode === 'error') {
          res.statusCode = 503;
          return res.end(JSON.stringify(yenteFixture('error-503')));
        }
        if (req.method !== 'POST' || !/^\/match\/[a-z0-9_]+$/.test(url.pathname)) {
          res.statusCode = 404;
          return res.end(JSON.stringify({ detail: 'Not Found' }));
        }
        const { queries } = JSON.parse(text) as YenteRequest['body'];
        const responses: Record<string, unknown> = {};
        for (const [key, query] of Object.entries(queries)) {
          const fixture = this.answers.get(query.properties.name?.[0] ?? '') ?? 'match-no-results';
          const recorded = yenteFixture(fixture) as { results: Record<string, unknown>[] };
          // yente's last_seen moves with every data release, whether the entity changed or not.
          const results = recorded.results.map((r) => ({ ...r, last_seen: new Date().toISOString().slice(0, 19) }));
          // yente echoes the query it parsed; the recorded one stands for it.
          responses[key] = { ...recorded, results, query: { id: null, ...query } };
        }
        res.setHeader('x-batch-size', String(Object.keys(queries).length));
        res.end(JSON.stringify({ responses, limit: Number(url.searchParams.get('limit') ?? 5) }));
      });
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  static async start(): Promise<YenteServer> {
    const yente = new YenteServer();
    await new Promise<void>((resolve) => yente.server.listen(0, '127.0.0.1', resolve));
    return yente;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The match requests since the last call. */
  take(): YenteRequest[] {
    return this.requests.splice(0);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
