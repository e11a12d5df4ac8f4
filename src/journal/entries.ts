/**
 * What the journal is told: an order about to be sent and who places it, and what a poll saw
 * of an activation, in the form its tables keep.
 */
import { explanationOf, type WireActivation } from '@msp/partner-interface';
import type { Conflict } from './conflicts.js';
import type { JournalEntry } from './tables.js';

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
  /**
   * the existing subscription the order is placed on, resolved (a body may name it by its
   * number): it is refused while a termination or a port-out is open there (./conflicts.ts)
   */
  subscriptionId?: string | undefined;
  /**
   * its operation carries a referenceNumber: the body's (the caller's), else one the journal
   * makes (./references.ts), is what finds the order at the partner when its answer is lost
   */
  referenced: boolean;
}

export type BeginResult =
  /** the entry is written and the key is this order's: send `body` (with its reference) */
  | { status: 'begun'; entry: JournalEntry; body: object }
  /** the caller's key names an order already */
  | { status: 'taken'; entry: JournalEntry }
  /** the entry would break a rule between orders (./conflicts.ts): nothing was written */
  | ({ status: 'conflict' } & Conflict);

/**
 * Who settled an order whose answer was lost: reconciliation (it found the order, or found
 * that the partner has none), or a staff member deciding an UNDECIDED one, with their reason.
 */
export type Settlement =
  /** `late`: found after it had been found not placed (the partner took it after the settle window) */
  { by: 'reconciliation'; late?: boolean } | { by: 'staff'; callerId: string; note: string };

/** a settlement's columns: who decided, when and why (staff's only) */
export const resolutionOf = (settled: Settlement) =>
  settled.by === 'staff'
    ? { resolved_by: settled.callerId, resolved_at: new Date(), resolution_note: settled.note }
    : {};

/** what a poll saw of an activation, as the journal keeps it */
export interface ActivationSnapshot {
  activationId: string;
  status: string;
  portingStatus: string | null;
  orderNumber: string | null;
  at: string;
  /** what the partner has of its subscription by now (a new line's come with a later status) */
  subscriptionId: string | null;
  phoneNumber: string | null;
  /** why the order failed, in the partner's words: a port-in's portingMessage, else its errorMessage */
  explanation: string | null;
}

export const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** when the partner says the activation changed, else now; never a value PostgreSQL would refuse */
function changedAt(activation: WireActivation): string {
  const at = Date.parse(activation.modifiedAt ?? '');
  return new Date(Number.isNaN(at) ? Date.now() : at).toISOString();
}

export function snapshotOf(activation: WireActivation): ActivationSnapshot {
  return {
    activationId: activation.id,
    status: activation.status,
    portingStatus: text(activation.info?.portingStatus),
    orderNumber: text(activation.providerOrderNumber),
    at: changedAt(activation),
    subscriptionId: text(activation.subscriptionId),
    phoneNumber: text(activation.phoneNumber),
    explanation: text(explanationOf(activation.info)),
  };
}
