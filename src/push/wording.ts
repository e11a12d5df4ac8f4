/**
 * What a notification says, the same on APNs (./apns.ts) and FCM (./fcm.ts): a title and a
 * body made only of the event, the order's type and its status, which any lock screen may
 * show. Nothing else of the order goes into them: no phone number, name or SIM number.
 */
import type { PushMessage } from './transport.js';

/** how long a service keeps trying to reach a phone that is away: a day-old status is no news */
export const STALE_AFTER_MS = 24 * 3_600_000;

/**
 * when the service may drop the notification undelivered: a day after the gateway wrote it (on
 * its own clock, not the partner's, which need not agree with the services')
 */
export const staleAt = (message: PushMessage): Date => new Date(message.writtenAt.getTime() + STALE_AFTER_MS);

/** how a status ends "Your … order …"; any other reads "is <status>" (is pending, is busy) */
const STATUS_PHRASES: Record<string, string> = {
  DONE: 'is done',
  ERROR: 'failed',
  CANCELLED: 'was cancelled',
};

/**
 * A word of the partner's as an enum writes it (NEW_SUBSCRIPTION, CHANGE_SIM, BUSY), or
 * nothing: a type or status of another shape is left out rather than put on a lock screen,
 * so not even an unknown one from the partner can carry a number there.
 */
const enumWord = (value: string | null): string | undefined =>
  value !== null && /^[A-Z][A-Z_]{0,39}$/.test(value) ? value : undefined;

/** the title and body of the alert, plain English */
export function alertOf(message: PushMessage): { title: string; body: string } {
  // delivery.ts calls an order without a type ORDER: "Your order", not "Your ORDER order"
  const type = enumWord(message.activationType === 'ORDER' ? null : message.activationType);
  const order = type === undefined ? 'Your order' : `Your ${type} order`;
  const status = enumWord(message.status);
  // one case per event type: a type added to the outbox does not compile until it has its words
  switch (message.eventType) {
    case 'order.placed':
      return { title: 'Order placed', body: `${order} was placed` };
    case 'order.rejected':
      return { title: 'Order rejected', body: `${order} was rejected` };
    case 'order.status_changed':
    case 'order.finished':
      if (status === undefined) return { title: 'Order updated', body: `${order} was updated` };
      return {
        title: `Order ${status}`,
        body: `${order} ${STATUS_PHRASES[status] ?? `is ${status.toLowerCase()}`}`,
      };
    default:
      // a type stated in the outbox without words here does not compile; one a newer instance
      // wrote, unknown to this one, is said plainly
      message.eventType satisfies never;
      return { title: 'Order updated', body: `${order} was updated` };
  }
}
