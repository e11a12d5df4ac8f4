/**
 * The mutations, one per row of the order table (./table.ts): for a row
 * `swapSim` the field swapSim(input: SwapSimInput!), its payload SwapSimPayload carrying the
 * activation of the row's type, and its result union SwapSimResult of the payload and the
 * typed order errors. Their descriptions come from the row too: what the order does is its
 * input's description (./inputs.ts), who may place it follows from its scope, and the payload
 * says what its row says.
 */

import { STAFF } from '../../auth/scopes.js';
import type { PlaceResult } from '../../resolvers/orders/idempotency.js';
import { isOffered, placeOrder } from '../../resolvers/orders/index.js';
import { CLOSING_ORDER_TYPES } from '../../resolvers/orders/rules.js';
import { builder, embedded } from '../builder.js';
import { ORDER_ERRORS } from '../errors.js';
import { ActivationObjects, MobileSubscriptionRef } from '../refs.js';
import { purposeOf } from './inputs.js';
import { ORDERS } from './table.js';

const capitalized = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** Who may place an order of a scope: STAFF, or STAFF_OR_OWNER. */
const whoMay = (scope: object) =>
  scope === STAFF
    ? 'Staff only.'
    : "Staff, or a customer on their own subscription (another's answers NotFoundError).";

const mutations = Object.entries(ORDERS).map(([mutation, order]) => {
  const name = capitalized(mutation);
  const payload = builder.objectRef<PlaceResult>(`${name}Payload`).implement({
    description: embedded(order.payload),
    fields: (t) => ({
      activation: t.field({
        type: ActivationObjects[order.activationType],
        nullable: false,
        description:
          'Follow it with activation(id) or the activationUpdated subscription until its status is final.',
        resolve: (p) => p.activation,
      }),
      replayed: t.boolean({
        nullable: false,
        description:
          'True when the idempotency key had already placed this order: nothing was sent now, and activation is that order as it is now.',
        resolve: (p) => p.replayed,
      }),
    }),
  });
  return { mutation, name, order, payload };
});

builder.mutationFields((t) =>
  Object.fromEntries(
    mutations.map(({ mutation, name, order, payload }) => [
      mutation,
      t.field({
        authScopes: order.scope,
        type: payload,
        description: `${purposeOf(order.input)} ${whoMay(order.scope)}`,
        errors: {
          types: ORDER_ERRORS,
          directResult: true,
          union: {
            name: `${name}Result`,
            description: `What ${mutation} answers: ${name}Payload when the order was placed, else the typed error that says why not (each implements Error).`,
          },
        },
        args: {
          input: t.arg({
            type: order.input,
            required: true,
            description: `The ${order.operation} order, with the spec's field names.`,
          }),
        },
        resolve: (_root, { input }, ctx) => placeOrder(ctx, mutation, order, input),
      }),
    ]),
  ),
);

/**
 * What a front end may offer on a subscription, one field per order placed on one
 * (viewerCanSuspendSubscription, ...), as the order resolvers decide it (isOffered). The
 * provider still has the last word: an order it cannot carry out ends in ERROR, with its
 * explanation.
 */
builder.objectFields(MobileSubscriptionRef, (t) =>
  Object.fromEntries(
    mutations.flatMap(({ mutation, name, order }) => {
      const offered = order.offered;
      if (offered === undefined) return [];
      const state = offered.while;
      return [
        [
          `viewerCan${name}`,
          t.boolean({
            nullable: false,
            description: `True when a front end should offer ${mutation} here: the caller ${
              order.scope === STAFF ? 'is staff' : 'may order on this subscription (staff, or its customer)'
            }${state === undefined ? '' : `, the subscription is ${state}`}, no ${CLOSING_ORDER_TYPES.join(' or ')} order is open on it (one closes it to every other order), and no ${order.activationType} order is open on it.`,
            resolve: (sub, _args, ctx) => isOffered(ctx, sub, order),
          }),
        ],
      ];
    }),
  ),
);
