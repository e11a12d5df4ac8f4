/**
 * The payload of an order: the activation it created (or changed), as the object of its type.
 */
import type { WireActivation } from '../provider/wire.js';
import { builder } from './builder.js';

export interface OrderPayload {
  activation: WireActivation;
}

export function orderPayload(
  name: string,
  activation: ReturnType<typeof builder.objectRef<WireActivation>>,
  description: string,
) {
  return builder.objectRef<OrderPayload>(name).implement({
    description,
    fields: (t) => ({
      activation: t.field({
        type: activation,
        nullable: false,
        description:
          'Follow it with activation(id) or the activationUpdated subscription until its status is final.',
        resolve: (p) => p.activation,
      }),
    }),
  });
}
