/**
 * What the graph does with webhooks, for staff (the schema admits no one else): endpoints made,
 * changed, rotated, deleted and sent a test message, their trail of changes read, messages
 * listed and sent again. Input is checked here, each
 * refusal a BAD_USER_INPUT (or the target's own code) naming its field; an endpoint's URL is
 * checked for a safe target when it is given (src/webhooks/targets.ts) and again at each
 * delivery.
 */
import { GraphQLError } from 'graphql';
import { CODES } from '../errors/codes.js';
import { EVENT_TYPES, type EventType } from '../journal/outbox.js';
import type {
  DeliveryStatus,
  EndpointAction,
  WebhookDeliveryRow,
  WebhookEndpointChangeRow,
  WebhookEndpointRow,
} from '../journal/tables.js';
import type { Context } from '../request/context.js';
import type { TestSent } from '../webhooks/delivery.js';
import { FOLLOWED_FIELDS, type Replayed } from '../webhooks/store.js';
import { refusalOfTarget } from '../webhooks/targets.js';
import { inputError } from './common.js';
import { type Connection, type ConnectionArgs, providerConnection } from './connection.js';
import { fromJournal, isJournalId } from './journal.js';
import { type OutboxMessage, outboxMessageOf } from './outbox-messages.js';

export {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  ENDPOINT_ACTIONS,
  type EndpointAction,
} from '../journal/tables.js';
export type { TestSent };
export { EVENT_TYPES, type EventType };

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string | null;
  enabled: boolean;
  disabledReason: string | null;
  eventTypes: EventType[];
  createdAt: string;
  updatedAt: string;
}

export interface WebhookDelivery extends OutboxMessage {
  webhookId: string;
  endpointId: string;
  lastStatusCode: number | null;
}

export interface EndpointChange {
  endpointId: string;
  action: EndpointAction;
  by: string;
  at: string;
  fields: Array<{ field: string; from: string | null; to: string | null }>;
}

export interface EndpointInput {
  url?: string | null | undefined;
  description?: string | null | undefined;
  eventTypes?: readonly EventType[] | null | undefined;
  enabled?: boolean | null | undefined;
}

const notFound = (field: string, what: string) =>
  new GraphQLError(`${field}: no ${what} has this id`, { extensions: { code: CODES.NOT_FOUND, field } });

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

export function endpointOf(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    eventTypes:
      row.event_types === null ? [...EVENT_TYPES] : EVENT_TYPES.filter((t) => row.event_types?.includes(t)),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** a value of the trail as JSON text; null stays null */
const jsonOf = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export function changeOf(row: WebhookEndpointChangeRow): EndpointChange {
  return {
    endpointId: row.endpoint_id,
    action: row.action,
    by: row.changed_by,
    at: row.changed_at.toISOString(),
    // in the trail's order of fields (the database keeps them in its own)
    fields: FOLLOWED_FIELDS.flatMap((field) => {
      const change = row.changes[field];
      return change === undefined ? [] : [{ field, from: jsonOf(change.from), to: jsonOf(change.to) }];
    }),
  };
}

export function deliveryOf(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    ...outboxMessageOf(row),
    webhookId: row.webhook_id,
    endpointId: row.endpoint_id,
    lastStatusCode: row.last_status_code,
  };
}

/** the URL, once its target is known to be one messages may go to */
async function checkedUrl(ctx: Context, url: string): Promise<string> {
  const trimmed = url.trim();
  const refusal = await refusalOfTarget(trimmed, ctx.webhooks.targets);
  if (refusal !== undefined) throw inputError('input.url', refusal.message, refusal.code);
  // kept as the WHATWG parser reads it (what is POSTed to), not as typed: a URL that reads as one
  // host but goes to another shows where it goes
  return new URL(trimmed).href;
}

/** the event types to store: null for all of them */
function checkedEventTypes(types: readonly EventType[] | null | undefined): EventType[] | null | undefined {
  if (types === undefined || types === null) return types;
  if (types.length === 0) {
    throw inputError('input.eventTypes', 'must name at least one event type; leave it out for all of them');
  }
  const unique = [...new Set(types)];
  return unique.length === EVENT_TYPES.length ? null : unique;
}

export async function createEndpoint(
  ctx: Context,
  input: EndpointInput & { url: string },
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const description = input.description ?? null;
  const eventTypes = checkedEventTypes(input.eventTypes) ?? null;
  const url = await checkedUrl(ctx, input.url);
  const { row, secret } = await fromJournal(
    ctx.webhooks.store.createEndpoint({ url, description, eventTypes, createdBy: ctx.caller.id }),
  );
  return { endpoint: endpointOf(row), secret };
}

export async function updateEndpoint(
  ctx: Context,
  id: string,
  input: EndpointInput,
): Promise<WebhookEndpoint> {
  if (!isJournalId(id)) throw notFound('id', 'webhook endpoint');
  if (input.url === null) throw inputError('input.url', 'must not be null: leave it out to keep the URL');
  if (input.enabled === null)
    throw inputError('input.enabled', 'must not be null: leave it out to keep it as it is');
  const description = input.description;
  const eventTypes =
    input.eventTypes === undefined ? undefined : (checkedEventTypes(input.eventTypes) ?? null);
  const url = input.url === undefined ? undefined : await checkedUrl(ctx, input.url);
  const row = await fromJournal(
    ctx.webhooks.store.updateEndpoint(
      id,
      {
        ...(url === undefined ? {} : { url }),
        ...(description === undefined ? {} : { description }),
        ...(eventTypes === undefined ? {} : { eventTypes }),
        ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
      },
      ctx.caller.id,
    ),
  );
  if (row === undefined) throw notFound('id', 'webhook endpoint');
  // enabled again: what waited for it (paused) goes now
  if (input.enabled === true)
    await ctx.webhooks.deliverer.hint(await fromJournal(ctx.webhooks.store.overdue(0, id)));
  return endpointOf(row);
}

export async function rotateSecret(
  ctx: Context,
  id: string,
): Promise<{ endpoint: WebhookEndpoint; secret: string; previousSecretExpiresAt: string | null }> {
  if (!isJournalId(id)) throw notFound('id', 'webhook endpoint');
  const rotated = await fromJournal(
    ctx.webhooks.store.rotateSecret(id, ctx.webhooks.secretOverlapMs, ctx.caller.id),
  );
  if (rotated === undefined) throw notFound('id', 'webhook endpoint');
  return {
    endpoint: endpointOf(rotated.row),
    secret: rotated.secret,
    previousSecretExpiresAt: iso(rotated.row.previous_secret_expires_at),
  };
}

export async function deleteEndpoint(ctx: Context, id: string): Promise<string> {
  if (!isJournalId(id) || !(await fromJournal(ctx.webhooks.store.deleteEndpoint(id, ctx.caller.id)))) {
    throw notFound('id', 'webhook endpoint');
  }
  ctx.webhooks.deliverer.breakers.forget(id);
  return id;
}

export async function endpoints(ctx: Context): Promise<WebhookEndpoint[]> {
  return (await fromJournal(ctx.webhooks.store.endpoints())).map(endpointOf);
}

/** one endpoint, for staff; null for anyone else and for an id that names none */
export async function endpointById(ctx: Context, id: string): Promise<WebhookEndpoint | null> {
  if (!ctx.caller.isStaff || !isJournalId(id)) return null;
  const row = await fromJournal(ctx.webhooks.store.endpoint(id));
  return row === undefined ? null : endpointOf(row);
}

/** one message, for staff; null for anyone else and for an id that names none */
export async function deliveryById(ctx: Context, id: string): Promise<WebhookDelivery | null> {
  if (!ctx.caller.isStaff || !isJournalId(id)) return null;
  const row = await fromJournal(ctx.webhooks.store.delivery(id));
  return row === undefined ? null : deliveryOf(row);
}

export interface DeliveryFilterInput {
  endpointId?: string | null | undefined;
  status?: DeliveryStatus | null | undefined;
  orderId?: string | null | undefined;
  eventType?: EventType | null | undefined;
}

export function listDeliveries(
  ctx: Context,
  args: ConnectionArgs & { filter?: DeliveryFilterInput | null | undefined },
): Promise<Connection<WebhookDelivery>> {
  const endpointId = args.filter?.endpointId ?? undefined;
  const status = args.filter?.status ?? undefined;
  const orderId = args.filter?.orderId ?? undefined;
  const eventType = args.filter?.eventType ?? undefined;
  // an id that names no row of the journal matches no message
  if ([endpointId, orderId].some((id) => id !== undefined && !isJournalId(id))) {
    return providerConnection(args, async () => ({ total: 0, results: [] }));
  }
  return providerConnection(args, async ({ skip, take }) => {
    const { total, rows } = await fromJournal(
      ctx.webhooks.store.deliveries(
        {
          ...(endpointId === undefined ? {} : { endpointId }),
          ...(status === undefined ? {} : { status }),
          ...(orderId === undefined ? {} : { orderId }),
          ...(eventType === undefined ? {} : { eventType }),
        },
        skip,
        take,
      ),
    );
    return { total, results: rows.map(deliveryOf) };
  });
}

/** the trail of endpoint changes (of one endpoint, deleted or not, when given), newest first */
export function listChanges(
  ctx: Context,
  args: ConnectionArgs & { endpointId?: string | null | undefined },
): Promise<Connection<EndpointChange>> {
  const endpointId = args.endpointId ?? undefined;
  if (endpointId !== undefined && !isJournalId(endpointId)) {
    return providerConnection(args, async () => ({ total: 0, results: [] }));
  }
  return providerConnection(args, async ({ skip, take }) => {
    const { total, rows } = await fromJournal(ctx.webhooks.store.changes(endpointId, skip, take));
    return { total, results: rows.map(changeOf) };
  });
}

/** Sends the endpoint a signed `webhook.test` message once, and says how it went. */
export async function sendTestEvent(ctx: Context, endpointId: string): Promise<TestSent> {
  const endpoint = isJournalId(endpointId)
    ? await fromJournal(ctx.webhooks.store.endpoint(endpointId))
    : undefined;
  if (endpoint === undefined) throw notFound('endpointId', 'webhook endpoint');
  return ctx.webhooks.deliverer.test(endpoint);
}

/** how many messages a replay made PENDING again, once their jobs are added */
async function replayed(ctx: Context, replay: Promise<Replayed>): Promise<number> {
  const { messages, keys } = await fromJournal(replay);
  await ctx.webhooks.deliverer.hint(keys);
  return messages;
}

/**
 * Sends a message again, dead letter or delivered (with the later messages of its order to its
 * endpoint, in order); a PENDING one is on its way already and is answered as it is.
 */
export async function replayDelivery(ctx: Context, id: string): Promise<WebhookDelivery> {
  const row = isJournalId(id) ? await fromJournal(ctx.webhooks.store.delivery(id)) : undefined;
  if (row === undefined) throw notFound('id', 'webhook delivery');
  if (row.status === 'PENDING') return deliveryOf(row);
  await requireEnabled(ctx, row.endpoint_id, 'id');
  await replayed(ctx, ctx.webhooks.store.replay(id));
  const now = await fromJournal(ctx.webhooks.store.delivery(id));
  return deliveryOf(now ?? row);
}

/** Replays every message the endpoint failed since `since` (each order's in order); answers how many. */
export async function replayFailed(ctx: Context, endpointId: string, since: string): Promise<number> {
  if (!isJournalId(endpointId)) throw notFound('endpointId', 'webhook endpoint');
  await requireEnabled(ctx, endpointId, 'endpointId');
  return replayed(ctx, ctx.webhooks.store.replayFailed(endpointId, new Date(since)));
}

/**
 * Sends again everything the endpoint received or failed since `since` (each order's in order,
 * under the same webhook-ids); answers how many.
 */
export async function resendSince(ctx: Context, endpointId: string, since: string): Promise<number> {
  if (!isJournalId(endpointId)) throw notFound('endpointId', 'webhook endpoint');
  await requireEnabled(ctx, endpointId, 'endpointId');
  return replayed(ctx, ctx.webhooks.store.resendSince(endpointId, new Date(since)));
}

async function requireEnabled(ctx: Context, endpointId: string, field: string): Promise<void> {
  const endpoint = await fromJournal(ctx.webhooks.store.endpoint(endpointId));
  if (endpoint === undefined) throw notFound(field, 'webhook endpoint');
  if (!endpoint.enabled) {
    throw inputError(
      field,
      'the endpoint is disabled: enable it first (updateWebhookEndpoint with enabled: true)',
      CODES.WEBHOOK_ENDPOINT_DISABLED,
    );
  }
}
