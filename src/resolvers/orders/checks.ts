/**
 * The rules of an order that need a look-up first: the subscription a customer's order
 * targets must be theirs, the activation an order changes must be open and of its type (and,
 * for a port-in, outside the 48-hour window), a port-out's wishDate lies within 90 days by the
 * provider's clock, and the mobilePay rules hold against the
 * subscription's own environment and services. These load; the pure rules in ./rules.ts judge.
 * Each throws a typed order error.
 */
import {
  type ActivationType,
  ORDER_DEFAULTS,
  type WireServices,
  type WireSubscription,
} from '@msp/partner-interface';
import type { Context } from '../../context.js';
import { ifOwnSubscription } from '../own.js';
import { NotFoundError, ValidationError } from './errors.js';
import {
  mobilePayProblems,
  portInWindowProblem,
  portOutWishProblem,
  requireOpenActivation,
} from './rules.js';

/** The order a check runs for: its mutation, and the activationType it creates or changes. */
export interface OrderSite {
  mutation: string;
  activationType: ActivationType;
}

/** A rule that needs a look-up, run on the body the pure rules built. */
export type Check<B> = (ctx: Context, body: B, order: OrderSite) => Promise<void>;

interface Target {
  subscriptionId?: string | undefined;
  phoneNumber?: string | undefined;
}

/**
 * The subscription an order names; NotFound when it does not exist or is not the caller's.
 * An order naming both a subscriptionId and a phoneNumber must mean one subscription: the
 * one that holds the number now.
 */
async function subscriptionFor(ctx: Context, body: Target): Promise<WireSubscription> {
  const [byId, byPhone] = await Promise.all([
    body.subscriptionId === undefined
      ? undefined
      : ctx.loaders.subscription.load({ id: body.subscriptionId, phoneNumber: body.phoneNumber }),
    body.phoneNumber === undefined ? undefined : ctx.loaders.subscriptionByPhone.load(body.phoneNumber),
  ]);
  // a customer is told nothing about a subscription that is not theirs
  const sub = await ifOwnSubscription(ctx, byId ?? byPhone ?? null);
  if (sub === null) throw new NotFoundError('subscription', body.subscriptionId ?? body.phoneNumber ?? '');
  if (byId !== undefined && byPhone !== undefined && byPhone?.id !== sub.id) {
    throw ValidationError.of(
      'input.phoneNumber',
      'is not the phone number of the subscription subscriptionId names: give one of them, or both of one subscription',
    );
  }
  return sub;
}

/** What a body names as its subscription. */
function targetOf(body: object): Target {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    subscriptionId: 'subscriptionId' in body ? text(body.subscriptionId) : undefined,
    phoneNumber: 'phoneNumber' in body ? text(body.phoneNumber) : undefined,
  };
}

/**
 * A customer's order must be for their own subscription; staff may order for any. A body that
 * names no subscription is no customer's: NotFound. A body that names its subscription twice
 * (subscriptionId and phoneNumber) must name one subscription, whoever orders.
 */
export async function requireTarget(ctx: Context, body: object, ownerMayOrder: boolean): Promise<void> {
  const target = targetOf(body);
  if (ownerMayOrder && !ctx.caller.isStaff) await subscriptionFor(ctx, target);
  else if (target.subscriptionId !== undefined && target.phoneNumber !== undefined)
    await subscriptionFor(ctx, target);
}

/** The activation the order changes exists, is of the order's activationType, and still runs. */
async function loadOpenActivation(ctx: Context, body: { activationId: string }, order: OrderSite) {
  const activation = await ctx.loaders.activation.load(body.activationId);
  return requireOpenActivation(activation, body.activationId, order.activationType, order.mutation);
}

export const openActivation: Check<{ activationId: string }> = async (ctx, body, order) => {
  await loadOpenActivation(ctx, body, order);
};

/** openActivation, and the port-in's own rules for a change or a cancellation. */
export const openPortIn =
  (operation: 'change' | 'cancel'): Check<{ activationId: string }> =>
  async (ctx, body, order) => {
    const activation = await loadOpenActivation(ctx, body, order);
    const problem = portInWindowProblem(activation, ctx.provider.now(), operation);
    if (problem !== undefined) throw new ValidationError([problem]);
  };

/** A port-out's wishDate within the 90 days, by the provider's clock. */
export const portOutWithin90Days: Check<{ wishDate?: string | undefined }> = async (ctx, body) => {
  const problem = portOutWishProblem(body.wishDate, ctx.provider.now());
  if (problem !== undefined) throw new ValidationError([problem]);
};

/** The mobilePay rules against the subscription's own environment and its current services. */
export const mobilePayOnSubscription: Check<Target & { services: WireServices }> = async (ctx, body) => {
  const sub = await subscriptionFor(ctx, body);
  const problems = mobilePayProblems(
    sub.providerEnvironment ?? ORDER_DEFAULTS.providerEnvironment,
    body.services,
    undefined,
    sub.services ?? {},
  );
  if (problems.length > 0) throw new ValidationError(problems);
};
