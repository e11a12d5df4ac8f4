/**
 * Placing an order of the order table (./table.ts): every rule is checked before anything
 * leaves (a refused order never reaches the provider), then its POST is sent exactly once,
 * optionally under an idempotency key, and whoever follows the order hears of it.
 */

import type { PostOperation, WireActivation } from '@msp/partner-interface';
import type { Context } from '../../context.js';
import { ValidationError } from './errors.js';
import { once } from './idempotency.js';
import { send } from './send.js';
import type { Keyed, Order } from './table.js';

/** Runs `order` for `mutation` under its idempotency key (input field, else the Idempotency-Key header). */
export function placeOrder<O extends PostOperation, I extends Keyed>(
  ctx: Context,
  mutation: string,
  order: Order<O, I>,
  input: I,
): Promise<WireActivation> {
  const key = input.idempotencyKey ?? ctx.idempotencyKey;
  if (key !== undefined && (key.length === 0 || key.length > 200)) {
    throw ValidationError.of('input.idempotencyKey', 'must be 1 to 200 characters');
  }
  const { idempotencyKey: _key, ...rest } = input;
  // keys are the caller's own: another caller's key never answers for them
  const storeKey = key === undefined ? undefined : `${ctx.caller.id}:${mutation}:${key}`;
  return once(
    ctx.idempotency,
    storeKey,
    { mutation, input: rest },
    async (tracker) => {
      const body = await order.rules(ctx, input, mutation);
      return send(order.operation, body, tracker, () => order.post(ctx, body));
    },
    key === undefined ? {} : { shownKey: key },
  ).then((activation) => {
    // whoever follows this order or its subscription hears of it without waiting for a poll
    ctx.orderPlaced(activation);
    return activation;
  });
}
