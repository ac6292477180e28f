import { EventEmitter } from 'node:events';

/**
 * Wakes the delivery worker of this process as soon as new deliveries commit, so an idle system delivers within
 * milliseconds instead of at the next poll. Other processes are woken by PostgreSQL NOTIFY (see webhook-outbox).
 */
export class DeliverySignal {
  readonly #emitter = new EventEmitter();

  notify(): void {
    this.#emitter.emit('deliveries');
  }

  subscribe(listener: () => void): () => void {
    this.#emitter.on('deliveries', listener);
    return () => this.#emitter.off('deliveries', listener);
  }
}

export const DELIVERY_CHANNEL = 'dossier_webhook_deliveries';
