/**
 * Placing an order of the order table (src/schema/orders/table.ts): every rule is checked before anything
 * leaves (a refused order never reaches the provider), then its POST is sent exactly once,
 * optionally under an idempotency key, and whoever follows the order hears of it.
 */

import type { PostOperation, WireSubscription } from '@msp/partner-interface';
import { GraphQLError } from 'graphql';
import { STAFF } from '../../auth/scopes.js';
import type { Context } from '../../context.js';
import { subscriptionOpenActivations } from '../subscriptions.js';
import { orderErrorFrom, ValidationError } from './errors.js';
import { once, type Placed } from './idempotency.js';
import type { Keyed } from './inputs.js';
import type { Order } from './order.js';
import { send } from './send.js';

/**
 * Where a caller's key lives in the store: keys are the caller's own (another caller's key
 * never answers for them) and name one order whatever its mutation (the mutation is part of
 * the input's fingerprint, so a key reused for another mutation is a conflict).
 */
const storeKeyOf = (ctx: Context, key: string) => `${ctx.caller.id}:${key}`;

/** Runs `order` for `mutation` under its idempotency key (input field, else the Idempotency-Key header). */
export async function placeOrder<O extends PostOperation, I extends Keyed>(
  ctx: Context,
  mutation: string,
  order: Order<O, I>,
  input: I,
): Promise<Placed> {
  const key = input.idempotencyKey ?? ctx.idempotencyKey;
  if (key !== undefined && (key.length === 0 || key.length > 200)) {
    throw ValidationError.of('input.idempotencyKey', 'must be 1 to 200 characters');
  }
  const { idempotencyKey: _key, ...rest } = input;
  // an order's rules, and the payload that answers it, read the partner as it is now
  ctx.call.fresh = true;
  const placed = await once(
    ctx.idempotency,
    key === undefined ? undefined : storeKeyOf(ctx, key),
    { mutation, input: rest },
    async (tracker) => {
      const body = await order.rules(ctx, input, mutation);
      return send(order.operation, body, tracker, () => order.post(ctx, body));
    },
    key === undefined ? {} : { shownKey: key },
  );
  if (!placed.replayed) {
    // whoever follows this order or its subscription hears of it without waiting for a poll
    ctx.orderPlaced(placed.activation);
    return placed;
  }
  // a replay answers with the activation as it is now, not as the first answer had it: a
  // client's cache must not go back from DONE to INIT because a retry arrived
  const fresh = await ctx.loaders.activation.load(placed.activation.id);
  return { activation: fresh ?? placed.activation, replayed: true };
}

/** How long following by key waits for an order still being sent under that key. */
const PENDING_WAIT_MS = 30_000;

/**
 * The activation a caller's order placed under `key`: waits while that order is still being
 * sent; NOT_FOUND when no order was placed under it (never, or it failed before the provider
 * created an activation).
 */
export async function activationIdByKey(ctx: Context, key: string): Promise<string> {
  const result = await ctx.idempotency.wait(storeKeyOf(ctx, key), PENDING_WAIT_MS);
  const notFound = (message: string) =>
    new GraphQLError(message, { extensions: { code: 'NOT_FOUND', idempotencyKey: key } });
  if (result === undefined) throw notFound(`no order was placed with idempotency key ${key}`);
  if ('error' in result) {
    const { message } = orderErrorFrom(result.error);
    throw notFound(`the order with idempotency key ${key} created no activation: ${message}`);
  }
  return result.ok.id;
}

/**
 * Whether a front end should offer `order` on `sub` to this caller now: their role may place
 * it, the subscription is in the state the order needs, and no order of its type is open on
 * it already (a second one would only end in ERROR, or repeat the first).
 */
export async function isOffered(
  ctx: Context,
  sub: WireSubscription,
  order: Pick<Order<PostOperation, Keyed>, 'offered' | 'scope' | 'activationType'>,
): Promise<boolean> {
  const { offered } = order;
  if (offered === undefined || (order.scope === STAFF && !ctx.caller.isStaff)) return false;
  if (offered.while !== undefined && sub.state !== offered.while) return false;
  const open = await subscriptionOpenActivations(ctx, sub);
  return !open.some((a) => a.activationType === order.activationType);
}
