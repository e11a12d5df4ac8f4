/**
 * Placing an order of the order table (src/schema/orders/table.ts): every rule is checked before anything
 * leaves (a refused order never reaches the provider), then its POST is sent exactly once,
 * optionally under an idempotency key, and whoever follows the order hears of it.
 */

import type { BodyOf, PostOperation, WireSubscription } from '@msp/partner-interface';
import { GraphQLError } from 'graphql';
import { STAFF } from '../../auth/scopes.js';
import { CODES } from '../../errors/codes.js';
import { PartnerUnavailableError } from '../../provider/errors.js';
import type { Context } from '../../request/context.js';
import { subscriptionOpenActivations } from '../subscriptions.js';
import {
  JournalUnavailableError,
  NotFoundError,
  OrderError,
  OrderOutcomePendingError,
  ValidationError,
} from './errors.js';
import { fingerprint, type PlaceResult, type PreviousOrder } from './idempotency.js';
import type { Keyed } from './inputs.js';
import type { Order } from './order.js';
import { closingOrder } from './rules.js';
import { orderErrorOf, send } from './send.js';

/** the order path's view of the caller: who places it, for the journal */
const placerOf = (ctx: Context) => ({
  kind: ctx.caller.kind,
  subject: ctx.caller.subject,
  role: ctx.caller.role,
});

/** Runs `order` for `mutation` under its idempotency key (input field, else the Idempotency-Key header). */
export async function placeOrder<O extends PostOperation, I extends Keyed>(
  ctx: Context,
  mutation: string,
  order: Order<O, I>,
  input: I,
): Promise<PlaceResult> {
  const given = input.idempotencyKey ?? undefined;
  const header = ctx.idempotencyKey;
  if (given !== undefined && header !== undefined && given !== header) {
    throw ValidationError.of(
      'input.idempotencyKey',
      'differs from the Idempotency-Key header: give the key once, or the same in both',
    );
  }
  const key = given ?? header;
  if (key !== undefined && (key.length === 0 || key.length > 200)) {
    throw ValidationError.of(
      given === undefined ? 'Idempotency-Key header' : 'input.idempotencyKey',
      'must be 1 to 200 characters',
    );
  }
  const { idempotencyKey: _key, ...rest } = input;
  // an order's rules, and the payload that answers it, read the partner as it is now
  ctx.call.fresh = true;
  const placed = await ctx.orders.place(
    {
      placer: placerOf(ctx),
      key,
      // the mutation is part of it: a key reused for another mutation is a conflict
      fingerprint: fingerprint({ mutation, input: rest }),
      mutation,
      operation: order.operation,
      activationType: order.activationType,
    },
    // a partner that cannot answer the rules' reads now took no order either: the same typed
    // error as when it cannot take the POST
    () =>
      order.rules(ctx, input, mutation).catch((error: unknown) => {
        throw error instanceof PartnerUnavailableError ? orderErrorOf(error, order.operation, {}) : error;
      }),
    (body, sendBy) => send(order.operation, body, () => order.post(ctx, body as BodyOf<O>, sendBy)),
    // a replay answers with the activation as it is now, not as the first answer had it: a
    // client's cache must not go back from DONE to INIT because a retry arrived
    async (activationId) => {
      const now = await ctx.loaders.activation.load(activationId);
      if (now === undefined || now === null) throw new NotFoundError('activation', activationId);
      return now;
    },
    // an order the journal still has open may have ended at the partner since the last poll
    async (activationId) => {
      const now = await ctx.loaders.activation.load(activationId);
      if (now === null) await ctx.journal.gone(activationId);
      else if (now !== undefined) await ctx.journal.recordChanges([now]);
    },
  );
  // whoever follows this order or its subscription hears of it without waiting for a poll
  if (!placed.replayed) ctx.orderPlaced(placed.activation);
  return placed;
}

/**
 * The activation a caller's order placed under `key`: waits while that order is still being
 * sent; NOT_FOUND when no order was placed under it (never, or it failed before the provider
 * created an activation).
 */
export async function activationIdByKey(ctx: Context, key: string): Promise<string> {
  const notFound = (message: string) =>
    new GraphQLError(message, { extensions: { code: CODES.NOT_FOUND, idempotencyKey: key } });
  let earlier: PreviousOrder | undefined;
  try {
    // any input: following names the order, whatever it was
    earlier = await ctx.orders.earlier(placerOf(ctx), key);
  } catch (error) {
    if (error instanceof OrderError) {
      throw new GraphQLError(error.message, { extensions: { code: codeOf(error), idempotencyKey: key } });
    }
    throw error;
  }
  if (earlier === undefined) throw notFound(`no order was placed with idempotency key ${key}`);
  if ('error' in earlier) {
    throw notFound(`the order with idempotency key ${key} created no activation: ${earlier.error.message}`);
  }
  return earlier.activationId;
}

/** the extensions.code of an order error raised where no payload can carry it */
const codeOf = (error: OrderError) =>
  error instanceof OrderOutcomePendingError
    ? CODES.ORDER_OUTCOME_PENDING
    : error instanceof JournalUnavailableError
      ? CODES.JOURNAL_UNAVAILABLE
      : CODES.BAD_REQUEST;

/**
 * Whether a front end should offer `order` on `sub` to this caller now: their role may place
 * it, the subscription is in the state the order needs, no termination or port-out is open on
 * it (the rule that refuses the order then, closingOrder), and no order of its type is open on
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
  return closingOrder(open) === undefined && !open.some((a) => a.activationType === order.activationType);
}
