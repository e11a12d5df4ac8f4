import { activationNode, infoOf } from '../activation-node.js';
import { builder } from '../builder.js';
import { DateTime } from './DateTime.js';
import { PortingStatus } from './PortingStatus.js';

export const OutPortActivation = activationNode(
  'OutPortActivation',
  'A PortingOutSubscription order (activationType OUTPORT). After a cancellation its portingStatus is REJECTED.',
);

builder.objectFields(OutPortActivation, (t) => ({
  wishDate: t.field({ type: DateTime, resolve: (a) => infoOf(a).wishDate ?? null }),
  portingStatus: t.field({
    type: PortingStatus.ref,
    resolve: (a) => PortingStatus.of(infoOf(a).portingStatus),
  }),
  portingStatusRaw: t.string({ resolve: (a) => infoOf(a).portingStatus ?? null }),
}));
