import { activationNode, infoOf } from '../activation-node.js';
import { builder } from '../builder.js';
import { DateTime } from './DateTime.js';

export const TerminateActivation = activationNode(
  'TerminateActivation',
  'A TerminateSubscription order (activationType TERMINATE). A terminated subscription cannot be reactivated.',
);

builder.objectFields(TerminateActivation, (t) => ({
  wishDate: t.field({ type: DateTime, resolve: (a) => infoOf(a).wishDate ?? null }),
}));
