/**
 * The checker: invariants over what the callers were told (the history), what the partner took
 * (the simulator's records), what the gateway believes (the journal's tables) and what the
 * receivers got (the webhook receiver's and the FCM stand-in's logs). Each invariant is counted
 * over what it looked at, and each violation names the keys, orders and times involved.
 */
import { isFinalStatus, isReferencedOperation, type WireActivation } from '@msp/partner-interface';
import type { TakenOrder } from '@msp/partner-simulator';
import { CLOSING_ACTIVATION_TYPES } from '../src/journal/conflicts.js';
import type { KeyHistory } from './workload.js';

/** an entry of the journal, as the checker reads it */
export interface EntryRow {
  id: string;
  caller_subject: string;
  idempotency_key: string | null;
  mutation: string;
  operation: string;
  activation_type: string;
  subscription_id: string | null;
  target_activation_id: string | null;
  reference_number: string | null;
  outcome: string;
  activation_id: string | null;
  status: string | null;
  sent_at: Date;
  answered_at: Date | null;
  final_at: Date | null;
  /** its last status change recorded */
  last_status: string | null;
}

export interface DeliveryRow {
  id: string;
  /** the message id its receiver sees: webhook-id, or FCM's messageId */
  message_id: string;
  /** whom it is for: the endpoint, or the device */
  receiver: string;
  order_id: string;
  event_type: string;
  status: string;
  /** the body it leaves with, as the gateway builds it from the row (webhooks) */
  body: string | undefined;
}

export interface Received {
  messageId: string;
  type: string;
  /** the body as it arrived (webhooks) */
  body: string | undefined;
}

export interface Truth {
  /** every order the partner took */
  taken: readonly TakenOrder[];
  /** the partner's activations as they are at the end, by id */
  activations: ReadonlyMap<string, WireActivation>;
  entries: readonly EntryRow[];
  webhooks: { rows: readonly DeliveryRow[]; received: readonly Received[] };
  push: { rows: readonly DeliveryRow[]; received: readonly Received[] };
}

export interface Invariant {
  name: string;
  /** how many things it looked at */
  checked: number;
  violations: string[];
}

const fromOtherChannel = (order: TakenOrder) => order.requestId?.startsWith('other-channel') === true;
const iso = (at: Date | null) => at?.toISOString() ?? 'never';

function invariant(
  name: string,
  items: readonly unknown[],
  check: (violations: string[]) => void,
): Invariant {
  const violations: string[] = [];
  check(violations);
  return { name, checked: items.length, violations };
}

export function check(history: readonly KeyHistory[], truth: Truth): Invariant[] {
  const { taken, entries, activations } = truth;
  const creating = entries.filter((e) => e.target_activation_id === null);
  const placedEntries = entries.filter((e) => e.outcome === 'PLACED');
  const byKey = new Map(
    entries.flatMap((e) =>
      e.idempotency_key === null ? [] : [[`${e.caller_subject}/${e.idempotency_key}`, e] as const],
    ),
  );
  const gatewayOrders = taken.filter((o) => !fromOtherChannel(o));

  return [
    invariant('every key ends with a definite answer', history, (v) => {
      for (const h of history) {
        if (h.answer === undefined)
          v.push(`${h.key} (${h.mutation}): ${h.attempts.length} attempts, none definite`);
      }
    }),
    invariant(
      'each key has one partner order at most, and every answer that names an order names its own',
      history,
      (v) => {
        for (const h of history) {
          const placed = h.attempts.flatMap((a) => (a.answer.kind === 'placed' ? [a.answer] : []));
          if (placed.length === 0) continue;
          const entry = byKey.get(`${h.subject}/${h.key}`);
          if (entry === undefined || entry.outcome !== 'PLACED') {
            v.push(
              `${h.key}: answered with ${placed[0]?.activationId}, but its entry is ${entry?.outcome ?? 'missing'}`,
            );
            continue;
          }
          for (const answer of placed) {
            if (answer.activationId !== entry.activation_id) {
              v.push(
                `${h.key}: answered with ${answer.activationId}, its entry holds ${entry.activation_id}`,
              );
            }
          }
          if (isReferencedOperation(entry.operation)) {
            const took = gatewayOrders.filter(
              (o) => o.activationId === entry.activation_id && isReferencedOperation(o.operation),
            );
            if (took.length !== 1 || took[0]?.referenceNumber !== entry.reference_number) {
              v.push(
                `${h.key}: its order ${entry.activation_id} was taken ${took.length} times, with ${took.map((o) => o.referenceNumber).join(', ')}; its reference is ${entry.reference_number}`,
              );
            }
          }
        }
      },
    ),
    invariant('no partner order belongs to two entries', creating, (v) => {
      const holders = new Map<string, string[]>();
      for (const e of creating) {
        if (e.activation_id !== null)
          holders.set(e.activation_id, [...(holders.get(e.activation_id) ?? []), e.id]);
      }
      for (const [activationId, ids] of holders) {
        if (ids.length > 1) v.push(`${activationId} is held by entries ${ids.join(', ')}`);
      }
    }),
    invariant('every partner order the gateway sent is a placed entry (no orphans)', gatewayOrders, (v) => {
      for (const order of gatewayOrders.filter((o) => isReferencedOperation(o.operation))) {
        const holders = placedEntries.filter(
          (e) => e.activation_id === order.activationId && e.target_activation_id === null,
        );
        if (holders.length !== 1 || holders[0]?.reference_number !== order.referenceNumber) {
          const named = entries.filter((e) => e.reference_number === order.referenceNumber);
          v.push(
            `${order.operation} ${order.activationId} (reference ${order.referenceNumber}, taken ${new Date(order.at).toISOString()}${order.answerLost ? ', answer lost' : ''}): ${holders.length} placed entries hold it; entries with its reference: ${named.map((e) => `${e.id} ${e.outcome}`).join(', ') || 'none'}`,
          );
        }
      }
      // an order on an activation (a cancellation, a change): as many taken as placed, per activation and operation
      const counts = new Map<string, { taken: number; placed: number }>();
      const count = (key: string, field: 'taken' | 'placed') => {
        const c = counts.get(key) ?? { taken: 0, placed: 0 };
        c[field] += 1;
        counts.set(key, c);
      };
      for (const o of gatewayOrders.filter((o) => !isReferencedOperation(o.operation)))
        count(`${o.operation} ${o.activationId}`, 'taken');
      for (const e of placedEntries.filter((e) => e.target_activation_id !== null))
        count(`${e.operation} ${e.target_activation_id}`, 'placed');
      for (const [order, c] of counts) {
        if (c.taken !== c.placed)
          v.push(`${order}: taken ${c.taken} times by the partner, ${c.placed} placed entries`);
      }
    }),
    invariant("no other channel's order is any entry's", taken.filter(fromOtherChannel), (v) => {
      for (const order of taken.filter(fromOtherChannel)) {
        const held = entries.filter((e) => e.activation_id === order.activationId);
        if (held.length > 0)
          v.push(
            `${order.activationId} (${order.requestId}) is held by entries ${held.map((e) => e.id).join(', ')}`,
          );
      }
    }),
    invariant('no entry waits for staff (every lost answer matched exactly)', entries, (v) => {
      for (const e of entries.filter((e) => e.outcome === 'UNDECIDED'))
        v.push(`entry ${e.id} (${e.mutation}) is UNDECIDED`);
    }),
    invariant("every placed entry's history ends in the partner's final status", placedEntries, (v) => {
      for (const e of placedEntries) {
        const partner = e.activation_id === null ? undefined : activations.get(e.activation_id);
        if (partner === undefined || !isFinalStatus(partner.status)) {
          v.push(`entry ${e.id}: the partner's ${e.activation_id} is ${partner?.status ?? 'unknown'}`);
        } else if (e.status !== partner.status || e.last_status !== partner.status || e.final_at === null) {
          v.push(
            `entry ${e.id}: the partner says ${partner.status}; the journal ${e.status}, its last change ${e.last_status}, final at ${iso(e.final_at)}`,
          );
        }
      }
    }),
    invariant(
      'one termination or port-out open at a time on a subscription, and no order placed under one',
      placedEntries,
      (v) => {
        const closing = placedEntries.filter(
          (e) =>
            e.target_activation_id === null &&
            (CLOSING_ACTIVATION_TYPES as readonly string[]).includes(e.activation_type) &&
            e.subscription_id !== null,
        );
        for (const c of closing) {
          const openUntil = c.final_at?.getTime() ?? Number.POSITIVE_INFINITY;
          for (const other of placedEntries) {
            if (
              other.id === c.id ||
              other.subscription_id !== c.subscription_id ||
              other.target_activation_id !== null
            )
              continue;
            // written after the closing order was answered (so after it was written), before it ended
            const after = other.sent_at.getTime() > (c.answered_at?.getTime() ?? openUntil);
            if (after && other.sent_at.getTime() < openUntil) {
              v.push(
                `entry ${other.id} (${other.mutation}, sent ${iso(other.sent_at)}) was placed on ${c.subscription_id} while entry ${c.id} (${c.mutation}, answered ${iso(c.answered_at)}, final ${iso(c.final_at)}) was open`,
              );
            }
          }
        }
      },
    ),
    ...outboxInvariants('webhook', truth.webhooks, placedEntries),
    ...outboxInvariants('push', truth.push, placedEntries),
  ];
}

/** at least once per id, in order per order, none invented: for one outbox channel */
function outboxInvariants(
  channel: string,
  { rows, received }: Truth['webhooks'],
  placedEntries: readonly EntryRow[],
): Invariant[] {
  const ids = new Set(rows.map((r) => r.message_id));
  const receivedIds = new Set(received.map((r) => r.messageId));
  return [
    invariant(`every ${channel} message delivered at least once per id, as written`, rows, (v) => {
      for (const row of rows) {
        if (!receivedIds.has(row.message_id))
          v.push(`${row.message_id} (${row.event_type}, order ${row.order_id}) never arrived; ${row.status}`);
        const arrived = received.find((r) => r.messageId === row.message_id);
        if (arrived !== undefined && arrived.type !== row.event_type) {
          v.push(`${row.message_id} arrived as ${arrived.type}, written as ${row.event_type}`);
        }
        if (arrived?.body !== undefined && row.body !== undefined && arrived.body !== row.body) {
          v.push(`${row.message_id} arrived as ${arrived.body}, written as ${row.body}`);
        }
      }
    }),
    invariant(`${channel} messages arrive in order per order`, rows, (v) => {
      const firstArrival = new Map<string, number>();
      received.forEach((r, i) => {
        if (!firstArrival.has(r.messageId)) firstArrival.set(r.messageId, i);
      });
      const byOrder = new Map<string, DeliveryRow[]>();
      for (const row of rows) {
        const pair = `${row.receiver}/${row.order_id}`;
        byOrder.set(pair, [...(byOrder.get(pair) ?? []), row]);
      }
      for (const [order, messages] of byOrder) {
        const arrivals = messages
          .sort((a, b) => Number(a.id) - Number(b.id))
          .map((m) => firstArrival.get(m.message_id) ?? Number.POSITIVE_INFINITY);
        if (arrivals.some((at, i) => i > 0 && at < (arrivals[i - 1] ?? 0))) {
          v.push(
            `receiver/order ${order}: ${messages.map((m) => m.event_type).join(', ')} arrived in another order`,
          );
        }
      }
    }),
    invariant(`no ${channel} message invented`, received, (v) => {
      const placed = new Set(placedEntries.map((e) => e.id));
      for (const r of received)
        if (!ids.has(r.messageId)) v.push(`${r.messageId} (${r.type}) arrived but was never written`);
      for (const row of rows) {
        if (row.event_type !== 'order.rejected' && !placed.has(row.order_id)) {
          v.push(`${row.message_id}: ${row.event_type} of order ${row.order_id}, which is not placed`);
        }
      }
    }),
  ];
}
