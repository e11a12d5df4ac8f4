/**
 * What the watcher's polls saw, on its way into the journal: one poll's changes after
 * another's, so that an activation's history keeps its order, without a poll's publication
 * waiting for the database. What the polls saw while the database was away is kept (every
 * state of each activation, in order, up to MAX_WAITING activations) and recorded with the next
 * poll, or within `retryMs`, one state of each activation per statement: an order's BUSY and
 * its final status, and their webhook and push messages, are not lost with an outage.
 */
import type { WireActivation } from '@msp/partner-interface';
import type { Logger } from '../observability/logger.js';
import type { Journal } from './journal.js';

/** activations whose changes wait for the database, at most (the oldest give way) */
const MAX_WAITING = 100_000;
/** states of one activation that wait, at most (the earliest after the first give way) */
const MAX_STATES = 50;
const LOG_INTERVAL_MS = 60_000;

export class ChangeRecorder {
  readonly #journal: Journal;
  readonly #logger: Logger;
  readonly #waiting = new Map<string, WireActivation[]>();
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
        const states = this.#waiting.get(activation.id);
        if (states === undefined) this.#waiting.set(activation.id, [activation]);
        else if (states.at(-1) !== activation) {
          states.push(activation);
          if (states.length > MAX_STATES) states.splice(1, 1);
        }
      }
      while (this.#waiting.size > 0) {
        // the earliest waiting state of each activation: the statement takes one of each
        const batch = [...this.#waiting.values()].flatMap((states) => states.slice(0, 1));
        try {
          await this.#journal.recordChanges(batch);
        } catch (error) {
          this.#failed(error);
          return;
        }
        for (const a of batch) {
          const states = this.#waiting.get(a.id);
          if (states?.[0] !== a) continue;
          states.shift();
          if (states.length === 0) this.#waiting.delete(a.id);
        }
      }
    });
  }

  #failed(error: unknown): void {
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

  /** Stops retrying; resolves once what was being recorded is. */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.#recording;
  }
}
