import { PORTING_WINDOW_MS } from '../../provider/wire.js';
import { activationNode, infoOf } from '../activation-node.js';
import { builder } from '../builder.js';
import { AccessType } from './AccessType.js';
import { DateTime } from './DateTime.js';
import { PortingStatus } from './PortingStatus.js';
import { SubscriptionType } from './SubscriptionType.js';

export const InPortActivation = activationNode(
  'InPortActivation',
  'An InPortSubscription order (activationType INPORT): an existing number moves to a new subscription. portingStatus is INIT until the out-porting party answers.',
);

builder.objectFields(InPortActivation, (t) => ({
  isdn: t.string({ description: 'The number being ported.', resolve: (a) => infoOf(a).isdn ?? null }),
  eSim: t.boolean({ resolve: (a) => infoOf(a).eSim ?? null }),
  subscriptionType: t.field({
    type: SubscriptionType.ref,
    resolve: (a) => SubscriptionType.of(infoOf(a).subscriptionType),
  }),
  accessType: t.field({ type: AccessType.ref, resolve: (a) => AccessType.of(infoOf(a).accessType) }),
  portingStatus: t.field({
    type: PortingStatus.ref,
    resolve: (a) => PortingStatus.of(infoOf(a).portingStatus),
  }),
  portingStatusRaw: t.string({ resolve: (a) => infoOf(a).portingStatus ?? null }),
  email: t.string({ resolve: (a) => infoOf(a).email ?? null }),
  confirmationCode: t.string({
    description: 'The code the customer enters to install an eSIM.',
    resolve: (a) => infoOf(a).confirmationCode ?? null,
  }),
  serviceCustomerId: t.string({ resolve: (a) => infoOf(a).serviceCustomerId ?? null }),
  portingWishDate: t.field({ type: DateTime, resolve: (a) => infoOf(a).portingWishDate ?? null }),
  donorCustomerNumber: t.string({
    description: 'Customer number at the donor provider; a wrong one can be corrected with changePortIn.',
    resolve: (a) => infoOf(a).donorCustomerNumber ?? null,
  }),
  donorCustomerName: t.string({ resolve: (a) => infoOf(a).donorCustomerName ?? null }),
  note: t.string({
    description: 'The note sent with the order or with its cancellation.',
    resolve: (a) => infoOf(a).note ?? null,
  }),
  firstPossibleDate: t.field({ type: DateTime, resolve: (a) => infoOf(a).firstPossibleDate ?? null }),
  approvedDate: t.field({ type: DateTime, resolve: (a) => infoOf(a).approvedDate ?? null }),
  changeWindowClosesAt: t.field({
    type: DateTime,
    description:
      'For an APPROVED port-in: the moment from which a change or cancellation is refused (48 hours before approvedDate).',
    resolve: (a) => {
      const info = infoOf(a);
      const approved =
        info.portingStatus === 'APPROVED' && info.approvedDate ? Date.parse(info.approvedDate) : Number.NaN;
      return Number.isNaN(approved) ? null : new Date(approved - PORTING_WINDOW_MS).toISOString();
    },
  }),
  portingMessage: t.string({
    description: 'Why the port-in was REJECTED.',
    resolve: (a) => infoOf(a).portingMessage ?? null,
  }),
}));
