/**
 * One GraphQL object per activationType, all implementing the Activation interface, with a
 * fallback (OtherActivation) for any type the spec does not list.
 */
import type { WireActivation, WireActivationInfo } from '../provider/wire.js';
import { activationById } from '../resolvers/activations.js';
import { builder } from './builder.js';
import { ActivationRef } from './refs.js';

export const ACTIVATION_TYPENAMES = {
  ACTIVATENEW: 'NewSubscriptionActivation',
  INPORT: 'InPortActivation',
  OUTPORT: 'OutPortActivation',
  SIMSWAP: 'SimSwapActivation',
  SETSERVICES: 'SetServicesActivation',
  TERMINATE: 'TerminateActivation',
  SUSPEND: 'SuspendActivation',
  RESUME: 'ResumeActivation',
} as const satisfies Record<string, string>;

export type ActivationTypename =
  | (typeof ACTIVATION_TYPENAMES)[keyof typeof ACTIVATION_TYPENAMES]
  | 'OtherActivation';
export const ACTIVATION_TYPENAME_LIST: readonly ActivationTypename[] = [
  ...Object.values(ACTIVATION_TYPENAMES),
  'OtherActivation',
];

export function activationTypename(activation: WireActivation): ActivationTypename {
  return (
    (ACTIVATION_TYPENAMES as Record<string, ActivationTypename>)[activation.activationType] ??
    'OtherActivation'
  );
}

export const infoOf = (activation: WireActivation): WireActivationInfo => activation.info ?? {};

/**
 * Declares the activation object of one typename: a Node, loaded by id, that loads only
 * activations of its own type. Its own fields are added with builder.objectFields.
 */
export function activationNode(typename: ActivationTypename, description: string) {
  const ref = builder.objectRef<WireActivation>(typename);
  builder.node(ref, {
    description,
    interfaces: [ActivationRef],
    authScopes: (activation, ctx) => ctx.caller.mayRead(activation, 'record'),
    id: { resolve: (a) => a.id },
    loadOne: async (id, ctx) => {
      const activation = await activationById(ctx, id, ACTIVATION_TYPENAME_LIST);
      return activation !== null && activationTypename(activation) === typename ? activation : null;
    },
  });
  return ref;
}
