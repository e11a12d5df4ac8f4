/**
 * The rules of an order that need a look-up first: the subscription a customer's order
 * targets must be theirs, no termination or port-out may be open on the subscription an order
 * changes, a customer's SIM swap names a SIM card they may use, the activation an order
 * changes must be open and of its type (and, for a port-in, outside the 48-hour window), a
 * port-out's wishDate lies within 90 days by the provider's clock, and the mobilePay rules hold
 * against the subscription's own environment and services. These load; the pure rules in
 * ./rules.ts judge.
 * Each throws a typed order error.
 */
import {
  type ActivationType,
  ORDER_DEFAULTS,
  type WireServices,
  type WireSubscription,
} from '@msp/partner-interface';
import type { Context } from '../../request/context.js';
import { isOwn } from '../own.js';
import { subscriptionBy, subscriptionOpenActivations } from '../subscriptions.js';
import { NotFoundError, ValidationError } from './errors.js';
import {
  closedBy,
  closingOrder,
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
 * The subscription an order names, or null when there is none or it is not the caller's (a
 * customer's is found among their own: src/resolvers/own.ts). An order naming both a
 * subscriptionId and a phoneNumber must mean one subscription: the one that holds the number now.
 */
async function targetSubscription(ctx: Context, body: Target): Promise<WireSubscription | null> {
  const { subscriptionId, phoneNumber } = body;
  const [byId, byPhone] = await Promise.all([
    subscriptionId === undefined
      ? undefined
      : ctx.caller.isStaff
        ? // the number, when the body gives it, finds the subscription in one call
          ctx.loaders.subscription.load({ id: subscriptionId, phoneNumber })
        : subscriptionBy(ctx, { name: 'id', value: subscriptionId }),
    phoneNumber === undefined ? undefined : subscriptionBy(ctx, { name: 'phoneNumber', value: phoneNumber }),
  ]);
  const sub = (subscriptionId === undefined ? byPhone : byId) ?? null;
  if (sub !== null && byId !== undefined && byPhone !== undefined && byPhone?.id !== sub.id) {
    throw ValidationError.of(
      'input.phoneNumber',
      'is not the phone number of the subscription subscriptionId names: give one of them, or both of one subscription',
    );
  }
  return sub;
}

/** targetSubscription, or NotFound naming the key the body gave. */
async function subscriptionFor(ctx: Context, body: Target): Promise<WireSubscription> {
  const sub = await targetSubscription(ctx, body);
  if (sub === null) throw new NotFoundError('subscription', body.subscriptionId ?? body.phoneNumber ?? '');
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

/**
 * No order that ends the subscription (a termination or a port-out) is open on it at the
 * partner: while one is, it closes every other order there (closingOrder, ./rules.ts, which
 * viewerCan<Order> follows too). Refused naming that order. The subscription's id, for the
 * journal, which holds the same rule between orders being placed at once
 * (src/journal/conflicts.ts); undefined when the partner does not have it.
 */
export async function requireNoClosingOrder(ctx: Context, body: object): Promise<string | undefined> {
  const target = targetOf(body);
  // by its id (requireTarget saw that a number given beside it is the same subscription's), else
  // by its number; one the partner does not have is its to answer for (a customer's was refused before)
  const subscriptionId = target.subscriptionId ?? (await targetSubscription(ctx, target))?.id;
  if (subscriptionId === undefined) return undefined;
  const closing = closingOrder(await subscriptionOpenActivations(ctx, { id: subscriptionId }));
  if (closing !== undefined) {
    throw ValidationError.of(
      target.subscriptionId === undefined ? 'input.phoneNumber' : 'input.subscriptionId',
      closedBy(closing),
    );
  }
  return subscriptionId;
}

/**
 * A customer's SIM swap names a SIM card they may use: a FREE one no other subscription holds.
 * Every other number (in use, disabled, another's, unknown) gets one answer, after the same one
 * read, so that a customer learns nothing of SIM cards they cannot use; staff hear the
 * partner's own answer. An eSIM swap has no number by now (swapSimBody leaves it out).
 */
export const usableNewSim: Check<{ newSimCardNumber?: string | undefined }> = async (ctx, body) => {
  const number = body.newSimCardNumber;
  if (ctx.caller.isStaff || number === undefined) return;
  const sim = await ctx.loaders.simCard.load(number);
  if (sim?.status === 'FREE' && (!sim.subscriptionId || (await isOwn(ctx, sim)))) return;
  throw ValidationError.of(
    'input.newSimCardNumber',
    `SIM card ${number} cannot be used for this swap: give the number of a FREE SIM card, or swap to an eSIM`,
  );
};

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
