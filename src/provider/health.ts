/**
 * The partner's health as the gateway's own calls find it, for /ready and the `partner_up`
 * metric, so that no probe costs a partner call. A call the partner answered (any status below
 * 500: a 404 or a 429 is an answer too) makes it up; a run of calls without an answer (timeout,
 * refused connection) or with a 5xx makes it down; before the first call it is unknown.
 */
import type { ProviderCallEvent } from './client.js';

export type PartnerState = 'up' | 'down' | 'unknown';

export interface PartnerHealthReport {
  status: PartnerState;
  /** calls in a row that got no answer or a 5xx */
  consecutiveFailures: number;
  /** seconds since the last call, answered or not; absent before the first */
  lastCallSecondsAgo?: number;
}

/** failed calls in a row that make the partner down: one lost answer is not an outage */
export const DOWN_AFTER_FAILURES = 3;

export class PartnerHealth {
  #failures = 0;
  #answered = false;
  #lastCallAt: number | undefined;

  /** fed every call (the provider client's onCall) */
  record = (event: ProviderCallEvent): void => {
    // an aborted call (the caller went away) says nothing about the partner
    if (event.errorCode === 'ABORTED') return;
    this.#lastCallAt = Date.now();
    if (event.status > 0 && event.status < 500) {
      this.#failures = 0;
      this.#answered = true;
    } else {
      this.#failures += 1;
    }
  };

  state(): PartnerState {
    if (this.#failures >= DOWN_AFTER_FAILURES) return 'down';
    if (this.#answered) return 'up';
    return this.#failures > 0 ? 'down' : 'unknown';
  }

  report(): PartnerHealthReport {
    return {
      status: this.state(),
      consecutiveFailures: this.#failures,
      ...(this.#lastCallAt === undefined
        ? {}
        : { lastCallSecondsAgo: Math.round((Date.now() - this.#lastCallAt) / 1000) }),
    };
  }
}
