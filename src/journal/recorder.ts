/**
 * What the watcher's polls saw, on its way into the journal: one poll's changes after
 * another's, so that an activation's history keeps its order, without a poll's publication
 * waiting for the database. What a poll saw while the database was away is kept (the latest
 * state of each activation, up to MAX_WAITING) and recorded with the next poll, or within
 * `retryMs`: an order's final status, and its webhook messages, are not lost with an outage.
 */
import type { WireActivation } from '@msp/partner-interface';
import type { Logger } from '../logger.js';
import type { Journal } from './journal.js';

/** activations whose changes wait for the database, at most (the oldest give way) */
const MAX_WAITING = 100_000;
const LOG_INTERVAL_MS = 60_000;

export class ChangeRecorder {
  readonly #journal: Journal;
  readonly #logger: Logger;
  readonly #waiting = new Map<string, WireActivation>();
  readonly #timer: NodeJS.Timeout;
  #recording: Promise<void> = Promise.resolve();
  #logged = 0;

  constructor(journal: Journal, logger: Logger, retryMs: number) {
    this.#journal = journal;
    this.#logger = logger;
    this.#timer = setInterval(() => {
      if (this.#waiting.size > 0) this.record([]);
    }, retryMs);
    this.#timer.unref();
  }

  /** Records what a poll saw, after what the polls before it saw (and what still waits). */
  record(activations: readonly WireActivation[]): void {
    this.#recording = this.#recording.then(async () => {
      for (const activation of activations) {
        this.#waiting.delete(activation.id);
        this.#waiting.set(activation.id, activation);
      }
      if (this.#waiting.size === 0) return;
      const batch = [...this.#waiting.values()];
      try {
        await this.#journal.recordChanges(batch);
        for (const a of batch) if (this.#waiting.get(a.id) === a) this.#waiting.delete(a.id);
      } catch (error) {
        const over = this.#waiting.size - MAX_WAITING;
        if (over > 0) for (const id of [...this.#waiting.keys()].slice(0, over)) this.#waiting.delete(id);
        if (Date.now() - this.#logged > LOG_INTERVAL_MS) {
          this.#logged = Date.now();
          this.#logger.warn(
            { err: error, waiting: this.#waiting.size },
            'journal: status changes not recorded yet; tried again every few seconds (logged once a minute)',
          );
        }
      }
    });
  }

  /** Stops retrying; resolves once what was being recorded is. */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.#recording;
  }
}
