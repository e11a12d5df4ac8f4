/**
 * An order as a row of the order table (src/schema/orders/table.ts) states it, and what
 * placing it runs: the rules checked before anything leaves (the pure body builder of
 * ./rules.ts, the subscription it names, any check that needs a look-up, ./checks.ts, then no
 * termination or port-out open on that subscription), then its POST. ./index.ts places orders.
 */
import type {
  ActivationType,
  BodyOf,
  PostOperation,
  SubscriptionState,
  WireActivation,
} from '@msp/partner-interface';
import { type STAFF, STAFF_OR_OWNER } from '../../auth/scopes.js';
import { GATEWAY_REFERENCE_PREFIX, isGatewayReference } from '../../journal/references.js';
import type { Context } from '../../request/context.js';
import { type Check, requireNoClosingOrder, requireTarget } from './checks.js';
import { ValidationError } from './errors.js';
import type { Checked } from './idempotency.js';
import type { Keyed } from './inputs.js';

/** What a row of the order table states of its order besides its input and its rules. */
export interface OrderFacts<O extends PostOperation> {
  /** the partner operation it sends, once */
  operation: O;
  /** of the activation it creates or changes: its payload carries that activation's object */
  activationType: ActivationType;
  /** STAFF, or STAFF_OR_OWNER: a customer may place it too, on their own subscription */
  scope: typeof STAFF | typeof STAFF_OR_OWNER;
  /** the description of its payload */
  payload: string;
  /**
   * Set for an order placed on an existing subscription: MobileSubscription.viewerCan<Order>
   * tells a front end whether to offer it there, and it is refused while a termination or a
   * port-out is open on that subscription (closingOrder, ./rules.ts). `while`: the state the
   * subscription must be in for the order to do anything (docs/simulator.md's decisions:
   * SUSPEND makes an ACTIVE subscription BLOCKED, RESUME a BLOCKED one ACTIVE).
   */
  offered?: { while?: SubscriptionState };
}

/** An order as the schema and ./index.ts see it. */
export interface Order<O extends PostOperation, I extends Keyed> extends OrderFacts<O> {
  /**
   * Every rule in turn: the pure rules build the body (or throw a ValidationError), then the
   * subscription it names (a customer's own, where customers may order; one subscription when
   * named twice), then the row's own look-up check, then (an order on an existing
   * subscription) no termination or port-out open there; the body, and the subscription it
   * is placed on. A method, so that orders of different inputs fit one list.
   */
  rules(ctx: Context, input: I, mutation: string): Promise<Checked & { body: BodyOf<O> }>;
  /** sends the checked body, if it can leave by `sendBy` (performance.now() ms) */
  post(ctx: Context, body: BodyOf<O>, sendBy: number): Promise<WireActivation>;
}

/** A row of the order table, but its GraphQL input. */
export type OrderTableRow<O extends PostOperation, I extends Keyed, B extends BodyOf<O>> = OrderFacts<O> & {
  /** the pure rules: the input as the body to send */
  body: (input: I) => B;
  /** the rule that needs a look-up, if any */
  check?: Check<B>;
};

/** The order of a row: its rules, from the pure body builder and the look-up check, and its POST. */
export function order<const O extends PostOperation, I extends Keyed, B extends BodyOf<O>>(
  row: OrderTableRow<O, I, B>,
): Order<O, I> {
  const { body: build, check, ...facts } = row;
  return {
    ...facts,
    async rules(ctx, input, mutation) {
      // the key is the gateway's: never part of what the partner is sent (or the journal keeps as sent)
      const body = build({ ...input, idempotencyKey: undefined });
      if (isGatewayReference((body as { referenceNumber?: unknown }).referenceNumber)) {
        throw ValidationError.of(
          'input.referenceNumber',
          `starts with ${GATEWAY_REFERENCE_PREFIX}, as the gateway's own references do: give another, or none`,
        );
      }
      await requireTarget(ctx, body, facts.scope === STAFF_OR_OWNER);
      await check?.(ctx, body, { mutation, activationType: facts.activationType });
      // an order on an existing subscription waits while a termination or port-out is open on it
      const subscriptionId = facts.offered === undefined ? undefined : await requireNoClosingOrder(ctx, body);
      return { body, subscriptionId };
    },
    post: (ctx, body, sendBy) => ctx.provider.post(facts.operation, body, { ...ctx.call, sendBy }),
  };
}
