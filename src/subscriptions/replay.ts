/**
 * What `since` asks of a live stream: an app that was away (a phone in a tunnel, an app closed
 * for a day) resubscribes with the time of the last event it saw, and first gets every change
 * the journal recorded from that instant on, oldest first, then the live ones. The instant
 * itself is included: several changes may share a time (a partner that keeps seconds, four
 * orders moved by one step), and the app cannot say which of them it had; what it had comes
 * again, the same state, which a normalized cache merges and the client package drops.
 */
import type { WireActivation } from '@msp/partner-interface';

/** a change the subscriber missed, as the journal recorded it */
export interface MissedChange {
  activationId: string;
  status: string;
  portingStatus: string | null;
  /** when it changed (the partner's modifiedAt), ISO */
  at: string;
}

export interface Replay {
  /** the time of the last event the subscriber saw (ISO 8601, any offset); included */
  since: string;
  /** the changes recorded at or after `since`, oldest first (read after the stream listens) */
  missed(): Promise<MissedChange[]>;
}

/**
 * A missed change as the stream sends it: the activation as it is now, with that change's
 * status, porting status and time (the journal records no more of an earlier state).
 */
export function asOf(activation: WireActivation, change: MissedChange): WireActivation {
  const { portingStatus: _now, ...rest } = activation;
  return {
    ...rest,
    status: change.status,
    ...(change.portingStatus === null ? {} : { portingStatus: change.portingStatus }),
    modifiedAt: change.at,
  };
}

/**
 * An ISO date-time as microseconds since the epoch: Date keeps milliseconds, and a partner may
 * send more digits, so that two changes within one millisecond still tell apart.
 */
export function microsOf(iso: string): number | undefined {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return undefined;
  const digits = /\.\d{3}(\d{1,3})/.exec(iso)?.[1] ?? '';
  return ms * 1000 + Number(digits.padEnd(3, '0'));
}

/** whether a state is from `since` on: one without a time is taken as such */
export function isSince(activation: WireActivation, since: string): boolean {
  const at = activation.modifiedAt == null ? undefined : microsOf(activation.modifiedAt);
  const from = microsOf(since);
  return at === undefined || from === undefined || at >= from;
}
