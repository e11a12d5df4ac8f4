/**
 * The journal's tables as Kysely sees them (the migrations in ./migrations.ts make them): one
 * row per order placed through the gateway, one per status change observed afterwards.
 */
import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * Where an order stands in the journal:
 * - SENT: the POST left, its answer has not arrived (yet);
 * - PLACED: the partner answered with its activation (or reconciliation found it, or staff
 *   decided it);
 * - REJECTED: the partner refused it after it left (the error is kept);
 * - UNKNOWN: the answer was lost; reconciliation looks for the order at the partner;
 * - UNDECIDED: the answer was lost and no exact match could be made (two activations carry its
 *   reference, or the one that does is another entry's): its candidates wait for staff;
 * - NOT_PLACED: the partner has no such order (reconciliation found none once it could no
 *   longer be on its way, or staff decided so): the key is free again.
 */
export const OUTCOMES = ['SENT', 'PLACED', 'REJECTED', 'UNKNOWN', 'UNDECIDED', 'NOT_PLACED'] as const;
export type Outcome = (typeof OUTCOMES)[number];
/** the outcomes not decided yet: the order may or may not be at the partner */
export const OPEN_OUTCOMES = ['SENT', 'UNKNOWN', 'UNDECIDED'] as const satisfies readonly Outcome[];

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface OrdersTable {
  id: Generated<string>;
  /** who placed it: the kind of credentials (token, apikey, anonymous), their subject, the role */
  caller_kind: string;
  caller_subject: string;
  caller_role: string;
  /** the caller's key; with caller_kind and caller_subject unique, so no two callers meet */
  idempotency_key: string | null;
  /** digest of the input, secrets left out: the same key with another input is a conflict */
  fingerprint: string;
  mutation: string;
  operation: string;
  activation_type: string;
  /**
   * the subscription it is for (resolved before it is sent when the body names it by number;
   * a new line's from the partner's answer), the number the body gives, the activation it
   * changes (a cancellation, a change of a port-in)
   */
  subscription_id: string | null;
  phone_number: string | null;
  target_activation_id: string | null;
  /**
   * the referenceNumber its POST carried: the caller's, else one of the gateway's own. While
   * the outcome is open (SENT, UNKNOWN, UNDECIDED) no other entry holds it, so a lost answer is
   * found by it at the partner.
   */
  reference_number: string | null;
  /** the body sent, secrets left out */
  body: ColumnType<Record<string, unknown>, string, string>;
  outcome: Outcome;
  /** the typed error of a REJECTED order (OrderErrorData) */
  error: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  activation_id: string | null;
  provider_order_number: string | null;
  /** the latest status and porting status seen */
  status: string | null;
  porting_status: string | null;
  sent_at: Timestamp;
  answered_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  /** when the order was over: its final status, its rejection, or reconciliation finding none */
  final_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  reconciled_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  /** an UNDECIDED entry's candidates at the partner: the activations that could be its order */
  candidates: ColumnType<Candidate[] | null, string | null | undefined, string | null>;
  /** who decided an UNDECIDED entry (a caller id), when, and why */
  resolved_by: ColumnType<string | null, string | null | undefined, string | null>;
  resolved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  resolution_note: ColumnType<string | null, string | null | undefined, string | null>;
}

/** an activation at the partner that could be an UNDECIDED entry's order, and why it is not taken */
export interface Candidate {
  activationId: string;
  createdAt: string | null;
  referenceNumber: string | null;
  /** the entry that holds it already, if another does */
  heldBy: string | null;
}

export interface StatusChangesTable {
  id: Generated<string>;
  order_id: string;
  status: string;
  porting_status: string | null;
  /** when the partner says it changed (its modifiedAt), else when the gateway saw it */
  at: Timestamp;
  observed_at: Timestamp;
}

type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface WebhookEndpointsTable {
  id: Generated<string>;
  url: string;
  description: string | null;
  /** the event types it receives; null: all of them */
  event_types: string[] | null;
  enabled: Generated<boolean>;
  /** why it is disabled: GONE (it answered 410), STAFF (updateWebhookEndpoint) */
  disabled_reason: string | null;
  /** its whsec_ secret, encrypted (./secret-box.ts) */
  secret: string;
  /** the secret it had before its last rotation, encrypted: signs beside the new one until it expires */
  previous_secret: string | null;
  previous_secret_expires_at: OptionalTimestamp;
  /** the caller id of the staff member or server that made it */
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** what was done to a webhook endpoint: its audit trail's actions */
export const ENDPOINT_ACTIONS = ['CREATED', 'UPDATED', 'SECRET_ROTATED', 'DELETED'] as const;
export type EndpointAction = (typeof ENDPOINT_ACTIONS)[number];

/** One change of a webhook endpoint: who, what, when, and its fields before and after (never a secret). */
export interface WebhookEndpointChangesTable {
  id: Generated<string>;
  /** no reference: the trail outlives its endpoint */
  endpoint_id: string;
  action: EndpointAction;
  /** the caller id of the staff member or server (`token:<sub>`, `apikey:<name>`), or `gateway` */
  changed_by: string;
  changed_at: Generated<Date>;
  /** `{ field: { from, to } }` of the fields that changed, as the graph names them */
  changes: ColumnType<Record<string, { from: unknown; to: unknown }>, string | undefined, string>;
}

/**
 * Where a message stands:
 * - PENDING: not delivered yet (its next attempt is at next_attempt_at);
 * - DELIVERED: the endpoint answered 2xx;
 * - FAILED: a dead letter: its attempts ran out, the endpoint is gone (410) or disabled, or an
 *   earlier message of its order to the endpoint failed. A replay makes it PENDING again.
 */
export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  /** the message's webhook-id: the same on every attempt, the receiver's idempotency key */
  webhook_id: Generated<string>;
  endpoint_id: string;
  order_id: string;
  event_type: string;
  /** the message's data (src/journal/outbox.ts) */
  data: ColumnType<Record<string, unknown>, string, string>;
  /** when the journal recorded the event: the message's timestamp */
  occurred_at: Timestamp;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: Generated<number>;
  last_status_code: number | null;
  last_error: string | null;
  last_attempt_at: OptionalTimestamp;
  next_attempt_at: Timestamp;
  delivered_at: OptionalTimestamp;
}

export const PUSH_PLATFORMS = ['APNS', 'FCM'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

/** A phone that is told of orders by push: registered by its owner (registerDevice). */
export interface DevicesTable {
  id: Generated<string>;
  /** whose it is: the kind of credentials, their subject and role, as an order's placer */
  caller_kind: string;
  caller_subject: string;
  caller_role: string;
  platform: PushPlatform;
  /** the push token, encrypted (./secret-box.ts), and its digest: one row per token */
  token: string;
  token_digest: string;
  /** an iOS Live Activity's push token, encrypted, and its digest (null on rows from before it was kept) */
  live_activity_token: string | null;
  live_activity_token_digest: string | null;
  /** the order (the partner's activation id) that Live Activity shows; null: every order */
  live_activity_activation_id: string | null;
  /** a customer's subscriptions when they registered it: it hears of orders on them */
  subscription_ids: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One push message per event and device, written with the journal change (src/journal/outbox.ts). */
export interface PushDeliveriesTable {
  /** a UUID: APNs' apns-id and collapse id, the same on every attempt */
  id: Generated<string>;
  device_id: string;
  order_id: string;
  event_type: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  occurred_at: Timestamp;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  last_attempt_at: OptionalTimestamp;
  next_attempt_at: Timestamp;
  delivered_at: OptionalTimestamp;
  /** the order of the rows as written (the id is random) */
  seq: Generated<string>;
  /** when it was written, on the gateway's clock */
  created_at: Timestamp;
}

export interface JournalTables {
  orders: OrdersTable;
  order_status_changes: StatusChangesTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_endpoint_changes: WebhookEndpointChangesTable;
  devices: DevicesTable;
  push_deliveries: PushDeliveriesTable;
}

export type JournalEntry = Selectable<OrdersTable>;
export type StatusChangeRow = Selectable<StatusChangesTable>;
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type WebhookEndpointChangeRow = Selectable<WebhookEndpointChangesTable>;
export type DeviceRow = Selectable<DevicesTable>;
export type PushDeliveryRow = Selectable<PushDeliveriesTable>;
