import type { WireActivation } from '../../provider/wire.js';
import {
  IdempotencyConflictError,
  NotFoundError,
  OrderOutcomeUnknownError,
  ProviderRejectedOrderError,
  ProviderUnavailableError,
  ValidationError,
} from '../../resolvers/orders/errors.js';
import * as orders from '../../resolvers/orders/index.js';
import { builder } from '../builder.js';
import { orderPayload } from '../payload.js';
import { STAFF, STAFF_OR_OWNER } from '../scopes.js';
import { CancelNewSubscriptionInput } from './CancelNewSubscriptionInput.js';
import { CancelPortInInput } from './CancelPortInInput.js';
import { CancelPortOutInput } from './CancelPortOutInput.js';
import { CancelTerminationInput } from './CancelTerminationInput.js';
import { ChangePortInInput } from './ChangePortInInput.js';
import { InPortActivation } from './InPortActivation.js';
import { NewSubscriptionActivation } from './NewSubscriptionActivation.js';
import { OrderNewSubscriptionInput } from './OrderNewSubscriptionInput.js';
import { OutPortActivation } from './OutPortActivation.js';
import { PortInInput } from './PortInInput.js';
import { PortOutInput } from './PortOutInput.js';
import { ResumeActivation } from './ResumeActivation.js';
import { ResumeSubscriptionInput } from './ResumeSubscriptionInput.js';
import { SetServicesActivation } from './SetServicesActivation.js';
import { SetServicesInput } from './SetServicesInput.js';
import { SimSwapActivation } from './SimSwapActivation.js';
import { SuspendActivation } from './SuspendActivation.js';
import { SuspendSubscriptionInput } from './SuspendSubscriptionInput.js';
import { SwapSimInput } from './SwapSimInput.js';
import { TerminateActivation } from './TerminateActivation.js';
import { TerminateSubscriptionInput } from './TerminateSubscriptionInput.js';

const ORDER_ERRORS = [
  ValidationError,
  NotFoundError,
  ProviderRejectedOrderError,
  OrderOutcomeUnknownError,
  ProviderUnavailableError,
  IdempotencyConflictError,
];
const errors = (name: string) => ({
  types: ORDER_ERRORS,
  directResult: true as const,
  union: { name: `${name}Result` },
});
const payload = async (order: Promise<WireActivation>) => ({ activation: await order });

const Payloads = {
  OrderNewSubscription: orderPayload(
    'OrderNewSubscriptionPayload',
    NewSubscriptionActivation,
    'The new subscription was ordered.',
  ),
  CancelNewSubscription: orderPayload(
    'CancelNewSubscriptionPayload',
    NewSubscriptionActivation,
    'The order is being cancelled (CANCELLING).',
  ),
  SuspendSubscription: orderPayload(
    'SuspendSubscriptionPayload',
    SuspendActivation,
    'The suspension was ordered.',
  ),
  ResumeSubscription: orderPayload(
    'ResumeSubscriptionPayload',
    ResumeActivation,
    'The resumption was ordered.',
  ),
  SwapSim: orderPayload('SwapSimPayload', SimSwapActivation, 'The SIM swap was ordered.'),
  SetServices: orderPayload('SetServicesPayload', SetServicesActivation, 'The service change was ordered.'),
  PortIn: orderPayload(
    'PortInPayload',
    InPortActivation,
    'The port-in was ordered; portingStatus is INIT until the donor answers.',
  ),
  ChangePortIn: orderPayload('ChangePortInPayload', InPortActivation, 'The port-in was changed.'),
  CancelPortIn: orderPayload(
    'CancelPortInPayload',
    InPortActivation,
    'The port-in is being cancelled (portingStatus CANCELLING).',
  ),
  PortOut: orderPayload('PortOutPayload', OutPortActivation, 'The port-out was ordered.'),
  CancelPortOut: orderPayload('CancelPortOutPayload', OutPortActivation, 'The port-out is being cancelled.'),
  TerminateSubscription: orderPayload(
    'TerminateSubscriptionPayload',
    TerminateActivation,
    'The termination was ordered.',
  ),
  CancelTermination: orderPayload(
    'CancelTerminationPayload',
    TerminateActivation,
    'The termination is being cancelled.',
  ),
};

builder.mutationType({
  description:
    'One mutation per order (POST operation). Every rule is checked before anything is sent; an order is sent once and never retried. Expected failures are typed results implementing Error.',
  fields: (t) => ({
    orderNewSubscription: t.field({
      authScopes: STAFF,
      type: Payloads.OrderNewSubscription,
      errors: errors('OrderNewSubscription'),
      args: { input: t.arg({ type: OrderNewSubscriptionInput, required: true }) },
      resolve: (_root, { input }, ctx) => payload(orders.orderNewSubscription(ctx, input)),
    }),
    cancelNewSubscription: t.field({
      authScopes: STAFF,
      type: Payloads.CancelNewSubscription,
      errors: errors('CancelNewSubscription'),
      args: { input: t.arg({ type: CancelNewSubscriptionInput, required: true }) },
      resolve: (_root, { input }, ctx) => payload(orders.cancelNewSubscription(ctx, input)),
    }),
    suspendSubscription: t.field({
      authScopes: STAFF_OR_OWNER,
      type: Payloads.SuspendSubscription,
      errors: errors('SuspendSubscription'),
      args: { input: t.arg({ type: SuspendSubscriptionInput, required: true }) },
      resolve: (_root, { input }, ctx) => payload(orders.suspendSubscription(ctx, input)),
    }),
    resumeSubscription: t.field({
      authScopes: STAFF_OR_OWNER,
      type: Payloads.ResumeSubscription,
      errors: errors('ResumeSubscription'),
      args: { input: t.arg({ type: ResumeSubscriptionInput, required: true }) },
      resolve: (_root, { input }, ctx) => payload(orders.resumeSubscription(ctx, input)),
    }),
    swapSim: t.field({
      authScopes: STAFF_OR_OWNER,
      type: Payloads.SwapSim,
      errors: errors('SwapSim'),
      args: { input: t.arg({ type: SwapSimInput, required: true }) },
      resolve: (_root, { input }, ctx) => payload(orders.swapSim(ctx, input)),
    }),
    setServices: t.field({
      authScopes: STAFF_OR_OWNER,
      type: Payloads.SetServices,
      errors: errors('SetServices'),
      args: { input: t.arg({ type: SetServicesInput, required: true }) },
      resolve: (_root, { input }, ctx) => payload(orders.setServices(ctx, input)),
    }),
    portIn: t.field({
      authScopes: STAFF,
      type: Payloads.PortIn,
      errors: errors('PortIn'),
      args: { input: t.arg({ type: PortInInput, required: true }) },
      resolve: (_root, { input }, ctx) => payload(orders.portIn(ctx, input)),
    }),
    changePortIn: t.field({
      authScopes: STAFF,
      type: Payloads.ChangePortIn,
      errors: errors('ChangePortIn'),
      args: { input: t.arg({ type: ChangePortInInput, required: true }) },
      resolve: (_root, { input }, ctx) => payload(orders.changePortIn(ctx, input)),
    }),
    cancelPortIn: t.field({
      authScopes: STAFF,
      type: Payloads.CancelPortIn,
      errors: errors('CancelPortIn'),
      args: { input: t.arg({ type: CancelPortInInput, required: true }) },
      resolve: (_root, { input }, ctx) => payload(orders.cancelPortIn(ctx, input)),
    }),
    portOut: t.field({
      authScopes: STAFF,
      type: Payloads.PortOut,
      errors: errors('PortOut'),
      args: { input: t.arg({ type: PortOutInput, required: true }) },
      resolve: (_root, { input }, ctx) => payload(orders.portOut(ctx, input)),
    }),
    cancelPortOut: t.field({
      authScopes: STAFF,
      type: Payloads.CancelPortOut,
      errors: errors('CancelPortOut'),
      args: { input: t.arg({ type: CancelPortOutInput, required: true }) },
      resolve: (_root, { input }, ctx) => payload(orders.cancelPortOut(ctx, input)),
    }),
    terminateSubscription: t.field({
      authScopes: STAFF,
      type: Payloads.TerminateSubscription,
      errors: errors('TerminateSubscription'),
      args: { input: t.arg({ type: TerminateSubscriptionInput, required: true }) },
      resolve: (_root, { input }, ctx) => payload(orders.terminateSubscription(ctx, input)),
    }),
    cancelTermination: t.field({
      authScopes: STAFF,
      type: Payloads.CancelTermination,
      errors: errors('CancelTermination'),
      args: { input: t.arg({ type: CancelTerminationInput, required: true }) },
      resolve: (_root, { input }, ctx) => payload(orders.cancelTermination(ctx, input)),
    }),
  }),
});
