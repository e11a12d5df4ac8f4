/**
 * Push devices in the graph: a caller's own phones, told of orders by push notifications when
 * the app is closed (APNs for iOS, with Live Activity updates; FCM for Android). Every caller
 * sees and changes only their own; a device's tokens are never answered. What a notification
 * carries: docs/mobile.md.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  type Device,
  deviceById,
  devices,
  type PushPlatform as Platform,
  PUSH_PLATFORMS,
  registerDevice,
  unregisterDevice,
} from '../resolvers/push.js';
import { builder } from './builder.js';
import { providerIdOf } from './ids.js';
import { DateTime } from './scalars.js';

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
    "One of your phones, told by push of each status change of the orders you hear of: a customer's, of the orders on their subscriptions; staff's, of the orders they placed. Only its owner sees it.",
  id: { resolve: (d) => d.id },
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
        "Its push token: APNs' device token in hex, or the FCM registration token. Kept encrypted; never answered.",
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
}));

builder.mutationFields((t) => ({
  registerDevice: t.field({
    type: DeviceRef,
    nullable: false,
    description:
      "Registers one of your phones for push notifications of your orders' progress; a token you registered before is updated (call it at every app start, and when the token changes): a device not registered again for DEVICE_TTL_DAYS is deleted. Beyond MAX_DEVICES_PER_CALLER devices, your least recently registered one is dropped. DEVICE_TOKEN_TAKEN when another account holds the token (unregister it there first); PUSH_NOT_CONFIGURED when the gateway has no credentials for that service; each registration counts against your rate (RATE_LIMITED).",
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
