/**
 * The mutations, one per row of the order table (src/resolvers/orders/table.ts): for a row
 * `swapSim` the field swapSim(input: SwapSimInput!), its payload SwapSimPayload carrying the
 * activation of the row's type, and its result union SwapSimResult of the payload and the
 * typed order errors.
 */
import type { WireActivation } from '@msp/partner-interface';
import { placeOrder } from '../../resolvers/orders/index.js';
import { ORDERS } from '../../resolvers/orders/table.js';
import { builder } from '../builder.js';
import { ORDER_ERRORS } from '../errors.js';
import { ActivationObjects } from '../refs.js';

interface OrderPayload {
  activation: WireActivation;
}

const capitalized = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

const mutations = Object.entries(ORDERS).map(([mutation, order]) => {
  const name = capitalized(mutation);
  const payload = builder.objectRef<OrderPayload>(`${name}Payload`).implement({
    description: order.payload,
    fields: (t) => ({
      activation: t.field({
        type: ActivationObjects[order.activationType],
        nullable: false,
        description:
          'Follow it with activation(id) or the activationUpdated subscription until its status is final.',
        resolve: (p) => p.activation,
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
        errors: { types: ORDER_ERRORS, directResult: true, union: { name: `${name}Result` } },
        args: { input: t.arg({ type: order.input, required: true }) },
        resolve: async (_root, { input }, ctx) => ({
          activation: await placeOrder(ctx, mutation, order, input),
        }),
      }),
    ]),
  ),
);
