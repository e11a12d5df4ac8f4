/**
 * When to poll an activation next. Fast while an order is young and moving, slower the longer
 * nothing changes, slow while the provider waits for a date (an approved port-in's
 * approvedDate, a wishDate) and awake again just before it; backing off after errors. Pure,
 * so the schedule is tested with fake timers and no provider.
 */
import type { WireActivation } from '@msp/partner-interface';
import { isFinalStatus } from '@msp/partner-interface';
import { DEFAULT_POLL_SETTINGS as DEFAULTS } from '../settings/defaults.js';

export interface PollSettings {
  /** the fastest interval, for a young order @default DEFAULT_POLL_SETTINGS.minMs */
  minMs: number;
  /** the slowest interval for an order that is moving @default DEFAULT_POLL_SETTINGS.maxMs */
  maxMs: number;
  /** the interval while the provider waits for a date far ahead @default DEFAULT_POLL_SETTINGS.slowMs */
  slowMs: number;
  /** share of an interval added or taken at random @default DEFAULT_POLL_SETTINGS.jitter */
  jitter: number;
}

/** stated once in defaults.ts */
export const DEFAULT_POLL_SETTINGS: PollSettings = DEFAULTS;

/**
 * The date the provider is waiting for, if the order is parked until then: once it has taken
 * the order in hand (BUSY, with its order number; a port-in once the donor has APPROVED it),
 * nothing changes before that date. Before that (INIT, a port-in the donor has not answered)
 * it is young and moving, even with a date far ahead: its followers see BUSY, the order
 * number and a new phone number as they come.
 */
function awaitedDate(activation: WireActivation): string | undefined {
  const info = activation.info ?? {};
  if (activation.activationType === 'INPORT')
    return info.portingStatus === 'APPROVED' ? info.approvedDate : undefined;
  if (activation.status === 'BUSY' && activation.providerOrderNumber)
    return info.wishDate ?? info.portingWishDate;
  return undefined;
}

/**
 * Milliseconds until the next poll; Infinity once the status is final.
 * @param now the provider's current time
 * @param quietMs how long the activation has not changed
 * @param stirredMs how long ago an order placed here (a cancellation) touched it, when it has
 *   not changed since: it moves now, whatever date it waited for, though it may look the same
 *   until it does (a cancelled termination stays BUSY, its date ahead, until it is CANCELLED).
 *   It is polled at the moving pace for as long as a parked order sleeps, then parked again
 */
export function nextPollIn(
  activation: WireActivation,
  now: number,
  quietMs: number,
  s: PollSettings,
  stirredMs?: number,
): number {
  if (isFinalStatus(activation.status)) return Number.POSITIVE_INFINITY;
  const stirred = stirredMs !== undefined && stirredMs < s.slowMs;
  const awaited = stirred ? undefined : awaitedDate(activation);
  const at = awaited === undefined ? Number.NaN : Date.parse(awaited);
  if (!Number.isNaN(at) && at - now > s.maxMs) {
    // parked: sleep until shortly before the date, but look in now and then
    return Math.min(s.slowMs, Math.max(s.minMs, at - now - s.minMs));
  }
  const doublings = Math.floor(Math.max(0, quietMs) / (30 * s.minMs));
  return Math.min(s.maxMs, s.minMs * 2 ** Math.min(doublings, 20));
}

/** Milliseconds to wait after `failures` failed polls in a row. */
export function backoffIn(failures: number, s: PollSettings): number {
  return Math.min(s.maxMs, s.minMs * 2 ** Math.min(Math.max(0, failures), 20));
}

/** An interval with jitter, so pollers started together drift apart. */
export function jittered(ms: number, s: PollSettings, random: () => number = Math.random): number {
  if (!Number.isFinite(ms)) return ms;
  return Math.max(0, Math.round(ms * (1 + s.jitter * (2 * random() - 1))));
}
