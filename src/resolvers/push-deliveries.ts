/**
 * What the graph does with push notifications for staff (the schema admits no one else), as
 * it does with webhook messages (./webhooks.ts): the outbox's push messages listed and
 * replayed, and what the development target recorded (src/push/development.ts).
 */
import { GraphQLError } from 'graphql';
import { CODES } from '../errors/codes.js';
import type { Replayed } from '../journal/outbox-operations.js';
import type { DeliveryStatus, PushPlatform } from '../journal/tables.js';
import type { RecordedPush } from '../push/development.js';
import type { PushDeliveryView } from '../push/store.js';
import type { Context } from '../request/context.js';
import { type Connection, type ConnectionArgs, providerConnection } from './connection.js';
import { fromJournal, isJournalId } from './journal.js';
import { type OutboxMessage, outboxMessageOf } from './outbox-messages.js';

export interface PushDelivery extends OutboxMessage {
  deviceId: string;
  platform: PushPlatform;
}

export interface PushDeliveryFilter {
  deviceId?: string | null | undefined;
  orderId?: string | null | undefined;
  status?: DeliveryStatus | null | undefined;
}

/** a push message's id: a UUID (APNs' apns-id) */
const isPushDeliveryId = (id: string): boolean =>
  /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i.test(id);

const notFound = () =>
  new GraphQLError('id: no push delivery has this id', {
    extensions: { code: CODES.NOT_FOUND, field: 'id' },
  });

export function pushDeliveryOf(row: PushDeliveryView): PushDelivery {
  return { ...outboxMessageOf(row), deviceId: row.device_id, platform: row.platform };
}

/** one message, for staff; null for anyone else and for an id that names none */
export async function pushDeliveryById(ctx: Context, id: string): Promise<PushDelivery | null> {
  if (!ctx.caller.isStaff || !isPushDeliveryId(id)) return null;
  const row = await fromJournal(ctx.push.store.delivery(id));
  return row === undefined ? null : pushDeliveryOf(row);
}

export function listPushDeliveries(
  ctx: Context,
  args: ConnectionArgs & { filter?: PushDeliveryFilter | null | undefined },
): Promise<Connection<PushDelivery>> {
  const deviceId = args.filter?.deviceId ?? undefined;
  const orderId = args.filter?.orderId ?? undefined;
  const status = args.filter?.status ?? undefined;
  // an id of no row there can be: nothing matches
  if ((deviceId !== undefined && !isJournalId(deviceId)) || (orderId !== undefined && !isJournalId(orderId)))
    return providerConnection(args, async () => ({ total: 0, results: [] }));
  return providerConnection(args, async ({ skip, take }) => {
    const { total, rows } = await fromJournal(
      ctx.push.store.deliveries(
        {
          ...(deviceId === undefined ? {} : { deviceId }),
          ...(orderId === undefined ? {} : { orderId }),
          ...(status === undefined ? {} : { status }),
        },
        skip,
        take,
      ),
    );
    return { total, results: rows.map(pushDeliveryOf) };
  });
}

/** how many messages a replay made PENDING again, once their jobs are added */
async function replayed(ctx: Context, replay: Promise<Replayed>): Promise<number> {
  const { messages, keys } = await fromJournal(replay);
  await ctx.push.deliverer.hint(keys);
  return messages;
}

/**
 * Sends a notification again, given up or delivered (with its order's later ones to the device,
 * in order); a PENDING one is on its way already and is answered as it is.
 */
export async function replayPushDelivery(ctx: Context, id: string): Promise<PushDelivery> {
  const row = isPushDeliveryId(id) ? await fromJournal(ctx.push.store.delivery(id)) : undefined;
  if (row === undefined) throw notFound();
  if (row.status === 'PENDING') return pushDeliveryOf(row);
  await replayed(ctx, ctx.push.store.replay(id));
  const now = await fromJournal(ctx.push.store.delivery(id));
  return pushDeliveryOf(now ?? row);
}

/** Replays every notification given up since `since` (to one device, or to all); answers how many. */
export function replayFailedPushDeliveries(
  ctx: Context,
  since: string,
  deviceId: string | null | undefined,
): Promise<number> {
  if (deviceId != null && !isJournalId(deviceId)) return Promise.resolve(0);
  return replayed(ctx, ctx.push.store.replayFailed(new Date(since), deviceId ?? undefined));
}

/** what the development target recorded, newest first; null when notifications go to APNs and FCM */
export function developmentPushNotifications(ctx: Context): RecordedPush[] | null {
  return ctx.push.development?.list() ?? null;
}

/**
 * Sends a device again everything it was delivered, or was given up, since `since` (each
 * order's in order, under the same ids); answers how many.
 */
export function resendPushDeliveries(ctx: Context, deviceId: string, since: string): Promise<number> {
  if (!isJournalId(deviceId)) return Promise.resolve(0);
  return replayed(ctx, ctx.push.store.resendSince(deviceId, new Date(since)));
}
