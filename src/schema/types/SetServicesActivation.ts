import { activationNode, infoOf } from '../activation-node.js';
import { builder } from '../builder.js';
import { ServicesRef } from '../refs.js';

export const SetServicesActivation = activationNode(
  'SetServicesActivation',
  'A SetServicesSubscription order (activationType SETSERVICES). A value that does not exist for a value-type service ends it in ERROR, with none of its changes applied.',
);

builder.objectFields(SetServicesActivation, (t) => ({
  services: t.field({
    type: ServicesRef,
    description: 'Only the services the provider recognised; unknown names are dropped.',
    resolve: (a) => infoOf(a).services ?? null,
  }),
}));
