import type { ServerResponse } from 'node:http';

/** A response whose head is written (writeHead) and whose body is ready. */
export interface ReadyResponse {
  readonly response: ServerResponse;
  readonly body: Buffer;
}

/**
 * Ends the responses made ready during one turn of the event loop together, once the turn's I/O callbacks have
 * run (setImmediate), instead of each as soon as it is ready.
 *
 * Why: a write to a socket whose reader is asleep wakes the reader, and waking a thread on another CPU costs an
 * interrupt between processors (in a virtual machine, an exit to the hypervisor): on the benchmark machine that
 * was about half of the kernel's work per response. Writes made back to back find the reader already awake, so a
 * turn's responses cost about one wake-up instead of one each. Under load a turn reads many requests; under light
 * load it reads one, and its response goes out as soon as the turn's callbacks are done, which is when node:http
 * would have written it anyway had the handler awaited anything.
 */
export class ResponseBatch<Ready extends ReadyResponse> {
  #ready: Ready[] = [];

  constructor(
    /** Called after each response is ended (metrics, the log line). */
    private readonly sent: (ready: Ready) => void,
  ) {}

  add(ready: Ready): void {
    if (this.#ready.length === 0) setImmediate(this.#flush);
    this.#ready.push(ready);
  }

  readonly #flush = (): void => {
    const batch = this.#ready;
    this.#ready = [];
    for (const ready of batch) ready.response.end(ready.body);
    for (const ready of batch) this.sent(ready);
  };
}
