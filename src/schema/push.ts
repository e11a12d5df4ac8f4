/**
 * Push devices in the graph: a caller's own phones, told of orders by push notifications when
 * the app is closed (APNs for iOS, with Live Activity updates; FCM for Android). Every caller
 * sees and changes only their own; a device's tokens are never answered. For staff alone, as
 * webhook messages: the notifications in the outbox (PushDelivery), their replay, and what the
 * development target recorded. What a notification carries: docs/mobile.md.
 */
const STAFF = { staff: true } as const;

import { encodeGlobalID } from '@pothos/plugin-relay';
import type { RecordedPush } from '../push/development.js';
import {
  type Device,
  deviceById,
  devices,
  devicesOf,
  type PushPlatform as Platform,
  PUSH_PLATFORMS,
  registerDevice,
  unregisterDevice,
} from '../resolvers/push.js';
import {
  developmentPushNotifications,
  listPushDeliveries,
  type PushDelivery,
  pushDeliveryById,
  replayFailedPushDeliveries,
  replayPushDelivery,
  resendPushDeliveries,
} from '../resolvers/push-deliveries.js';
import { DELIVERY_STATUSES, type DeliveryStatus, type EventType } from '../resolvers/webhooks.js';
import { builder, embedded, pageOf } from './builder.js';
import { providerIdOf } from './ids.js';
import { nodeId } from './node-ids.js';
import { outboxMessageFields } from './outbox-messages.js';
import { CallerKind, PlacedOrderRef } from './placed-orders.js';
import { DateTime } from './scalars.js';
import { WebhookEventType } from './webhooks.js';

const PLATFORM_DESCRIPTIONS: Record<Platform, string> = {
  APNS: 'Apple Push Notification service: iOS, iPadOS, watchOS (token: the hex device token).',
  FCM: 'Firebase Cloud Messaging: Android (token: the FCM registration token).',
};

const PushPlatform = builder.enumType('PushPlatform', {
  description: 'The push service a device is reached through.',
  values: Object.fromEntries(
    PUSH_PLATFORMS.map((p) => [p, { value: p, description: PLATFORM_DESCRIPTIONS[p] }]),
  ) as Record<Platform, { value: Platform; description: string }>,
});

const DeviceRef = builder.objectRef<Device>('Device');

builder.node(DeviceRef, {
  description:
    "One of your phones, told by push of each status change of the orders you hear of: a customer's, of the orders on their subscriptions; staff's, of the orders they placed. Only its owner sees it, and staff (devicesOf).",
  id: nodeId((d) => d.id),
  loadOne: (id, ctx) => deviceById(ctx, id),
  fields: (t) => ({
    platform: t.field({
      type: PushPlatform,
      nullable: false,
      description: 'Its push service.',
      resolve: (d) => d.platform,
    }),
    hasLiveActivity: t.boolean({
      nullable: false,
      description:
        'Whether a Live Activity token is registered: its lock-screen activity is updated with each status, and ended with the final one.',
      resolve: (d) => d.hasLiveActivity,
    }),
    registeredAt: t.field({
      type: DateTime,
      nullable: false,
      description: 'When its token was first registered.',
      resolve: (d) => d.registeredAt,
    }),
    updatedAt: t.field({
      type: DateTime,
      nullable: false,
      description: 'When it was last registered again (an app registers at every start).',
      resolve: (d) => d.updatedAt,
    }),
  }),
});

const RegisterDeviceInput = builder.inputType('RegisterDeviceInput', {
  description: 'A phone to tell of orders by push.',
  fields: (t) => ({
    platform: t.field({ type: PushPlatform, required: true, description: 'Its push service.' }),
    token: t.string({
      required: true,
      description:
        "Its push token: APNs' device token in hex (32 to 100 bytes), or the FCM registration token (its app instance's id, a colon, then letters, digits and _ . -). Kept encrypted; never answered.",
    }),
    liveActivityToken: t.string({
      description:
        "iOS: the push token of the order's Live Activity (ActivityKit's pushToken, in hex), to update it on the lock screen. Register again with a new one when a new activity starts.",
    }),
    liveActivityActivationId: t.string({
      description:
        "The partner's activationId of the order that Live Activity shows: it is updated with that order's statuses alone. Without it, every order the device hears of updates it (its content-state names the activationId).",
    }),
  }),
});

builder.queryFields((t) => ({
  devices: t.field({
    type: [DeviceRef],
    nullable: false,
    description: 'Your own registered devices, newest first.',
    resolve: (_root, _args, ctx) => devices(ctx),
  }),
  devicesOf: t.field({
    type: [DeviceRef],
    nullable: false,
    authScopes: { staff: true },
    description:
      "The devices a caller registered (a customer: kind TOKEN and their token's sub, as placedBy names them), newest first: whether and how their phones are told of orders. Their tokens are never answered. Staff only.",
    args: {
      kind: t.arg({ type: CallerKind, required: true, description: 'How the caller proves who they are.' }),
      subject: t.arg.string({ required: true, description: "The token's sub, or the API key's name." }),
    },
    resolve: (_root, args, ctx) => devicesOf(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  registerDevice: t.field({
    type: DeviceRef,
    nullable: false,
    description:
      "Registers one of your phones for push notifications of your orders' progress; a token you registered before is updated (call it at every app start, and when the token changes): a device not registered again for DEVICE_TTL_DAYS is deleted. Beyond MAX_DEVICES_PER_CALLER devices, your least recently registered one is dropped. DEVICE_TOKEN_TAKEN, naming the field, when another account holds either token, as a device's or a Live Activity's (unregister it there first); PUSH_NOT_CONFIGURED when the gateway has no credentials for that service; each registration counts against your rate (RATE_LIMITED).",
    args: { input: t.arg({ type: RegisterDeviceInput, required: true, description: 'The device.' }) },
    resolve: (_root, { input }, ctx) => registerDevice(ctx, input),
  }),
  unregisterDevice: t.id({
    nullable: false,
    description: 'Stops push notifications to one of your devices (signing out, say); answers its id.',
    args: {
      id: providerIdOf(t.arg.id({ required: true, description: 'The device.' }), [DeviceRef]),
    },
    resolve: async (_root, { id }, ctx) => encodeGlobalID(DeviceRef.name, await unregisterDevice(ctx, id)),
  }),
}));

// -- staff: the outbox's notifications, and the development target -------------------------------

const PUSH_DELIVERY_STATUS_DESCRIPTIONS: Record<DeliveryStatus, string> = {
  PENDING: 'Not sent yet: its next attempt is at nextAttemptAt.',
  DELIVERED: 'The push service (or the development target) took it.',
  FAILED:
    'Given up: the service refused it for good, its attempts ran out, or it was a day old. replayPushDelivery sends it again.',
};

const PushDeliveryStatus = builder.enumType('PushDeliveryStatus', {
  description: 'Where a push notification stands.',
  values: Object.fromEntries(
    DELIVERY_STATUSES.map((s) => [s, { value: s, description: PUSH_DELIVERY_STATUS_DESCRIPTIONS[s] }]),
  ) as Record<DeliveryStatus, { value: DeliveryStatus; description: string }>,
});

const PushDeliveryRef = builder.objectRef<PushDelivery>('PushDelivery');

builder.node(PushDeliveryRef, {
  description:
    "One push notification to one device, and how its sending went: the outbox's push messages, as WebhookDelivery is its webhook messages. Its id is the notification's apns-id and FCM collapse key, the same on every attempt. Staff only.",
  authScopes: STAFF,
  id: nodeId((d) => d.id),
  loadOne: (id, ctx) => pushDeliveryById(ctx, id),
  fields: (t) => ({
    deviceId: t.id({
      nullable: false,
      description:
        "The device's global id (its owner alone may read the Device; filter pushDeliveries by it).",
      resolve: (d) => encodeGlobalID(DeviceRef.name, d.deviceId),
    }),
    platform: t.field({
      type: PushPlatform,
      nullable: false,
      description: "The device's push service.",
      resolve: (d) => d.platform,
    }),
    eventType: t.field({
      type: WebhookEventType,
      nullable: false,
      description: 'The event it tells of (the same events as webhook messages).',
      resolve: (d) => d.eventType as EventType,
    }),
    status: t.field({
      type: PushDeliveryStatus,
      nullable: false,
      description: 'Where it stands.',
      resolve: (d) => d.status,
    }),
    ...outboxMessageFields(t, { taker: 'the service', occurredAt: 'When the gateway recorded the event.' }),
  }),
});

const LiveActivityUpdate = builder.enumType('LiveActivityUpdate', {
  description: 'What a notification did to the Live Activity of an iOS device.',
  values: {
    UPDATE: { description: 'Its content state was updated with the new status.' },
    END: { description: 'It was ended, with the final status.' },
  },
});

const DevelopmentPushNotificationRef = builder.objectRef<RecordedPush>('DevelopmentPushNotification');

DevelopmentPushNotificationRef.implement({
  description: embedded(
    'A notification the development target (PUSH_TARGET=development) recorded instead of sending it to APNs or FCM: what the phone would have been told. Staff only.',
  ),
  fields: (t) => ({
    messageId: t.id({
      nullable: false,
      description: "The notification's id: its PushDelivery's.",
      resolve: (n) => encodeGlobalID(PushDeliveryRef.name, n.id),
    }),
    platform: t.field({
      type: PushPlatform,
      nullable: false,
      description: 'The service it would have gone through.',
      resolve: (n) => n.platform,
    }),
    token: t.string({
      nullable: false,
      description: "The device's token, masked: its last four characters (never the whole token).",
      resolve: (n) => n.token,
    }),
    title: t.string({ nullable: false, description: "The alert's title.", resolve: (n) => n.title }),
    body: t.string({ nullable: false, description: "The alert's body.", resolve: (n) => n.body }),
    eventType: t.field({
      type: WebhookEventType,
      nullable: false,
      description: 'The event it tells of.',
      resolve: (n) => n.eventType,
    }),
    activationId: t.string({
      description: "The order's activation id at the partner (the data the app reads).",
      resolve: (n) => n.activationId,
    }),
    activationType: t.string({
      nullable: false,
      description: "The order's type at the partner.",
      resolve: (n) => n.activationType,
    }),
    status: t.string({ description: "The order's status at the partner.", resolve: (n) => n.status }),
    previousStatus: t.string({ description: 'The status before it.', resolve: (n) => n.previousStatus }),
    liveActivity: t.field({
      type: LiveActivityUpdate,
      description: 'iOS: the Live Activity update sent beside the alert; null without one.',
      resolve: (n) => n.liveActivity,
    }),
    recordedAt: t.field({
      type: DateTime,
      nullable: false,
      description: 'When it was recorded.',
      resolve: (n) => n.recordedAt.toISOString(),
    }),
  }),
});

const PushDeliveryFilter = builder.inputType('PushDeliveryFilter', {
  description: 'Filters of pushDeliveries.',
  fields: (t) => ({
    deviceId: providerIdOf(t.id({ description: 'Only the notifications to this device.' }), [DeviceRef]),
    orderId: providerIdOf(t.id({ description: 'Only the notifications of this order.' }), [PlacedOrderRef]),
    status: t.field({ type: PushDeliveryStatus, description: 'Only the notifications that stand so.' }),
  }),
});

builder.queryFields((t) => ({
  pushDeliveries: t.connection(
    {
      type: PushDeliveryRef,
      nullable: false,
      authScopes: STAFF,
      description: 'Push notifications, newest first. Staff only.',
      args: {
        filter: t.arg({
          type: PushDeliveryFilter,
          description: 'Only the notifications that match every field given.',
        }),
      },
      resolve: (_root, args, ctx) => listPushDeliveries(ctx, args),
    },
    ...pageOf('push notifications'),
  ),
  developmentPushNotifications: t.field({
    type: [DevelopmentPushNotificationRef],
    authScopes: STAFF,
    description:
      'The notifications the development target recorded instead of sending them (the last 500), newest first; also at GET /dev/push on the machine itself. Null when this gateway sends to APNs and FCM (PUSH_TARGET=services). Staff only.',
    resolve: (_root, _args, ctx) => developmentPushNotifications(ctx),
  }),
}));

builder.mutationFields((t) => ({
  replayPushDelivery: t.field({
    type: PushDeliveryRef,
    nullable: false,
    authScopes: STAFF,
    description:
      "Sends a notification again, FAILED or DELIVERED, with its order's later notifications to the same device, in order (the same id, so a phone that had it shows it once; its attempts counted afresh); a PENDING one is on its way already and is answered as it is. Staff only.",
    args: {
      id: providerIdOf(t.arg.id({ required: true, description: 'The notification.' }), [PushDeliveryRef]),
    },
    resolve: (_root, { id }, ctx) => replayPushDelivery(ctx, id),
  }),
  replayFailedPushDeliveries: t.int({
    nullable: false,
    authScopes: STAFF,
    description:
      "Sends again every notification given up since a moment (by its last attempt), to one device or to all, each order's in order; answers how many. Staff only.",
    args: {
      since: t.arg({
        type: DateTime,
        required: true,
        description: 'Notifications that failed at or after this moment.',
      }),
      deviceId: providerIdOf(t.arg.id({ description: 'Only the notifications to this device.' }), [
        DeviceRef,
      ]),
    },
    resolve: (_root, { since, deviceId }, ctx) => replayFailedPushDeliveries(ctx, since, deviceId),
  }),
  resendPushDeliveries: t.int({
    nullable: false,
    authScopes: STAFF,
    description:
      "Sends a device again every notification it was delivered, or was given up, since a moment, each order's in order under the same ids: for a phone that lost what it was shown (restored, reinstalled with the same token). Answers how many. Staff only.",
    args: {
      deviceId: providerIdOf(t.arg.id({ required: true, description: 'The device.' }), [DeviceRef]),
      since: t.arg({
        type: DateTime,
        required: true,
        description: 'Notifications delivered, or given up, at or after this moment.',
      }),
    },
    resolve: (_root, { deviceId, since }, ctx) => resendPushDeliveries(ctx, deviceId, since),
  }),
}));
