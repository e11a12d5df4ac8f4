/**
 * The thirteen orders. Each checks every rule before anything leaves (a refused order never
 * reaches the provider), then sends its POST exactly once, optionally under an idempotency key.
 */
import type { Context } from '../../context.js';
import type { WireActivation, WireSubscription } from '../../provider/wire.js';
import { providerId } from '../common.js';
import { NotFoundError, ValidationError } from './errors.js';
import { once, type SendTracker } from './idempotency.js';
import {
  ACTIVATION_NAMES,
  type ActivationRefInput,
  type ChangePortInInput,
  cancelNewSubscriptionBody,
  cancelPortInBody,
  cancelPortOutBody,
  cancelTerminationBody,
  changePortInBody,
  mobilePayProblems,
  type NewSubscriptionInput,
  newSubscriptionBody,
  type PortInInput,
  portInBody,
  portInWindowProblem,
  portOutBody,
  requireOpenActivation,
  resumeBody,
  type ScheduledTargetInput,
  type SetServicesInput,
  type SwapSimInput,
  setServicesBody,
  suspendBody,
  swapSimBody,
  terminateBody,
} from './rules.js';
import { send } from './send.js';

interface Keyed {
  idempotencyKey?: string | null | undefined;
}
type TargetInput = Parameters<typeof suspendBody>[0];

/** Runs an order under its idempotency key (input field, else the Idempotency-Key header). */
function ordered<I extends Keyed>(
  ctx: Context,
  mutation: string,
  input: I,
  order: (tracker: SendTracker) => Promise<WireActivation>,
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
    order,
    key === undefined ? {} : { shownKey: key },
  ).then((activation) => {
    // whoever follows this order or its subscription hears of it without waiting for a poll
    ctx.live.watcher.announce(activation);
    return activation;
  });
}

async function openActivation(ctx: Context, activationId: string, type: string, what: string) {
  const id = providerId(activationId, ACTIVATION_NAMES);
  return requireOpenActivation(await ctx.loaders.activation.load(id), id, type, what);
}

async function subscriptionFor(
  ctx: Context,
  body: { subscriptionId?: string | undefined; phoneNumber?: string | undefined },
) {
  let sub: WireSubscription | null = null;
  if (body.subscriptionId !== undefined)
    sub = await ctx.loaders.subscription.load({ id: body.subscriptionId, phoneNumber: body.phoneNumber });
  else if (body.phoneNumber !== undefined) sub = await ctx.loaders.subscriptionByPhone.load(body.phoneNumber);
  // a customer is told nothing about a subscription that is not theirs
  if (sub === null || !ctx.caller.mayRead(sub, 'subscription')) {
    throw new NotFoundError('subscription', body.subscriptionId ?? body.phoneNumber ?? '');
  }
  return sub;
}

/** A customer's order must be for their own subscription; staff may order for any. */
async function requireOwn(
  ctx: Context,
  body: { subscriptionId?: string | undefined; phoneNumber?: string | undefined },
) {
  if (!ctx.caller.isStaff) await subscriptionFor(ctx, body);
}

export const orderNewSubscription = (ctx: Context, input: NewSubscriptionInput & Keyed) =>
  ordered(ctx, 'orderNewSubscription', input, (tracker) => {
    const body = newSubscriptionBody(input);
    return send('NewSubscription', body, tracker, () => ctx.provider.newSubscription(body, ctx.call));
  });

export const cancelNewSubscription = (ctx: Context, input: ActivationRefInput & Keyed) =>
  ordered(ctx, 'cancelNewSubscription', input, async (tracker) => {
    const body = cancelNewSubscriptionBody(input);
    await openActivation(ctx, body.activationId, 'ACTIVATENEW', 'cancelNewSubscription');
    return send('CancelNewSubscription', body, tracker, () =>
      ctx.provider.cancelNewSubscription(body, ctx.call),
    );
  });

export const suspendSubscription = (ctx: Context, input: TargetInput & Keyed) =>
  ordered(ctx, 'suspendSubscription', input, async (tracker) => {
    const body = suspendBody(input);
    await requireOwn(ctx, body);
    return send('SuspendSubscription', body, tracker, () => ctx.provider.suspendSubscription(body, ctx.call));
  });

export const resumeSubscription = (ctx: Context, input: TargetInput & Keyed) =>
  ordered(ctx, 'resumeSubscription', input, async (tracker) => {
    const body = resumeBody(input);
    await requireOwn(ctx, body);
    return send('ResumeSubscription', body, tracker, () => ctx.provider.resumeSubscription(body, ctx.call));
  });

export const swapSim = (ctx: Context, input: SwapSimInput & Keyed) =>
  ordered(ctx, 'swapSim', input, async (tracker) => {
    const body = swapSimBody(input);
    await requireOwn(ctx, body);
    return send('SimSwapSubscription', body, tracker, () => ctx.provider.simSwapSubscription(body, ctx.call));
  });

export const setServices = (ctx: Context, input: SetServicesInput & Keyed) =>
  ordered(ctx, 'setServices', input, async (tracker) => {
    const body = setServicesBody(input);
    // the mobilePay rules hold for the subscription's own environment and its current services
    const sub = await subscriptionFor(ctx, body);
    const problems = mobilePayProblems(
      sub.providerEnvironment ?? 'SP16001',
      body.services,
      undefined,
      sub.services ?? {},
    );
    if (problems.length > 0) throw new ValidationError(problems);
    return send('SetServicesSubscription', body, tracker, () =>
      ctx.provider.setServicesSubscription(body, ctx.call),
    );
  });

export const portIn = (ctx: Context, input: PortInInput & Keyed) =>
  ordered(ctx, 'portIn', input, (tracker) => {
    const body = portInBody(input);
    return send('InPortSubscription', body, tracker, () => ctx.provider.inPortSubscription(body, ctx.call));
  });

export const changePortIn = (ctx: Context, input: ChangePortInInput & Keyed) =>
  ordered(ctx, 'changePortIn', input, async (tracker) => {
    const body = changePortInBody(input);
    const activation = await openActivation(ctx, body.activationId, 'INPORT', 'changePortIn');
    const problem = portInWindowProblem(activation, ctx.provider.now(), 'change');
    if (problem !== undefined) throw new ValidationError([problem]);
    return send('ChangeInPortSubscription', body, tracker, () =>
      ctx.provider.changeInPortSubscription(body, ctx.call),
    );
  });

export const cancelPortIn = (ctx: Context, input: ActivationRefInput & Keyed) =>
  ordered(ctx, 'cancelPortIn', input, async (tracker) => {
    const body = cancelPortInBody(input);
    const activation = await openActivation(ctx, body.activationId, 'INPORT', 'cancelPortIn');
    const problem = portInWindowProblem(activation, ctx.provider.now(), 'cancel');
    if (problem !== undefined) throw new ValidationError([problem]);
    return send('CancelInPortSubscription', body, tracker, () =>
      ctx.provider.cancelInPortSubscription(body, ctx.call),
    );
  });

export const portOut = (ctx: Context, input: ScheduledTargetInput & Keyed) =>
  ordered(ctx, 'portOut', input, (tracker) => {
    const body = portOutBody(input);
    return send('PortingOutSubscription', body, tracker, () =>
      ctx.provider.portingOutSubscription(body, ctx.call),
    );
  });

export const cancelPortOut = (ctx: Context, input: ActivationRefInput & Keyed) =>
  ordered(ctx, 'cancelPortOut', input, async (tracker) => {
    const body = cancelPortOutBody(input);
    await openActivation(ctx, body.activationId, 'OUTPORT', 'cancelPortOut');
    return send('CancelPortingOutSubscription', body, tracker, () =>
      ctx.provider.cancelPortingOutSubscription(body, ctx.call),
    );
  });

export const terminateSubscription = (ctx: Context, input: ScheduledTargetInput & Keyed) =>
  ordered(ctx, 'terminateSubscription', input, (tracker) => {
    const body = terminateBody(input);
    return send('TerminateSubscription', body, tracker, () =>
      ctx.provider.terminateSubscription(body, ctx.call),
    );
  });

export const cancelTermination = (ctx: Context, input: ActivationRefInput & Keyed) =>
  ordered(ctx, 'cancelTermination', input, async (tracker) => {
    const body = cancelTerminationBody(input);
    await openActivation(ctx, body.activationId, 'TERMINATE', 'cancelTermination');
    return send('CancelTerminateSubscription', body, tracker, () =>
      ctx.provider.cancelTerminateSubscription(body, ctx.call),
    );
  });
