/**
 * THE table of the partner's operations: name, method, parameters or body, result. The typed
 * client (`get(op, params)`, `post(op, body)`), the simulator's routing and validation, and
 * the OpenAPI document all derive from it. Every path is `/api/<OperationName>` (the spec's
 * rule), so a path is never written down.
 *
 * Adding an operation: one row here (with its schemas beside the others), its behaviour in
 * the simulator (the compiler lists the tables that miss it), and for a POST one row in the
 * gateway's order table.
 */
import { z } from 'zod';
import {
  activationRefBodySchema,
  cancelTerminateBodySchema,
  changeInPortBodySchema,
  inPortBodySchema,
  newSubscriptionBodySchema,
  scheduledTargetBodySchema,
  setServicesBodySchema,
  simSwapBodySchema,
  targetBodySchema,
} from './bodies.js';
import {
  queryActivationParams,
  queryCdrMonthParams,
  queryCdrParams,
  queryInvoiceParams,
  querySimcardParams,
  querySubscriptionParams,
  queryUsageSubscriptionParams,
} from './params.js';
import {
  activationSchema,
  cdrMonthSchema,
  cdrSchema,
  type Envelope,
  envelopeSchema,
  invoiceSchema,
  simCardListSchema,
  simCardSchema,
  subscriptionSchema,
  usageSummarySchema,
} from './resources.js';

interface GetDefinition<P extends z.ZodObject, I extends z.ZodType> {
  method: 'GET';
  summary: string;
  params: P;
  /** one record of the list, named as the OpenAPI document's component */
  item: I;
  resource: string;
  /** the whole answer: the list envelope of `item` */
  result: z.ZodType<Envelope<z.output<I>>>;
}

interface PostDefinition<B extends z.ZodType> {
  method: 'POST';
  summary: string;
  body: B;
  /** every POST answers with the activation it created or changed */
  result: typeof activationSchema;
}

const get = <P extends z.ZodObject, I extends z.ZodType>(
  resource: string,
  item: I,
  params: P,
  summary: string,
  result: z.ZodType<Envelope<z.output<I>>> = envelopeSchema(item) as z.ZodType<Envelope<z.output<I>>>,
): GetDefinition<P, I> => ({ method: 'GET', summary, params, item, resource, result });

const post = <B extends z.ZodType>(body: B, summary: string): PostDefinition<B> => ({
  method: 'POST',
  summary,
  body,
  result: activationSchema,
});

export const OPERATIONS = {
  QuerySimcard: get(
    'SimCard',
    simCardSchema,
    querySimcardParams,
    'SIM cards',
    // "not shown" whether the answer is the envelope or a bare array: both are read
    simCardListSchema,
  ),
  QueryActivation: get(
    'Activation',
    activationSchema,
    queryActivationParams,
    'Activation records; poll by id until DONE, ERROR or CANCELLED (an unknown id is a 404)',
  ),
  QuerySubscription: get('Subscription', subscriptionSchema, querySubscriptionParams, 'Subscriptions'),
  QueryInvoice: get('Invoice', invoiceSchema, queryInvoiceParams, 'Invoices'),
  QueryCdrMonth: get('CdrMonth', cdrMonthSchema, queryCdrMonthParams, 'Months for which CDRs exist'),
  QueryCdr: get(
    'Cdr',
    cdrSchema,
    queryCdrParams,
    'Call detail records of one month (an unknown id is a 404)',
  ),
  QueryUsageSubscription: get(
    'UsageSummary',
    usageSummarySchema,
    queryUsageSubscriptionParams,
    'Usage summaries, one per subscription per month with usage (an unknown id is a 404)',
  ),
  NewSubscription: post(newSubscriptionBodySchema, 'Order a subscription with a new phone number'),
  CancelNewSubscription: post(activationRefBodySchema, 'Cancel a NewSubscription order'),
  SuspendSubscription: post(targetBodySchema, 'Suspend all traffic'),
  ResumeSubscription: post(targetBodySchema, 'Resume all traffic'),
  SimSwapSubscription: post(simSwapBodySchema, 'Replace the SIM (physical or eSIM)'),
  SetServicesSubscription: post(setServicesBodySchema, 'Update or add services'),
  InPortSubscription: post(inPortBodySchema, 'Port a number in to a new subscription'),
  ChangeInPortSubscription: post(
    changeInPortBodySchema,
    'Change a port-in (not within 48 h of approvedDate)',
  ),
  CancelInPortSubscription: post(
    activationRefBodySchema,
    'Cancel a port-in (not while INIT, not within 48 h of approvedDate)',
  ),
  PortingOutSubscription: post(scheduledTargetBodySchema, 'Port a number out'),
  CancelPortingOutSubscription: post(activationRefBodySchema, 'Cancel a port-out'),
  TerminateSubscription: post(scheduledTargetBodySchema, 'Terminate a subscription'),
  CancelTerminateSubscription: post(cancelTerminateBodySchema, 'Cancel a termination (activationId, or id)'),
};

type Operations = typeof OPERATIONS;
export type Operation = keyof Operations;
export type GetOperation = { [K in Operation]: Operations[K]['method'] extends 'GET' ? K : never }[Operation];
export type PostOperation = Exclude<Operation, GetOperation>;

/** What the caller gives a GET operation. */
export type ParamsOf<O extends GetOperation> = z.input<Operations[O]['params']>;
/** One record a GET operation lists. */
export type RecordOf<O extends GetOperation> = z.output<Operations[O]['item']>;
/** The body of a POST operation as the caller gives it. */
export type BodyOf<O extends PostOperation> = z.input<Operations[O]['body']>;

const names = Object.keys(OPERATIONS) as Operation[];
export const GET_OPERATIONS = names.filter((name): name is GetOperation => OPERATIONS[name].method === 'GET');
export const POST_OPERATIONS = names.filter(
  (name): name is PostOperation => OPERATIONS[name].method === 'POST',
);

export const isGetOperation = (name: string): name is GetOperation =>
  (GET_OPERATIONS as readonly string[]).includes(name);
export const isPostOperation = (name: string): name is PostOperation =>
  (POST_OPERATIONS as readonly string[]).includes(name);

/** Every operation's path below the base URL, as the spec defines it. */
export const operationPath = (operation: Operation): string => `/api/${operation}`;

/** The POST operations whose body has the field `F`. */
type PostOperationWith<F extends string> = {
  [K in PostOperation]: Operations[K]['body'] extends z.ZodObject<infer S>
    ? F extends keyof S
      ? K
      : never
    : never;
}[PostOperation];

/**
 * The POST operations whose body carries a referenceNumber (the spec's Limits table): each
 * creates an activation that keeps the reference, so an order is found by it at the partner.
 */
export type ReferencedOperation = PostOperationWith<'referenceNumber'>;
/**
 * The POST operations whose body names an existing activation (a cancellation, a change of a
 * port-in): they create none, and answer with the one they name.
 */
export type ActivationOperation = PostOperationWith<'activationId'>;

/** The keys a POST operation's body schema knows. */
const bodyKeys = (operation: PostOperation): readonly string[] => {
  const { body } = OPERATIONS[operation];
  return body instanceof z.ZodObject ? Object.keys(body.shape) : [];
};

export const REFERENCED_OPERATIONS = POST_OPERATIONS.filter((name): name is ReferencedOperation =>
  bodyKeys(name).includes('referenceNumber'),
);
export const ACTIVATION_OPERATIONS = POST_OPERATIONS.filter((name): name is ActivationOperation =>
  bodyKeys(name).includes('activationId'),
);
export const isReferencedOperation = (name: string): name is ReferencedOperation =>
  (REFERENCED_OPERATIONS as readonly string[]).includes(name);
export const isActivationOperation = (name: string): name is ActivationOperation =>
  (ACTIVATION_OPERATIONS as readonly string[]).includes(name);
