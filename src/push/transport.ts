/**
 * What a push service is to delivery (./delivery.ts): send one notification to one device,
 * and say how it went. APNs (./apns.ts) and FCM (./fcm.ts) are the two.
 */
import type { EventType } from '../journal/outbox.js';
import type { PushPlatform } from '../journal/tables.js';

export type { PushPlatform };

/** what a notification says; never personal data beyond what a lock screen may show */
export interface PushMessage {
  /** stable per message (a UUID): APNs `apns-id` and `apns-collapse-id`, so a retry never shows twice; FCM collapse key / message data */
  id: string;
  eventType: EventType;
  activationId: string | null; // the partner's activation id
  activationType: string; // the partner's: ACTIVATENEW, SIMSWAP, TERMINATE ...
  status: string | null; // the partner's: INIT, BUSY, DONE, ERROR, CANCELLING, CANCELLED
  previousStatus: string | null;
  final: boolean; // DONE/ERROR/CANCELLED or rejected: ends a Live Activity
  /** when the change happened, on the partner's clock: orders a Live Activity's updates */
  occurredAt: Date;
  /** when the gateway wrote the message, on its own clock: the services drop it a day after */
  writtenAt: Date;
}
export interface PushTarget {
  token: string;
  liveActivityToken?: string | null | undefined;
}
/** how one send ended */
export type PushOutcome =
  | { kind: 'delivered' }
  | { kind: 'unregistered'; which: 'token' | 'liveActivityToken'; reason: string } // delete that token
  | { kind: 'retry'; reason: string; retryAfterMs?: number } // 429, 5xx, network, timeout
  | { kind: 'failed'; reason: string }; // a 4xx that retrying cannot fix
export interface PushTransport {
  readonly platform: PushPlatform;
  /** APNs: the alert, then (when target.liveActivityToken) a `liveactivity` update (event 'end' when final) — return one outcome per token sent to; FCM: one */
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome[]>;
  close(): Promise<void>;
}
