/**
 * Order webhooks in the graph, for staff alone: the endpoints back offices receive order
 * events at (WebhookEndpoint), the messages sent to them (WebhookDelivery), the trail of who
 * changed an endpoint (WebhookEndpointChange), and the mutations that manage them. Everything here is FORBIDDEN to customers, and node(id) of either type is
 * null for them. What a message carries: docs/webhooks.md.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  createEndpoint,
  DELIVERY_STATUSES,
  type DeliveryStatus,
  deleteEndpoint,
  deliveryById,
  ENDPOINT_ACTIONS,
  type EndpointAction,
  type EndpointChange,
  EVENT_TYPES,
  type EventType,
  endpointById,
  endpoints,
  listChanges,
  listDeliveries,
  replayDelivery,
  replayFailed,
  resendSince,
  rotateSecret,
  sendTestEvent,
  type TestSent,
  updateEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../resolvers/webhooks.js';
import { builder, embedded, pageOf } from './builder.js';
import { providerIdOf } from './ids.js';
import { nodeId } from './node-ids.js';
import { outboxMessageFields } from './outbox-messages.js';
import { PlacedOrderRef } from './placed-orders.js';
import { DateTime } from './scalars.js';

const STAFF = { staff: true } as const;

/** ORDER_STATUS_CHANGED for order.status_changed */
const enumName = (type: EventType) => type.replace('.', '_').toUpperCase();

const EVENT_DESCRIPTIONS: Record<EventType, string> = {
  'order.placed':
    'order.placed: the provider accepted an order placed through the gateway (its answer, or reconciliation finding it after the answer was lost).',
  'order.rejected': 'order.rejected: the provider refused an order after it was sent.',
  'order.status_changed':
    "order.status_changed: an order's status or porting status changed, and is not final.",
  'order.finished': 'order.finished: an order reached its final status (DONE, ERROR or CANCELLED).',
};

export const WebhookEventType = builder.enumType('WebhookEventType', {
  description:
    "An event a webhook endpoint can receive: the message's type is the value's description's first word.",
  values: Object.fromEntries(
    EVENT_TYPES.map((type) => [enumName(type), { value: type, description: EVENT_DESCRIPTIONS[type] }]),
  ) as Record<string, { value: EventType; description: string }>,
});

const DELIVERY_STATUS_DESCRIPTIONS: Record<DeliveryStatus, string> = {
  PENDING: 'Not delivered yet: its next attempt is at nextAttemptAt.',
  DELIVERED: 'The endpoint answered 2xx.',
  FAILED:
    'A dead letter: its attempts ran out, the endpoint answered 410 Gone or is disabled, or an earlier message of its order to the endpoint failed. replayWebhookDelivery sends it again.',
};

const WebhookDeliveryStatus = builder.enumType('WebhookDeliveryStatus', {
  description: 'Where a webhook message stands.',
  values: Object.fromEntries(
    DELIVERY_STATUSES.map((s) => [s, { value: s, description: DELIVERY_STATUS_DESCRIPTIONS[s] }]),
  ) as Record<DeliveryStatus, { value: DeliveryStatus; description: string }>,
});

const ENDPOINT_ACTION_DESCRIPTIONS: Record<EndpointAction, string> = {
  CREATED: 'Made (createWebhookEndpoint): its fields are given as they were made.',
  UPDATED:
    'Changed (updateWebhookEndpoint), or disabled by the gateway when it answered 410 Gone (by: gateway): the fields that changed.',
  SECRET_ROTATED: 'Given a new signing secret (rotateWebhookSecret); which secret is never said.',
  DELETED: 'Deleted (deleteWebhookEndpoint): its fields as they were.',
};

const WebhookEndpointAction = builder.enumType('WebhookEndpointAction', {
  description: 'What was done to a webhook endpoint.',
  values: Object.fromEntries(
    ENDPOINT_ACTIONS.map((a) => [a, { value: a, description: ENDPOINT_ACTION_DESCRIPTIONS[a] }]),
  ) as Record<EndpointAction, { value: EndpointAction; description: string }>,
});

const WebhookEndpointRef = builder.objectRef<WebhookEndpoint>('WebhookEndpoint');
const WebhookDeliveryRef = builder.objectRef<WebhookDelivery>('WebhookDelivery');

builder.node(WebhookEndpointRef, {
  description:
    'Where a back office receives order events: signed POSTs following the Standard Webhooks specification (docs/webhooks.md). Staff only.',
  authScopes: STAFF,
  id: nodeId((e) => e.id),
  loadOne: (id, ctx) => endpointById(ctx, id),
  fields: (t) => ({
    url: t.string({ nullable: false, description: 'Where messages are POSTed.', resolve: (e) => e.url }),
    description: t.string({ description: 'What it is for, in words.', resolve: (e) => e.description }),
    enabled: t.boolean({
      nullable: false,
      description:
        'Whether messages are sent to it now. Disabled, disabledReason says what becomes of its messages: STAFF (paused), they are written and wait until it is enabled again; GONE (it answered 410), none are written and the waiting ones failed.',
      resolve: (e) => e.enabled,
    }),
    disabledReason: t.string({
      description:
        'Why it is disabled: GONE (it answered 410 Gone: nothing is written for it, what waited failed) or STAFF (paused with updateWebhookEndpoint: its messages wait, and go once it is enabled again); null while enabled.',
      resolve: (e) => (e.enabled ? null : e.disabledReason),
    }),
    eventTypes: t.field({
      type: [WebhookEventType],
      nullable: false,
      description: 'The events it receives.',
      resolve: (e) => e.eventTypes,
    }),
    createdAt: t.field({
      type: DateTime,
      nullable: false,
      description: 'When it was made.',
      resolve: (e) => e.createdAt,
    }),
    updatedAt: t.field({
      type: DateTime,
      nullable: false,
      description: 'When it last changed (its secret included).',
      resolve: (e) => e.updatedAt,
    }),
  }),
});

builder.node(WebhookDeliveryRef, {
  description:
    'One message to one webhook endpoint, and how its delivery went. Its webhookId is the same on every attempt. Staff only.',
  authScopes: STAFF,
  id: nodeId((d) => d.id),
  loadOne: (id, ctx) => deliveryById(ctx, id),
  fields: (t) => ({
    webhookId: t.string({
      nullable: false,
      description:
        "The message's webhook-id header: the same on every attempt and replay, the receiver's idempotency key.",
      resolve: (d) => d.webhookId,
    }),
    eventType: t.field({
      type: WebhookEventType,
      nullable: false,
      description: "The message's type.",
      resolve: (d) => d.eventType as EventType,
    }),
    status: t.field({
      type: WebhookDeliveryStatus,
      nullable: false,
      description: 'Where it stands.',
      resolve: (d) => d.status,
    }),
    lastStatusCode: t.int({
      description: "The HTTP status of the last attempt's answer; null before the first, or when none came.",
      resolve: (d) => d.lastStatusCode,
    }),
    endpoint: t.field({
      type: WebhookEndpointRef,
      description: 'Where it goes.',
      resolve: (d, _args, ctx) => endpointById(ctx, d.endpointId),
    }),
    ...outboxMessageFields(t, {
      taker: 'the endpoint',
      occurredAt: "When the gateway recorded the event: the message's timestamp.",
    }),
  }),
});

const WebhookEndpointFieldChange = builder
  .objectRef<EndpointChange['fields'][number]>('WebhookEndpointFieldChange')
  .implement({
    description: embedded('One field of a webhook endpoint as a change left it. Never a secret.'),
    fields: (t) => ({
      field: t.string({
        nullable: false,
        description: 'The field, as WebhookEndpoint names it: url, description, eventTypes or enabled.',
        resolve: (f) => f.field,
      }),
      from: t.string({
        description: 'Its value before, as JSON (eventTypes null: every type); null when it had none.',
        resolve: (f) => f.from,
      }),
      to: t.string({
        description: 'Its value after, as JSON; null when it has none.',
        resolve: (f) => f.to,
      }),
    }),
  });

const WebhookEndpointChangeRef = builder.objectRef<EndpointChange>('WebhookEndpointChange').implement({
  description: embedded(
    "One line of a webhook endpoint's trail: who made, changed, rotated the secret of or deleted it, when, and what changed. Staff only.",
  ),
  fields: (t) => ({
    endpointId: t.id({
      nullable: false,
      description: "The endpoint's WebhookEndpoint id; it stays in the trail once the endpoint is deleted.",
      resolve: (c) => encodeGlobalID(WebhookEndpointRef.name, c.endpointId),
    }),
    action: t.field({
      type: WebhookEndpointAction,
      nullable: false,
      description: 'What was done.',
      resolve: (c) => c.action,
    }),
    by: t.string({
      nullable: false,
      description:
        "Who did it: the caller's id (token:<subject> of a staff token, apikey:<name>), or gateway for a 410 Gone.",
      resolve: (c) => c.by,
    }),
    at: t.field({ type: DateTime, nullable: false, description: 'When.', resolve: (c) => c.at }),
    fields: t.field({
      type: [WebhookEndpointFieldChange],
      nullable: false,
      description: 'The fields that changed, before and after; none for a new secret.',
      resolve: (c) => c.fields,
    }),
  }),
});

const SendTestWebhookEventPayload = builder.objectRef<TestSent>('SendTestWebhookEventPayload').implement({
  description: embedded(
    'How the test message to a webhook endpoint went: one attempt, not retried, not kept.',
  ),
  fields: (t) => ({
    webhookId: t.string({
      nullable: false,
      description: "The test message's webhook-id (a new one each time).",
      resolve: (p) => p.webhookId,
    }),
    delivered: t.boolean({
      nullable: false,
      description: 'Whether the endpoint answered 2xx.',
      resolve: (p) => p.delivered,
    }),
    statusCode: t.int({
      description: 'The HTTP status it answered; null when no answer came.',
      resolve: (p) => p.statusCode,
    }),
    error: t.string({
      description: "Why it failed, in words (as a delivery's lastError); null when it was delivered.",
      resolve: (p) => p.error,
    }),
  }),
});

// -- queries ----------------------------------------------------------------------------------

const WebhookDeliveryFilter = builder.inputType('WebhookDeliveryFilter', {
  description: 'Filters of webhookDeliveries.',
  fields: (t) => ({
    endpointId: providerIdOf(t.id({ description: 'Only the messages to this endpoint.' }), [
      WebhookEndpointRef,
    ]),
    status: t.field({ type: WebhookDeliveryStatus, description: 'Only the messages that stand so.' }),
    orderId: providerIdOf(t.id({ description: 'Only the messages about this order.' }), [PlacedOrderRef]),
    eventType: t.field({ type: WebhookEventType, description: 'Only the messages of this type.' }),
  }),
});

builder.queryFields((t) => ({
  webhookEndpoints: t.field({
    type: [WebhookEndpointRef],
    nullable: false,
    authScopes: STAFF,
    description: 'Every webhook endpoint, oldest first. Staff only.',
    resolve: (_root, _args, ctx) => endpoints(ctx),
  }),
  webhookDeliveries: t.connection(
    {
      type: WebhookDeliveryRef,
      nullable: false,
      authScopes: STAFF,
      description: 'Webhook messages, newest first. Staff only.',
      args: {
        filter: t.arg({
          type: WebhookDeliveryFilter,
          description: 'Only the messages that match every field given.',
        }),
      },
      resolve: (_root, args, ctx) => listDeliveries(ctx, args),
    },
    ...pageOf('webhook messages'),
  ),
  webhookEndpointChanges: t.connection(
    {
      type: WebhookEndpointChangeRef,
      nullable: false,
      authScopes: STAFF,
      description:
        'The trail of webhook endpoint changes, newest first: who made, changed, rotated the secret of or deleted each. Staff only.',
      args: {
        endpointId: providerIdOf(
          t.arg.id({ description: "Only this endpoint's (deleted or not); every endpoint's when left out." }),
          [WebhookEndpointRef],
        ),
      },
      resolve: (_root, args, ctx) => listChanges(ctx, args),
    },
    ...pageOf('webhook endpoint changes'),
  ),
}));

// -- mutations --------------------------------------------------------------------------------

const CreateWebhookEndpointInput = builder.inputType('CreateWebhookEndpointInput', {
  description: 'A new webhook endpoint.',
  fields: (t) => ({
    url: t.string({
      required: true,
      description:
        'Where to POST messages. In production it must be https and resolve to a public address (WEBHOOK_ALLOW_PRIVATE_NETWORKS allows private networks).',
    }),
    eventTypes: t.field({
      type: [WebhookEventType],
      description: 'The events it receives; all of them when left out (and events added later too).',
    }),
    description: t.string({ description: 'What it is for, in words.' }),
  }),
});

const UpdateWebhookEndpointInput = builder.inputType('UpdateWebhookEndpointInput', {
  description: 'What to change of a webhook endpoint: the fields left out stay as they are.',
  fields: (t) => ({
    url: t.string({ description: 'Where to POST messages.' }),
    eventTypes: t.field({
      type: [WebhookEventType],
      description: 'The events it receives; null for all of them.',
    }),
    description: t.string({ description: 'What it is for, in words.' }),
    enabled: t.boolean({
      description:
        'false pauses it (its messages wait); true sends what waited and starts again (also after a 410 Gone, when nothing waited: replay what failed).',
    }),
  }),
});

const CreateWebhookEndpointPayload = builder
  .objectRef<{ endpoint: WebhookEndpoint; secret: string }>('CreateWebhookEndpointPayload')
  .implement({
    description: embedded('A new webhook endpoint, and its signing secret.'),
    fields: (t) => ({
      endpoint: t.field({
        type: WebhookEndpointRef,
        nullable: false,
        description: 'The endpoint.',
        resolve: (p) => p.endpoint,
      }),
      secret: t.string({
        nullable: false,
        description:
          "Its signing secret (whsec_...): shown this once, kept only encrypted. Verify each message's webhook-signature with it.",
        resolve: (p) => p.secret,
      }),
    }),
  });

const RotateWebhookSecretPayload = builder
  .objectRef<{ endpoint: WebhookEndpoint; secret: string; previousSecretExpiresAt: string | null }>(
    'RotateWebhookSecretPayload',
  )
  .implement({
    description: embedded('A webhook endpoint with a new signing secret.'),
    fields: (t) => ({
      endpoint: t.field({
        type: WebhookEndpointRef,
        nullable: false,
        description: 'The endpoint.',
        resolve: (p) => p.endpoint,
      }),
      secret: t.string({
        nullable: false,
        description: 'The new signing secret: shown this once.',
        resolve: (p) => p.secret,
      }),
      previousSecretExpiresAt: t.field({
        type: DateTime,
        description:
          'Until when messages also carry a signature by the previous secret (WEBHOOK_SECRET_OVERLAP_HOURS), so the receiver can switch at its pace.',
        resolve: (p) => p.previousSecretExpiresAt,
      }),
    }),
  });

/** the `id` argument of a mutation on one endpoint */
const endpointId = () =>
  builder.args((t) => ({
    id: providerIdOf(t.id({ required: true, description: 'The endpoint.' }), [WebhookEndpointRef]),
  }));

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    type: CreateWebhookEndpointPayload,
    nullable: false,
    authScopes: STAFF,
    description:
      'Makes a webhook endpoint: from now on, the events it asks for are POSTed to it, signed with the secret answered (shown this once). Staff only.',
    args: {
      input: t.arg({ type: CreateWebhookEndpointInput, required: true, description: 'The endpoint.' }),
    },
    resolve: (_root, { input }, ctx) => createEndpoint(ctx, input),
  }),
  updateWebhookEndpoint: t.field({
    type: WebhookEndpointRef,
    nullable: false,
    authScopes: STAFF,
    description: 'Changes a webhook endpoint. Staff only.',
    args: {
      ...endpointId(),
      input: t.arg({ type: UpdateWebhookEndpointInput, required: true, description: 'What to change.' }),
    },
    resolve: (_root, { id, input }, ctx) => updateEndpoint(ctx, id, input),
  }),
  rotateWebhookSecret: t.field({
    type: RotateWebhookSecretPayload,
    nullable: false,
    authScopes: STAFF,
    description:
      'Gives a webhook endpoint a new signing secret. Messages carry signatures by both secrets until previousSecretExpiresAt. Staff only.',
    args: endpointId(),
    resolve: (_root, { id }, ctx) => rotateSecret(ctx, id),
  }),
  deleteWebhookEndpoint: t.id({
    nullable: false,
    authScopes: STAFF,
    description: 'Deletes a webhook endpoint and its messages, sent or not; answers its id. Staff only.',
    args: endpointId(),
    resolve: async (_root, { id }, ctx) =>
      encodeGlobalID(WebhookEndpointRef.name, await deleteEndpoint(ctx, id)),
  }),
  replayWebhookDelivery: t.field({
    type: WebhookDeliveryRef,
    nullable: false,
    authScopes: STAFF,
    description:
      "Sends a message again, FAILED or DELIVERED, with its order's later messages to the same endpoint, in order (the same webhook-ids, attempts counted afresh); a PENDING one is on its way already and is answered as it is. Staff only.",
    args: {
      id: providerIdOf(t.arg.id({ required: true, description: 'The message.' }), [WebhookDeliveryRef]),
    },
    resolve: (_root, { id }, ctx) => replayDelivery(ctx, id),
  }),
  replayFailedWebhookDeliveries: t.int({
    nullable: false,
    authScopes: STAFF,
    description:
      "Sends again every message an endpoint failed since a moment (by its last attempt), each order's in order; answers how many. Staff only.",
    args: {
      endpointId: providerIdOf(t.arg.id({ required: true, description: 'The endpoint.' }), [
        WebhookEndpointRef,
      ]),
      since: t.arg({
        type: DateTime,
        required: true,
        description: 'Messages that failed at or after this moment.',
      }),
    },
    resolve: (_root, { endpointId, since }, ctx) => replayFailed(ctx, endpointId, since),
  }),
  resendWebhookDeliveries: t.int({
    nullable: false,
    authScopes: STAFF,
    description:
      "Sends again everything an endpoint received (delivered) or failed since a moment, each order's in order under the same webhook-ids: for a receiver restored from a backup. Answers how many. Staff only.",
    args: {
      endpointId: providerIdOf(t.arg.id({ required: true, description: 'The endpoint.' }), [
        WebhookEndpointRef,
      ]),
      since: t.arg({
        type: DateTime,
        required: true,
        description: 'Messages delivered, or that failed, at or after this moment.',
      }),
    },
    resolve: (_root, { endpointId, since }, ctx) => resendSince(ctx, endpointId, since),
  }),
  sendTestWebhookEvent: t.field({
    type: SendTestWebhookEventPayload,
    nullable: false,
    authScopes: STAFF,
    description:
      'Sends a webhook endpoint a webhook.test message, signed as its other messages are, once (not retried, not kept), and answers how it went: to check a new endpoint. Receivers accept it and ignore it. Staff only.',
    args: {
      endpointId: providerIdOf(t.arg.id({ required: true, description: 'The endpoint.' }), [
        WebhookEndpointRef,
      ]),
    },
    resolve: (_root, { endpointId }, ctx) => sendTestEvent(ctx, endpointId),
  }),
}));
