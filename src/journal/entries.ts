/**
 * What the journal is told: an order about to be sent and who places it, and what a poll saw
 * of an activation, in the form its tables keep.
 */
import type { WireActivation } from '@msp/partner-interface';
import type { OrderRow } from './tables.js';

/** Who placed an order: the kind of credentials, their subject, the role (never the token). */
export interface Placer {
  kind: string;
  subject: string;
  role: string;
}

/** What is known of an order before its POST leaves. */
export interface NewEntry {
  placer: Placer;
  idempotencyKey: string | undefined;
  fingerprint: string;
  mutation: string;
  operation: string;
  activationType: string;
  /** the body to send; kept without its secrets */
  body: object;
}

export type Begun =
  /** the entry is written and the key is this order's: send it */
  | { status: 'begun'; entry: OrderRow }
  /** the caller's key names an order already */
  | { status: 'taken'; entry: OrderRow };

/** what a poll saw of an activation, as the journal keeps it */
export interface Seen {
  activationId: string;
  status: string;
  portingStatus: string | null;
  orderNumber: string | null;
  at: string;
  /** what the partner has of its subscription by now (a new line's come with a later status) */
  subscriptionId: string | null;
  phoneNumber: string | null;
}

export const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** when the partner says the activation changed, else now; never a value PostgreSQL would refuse */
function changedAt(activation: WireActivation): string {
  const at = Date.parse(activation.modifiedAt ?? '');
  return new Date(Number.isNaN(at) ? Date.now() : at).toISOString();
}

export function seenOf(activation: WireActivation): Seen {
  return {
    activationId: activation.id,
    status: activation.status,
    portingStatus: text(activation.info?.portingStatus),
    orderNumber: text(activation.providerOrderNumber),
    at: changedAt(activation),
    subscriptionId: text(activation.subscriptionId),
    phoneNumber: text(activation.phoneNumber),
  };
}
