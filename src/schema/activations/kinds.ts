/**
 * One GraphQL object per activationType, all implementing the Activation interface, each a
 * Node with the fields of its type's info; OtherActivation for any type the spec does not
 * list.
 */
import {
  ACTIVATION_TYPES,
  type ActivationType,
  INPORT_PORTING_STATUSES,
  ORDER_DEFAULTS,
  OUTPORT_PORTING_STATUSES,
  PORTING_WINDOW_MS,
  SECRET_FIELDS,
  type WireActivation,
  type WireActivationInfo,
} from '@msp/partner-interface';
import { activationById } from '../../resolvers/activations.js';
import { isOwn } from '../../resolvers/own.js';
import { builder, type FieldBuilder } from '../builder.js';
import { CUSTOMER_ID } from '../docs.js';
import { AccessType, SubscriptionType } from '../enums.js';
import { asSent, openEnum } from '../open-enum.js';
import { ActivationObjects, ActivationRef, OtherActivationRef, ServicesRef } from '../refs.js';
import { DateTime, JSONObject } from '../scalars.js';

const LISTED: ReadonlySet<string> = new Set(ACTIVATION_TYPES);
const isListed = (type: string): type is ActivationType => LISTED.has(type);

/** The object an activation resolves to: the one of its activationType, else OtherActivation. */
export const activationObject = (activation: WireActivation) =>
  isListed(activation.activationType) ? ActivationObjects[activation.activationType] : OtherActivationRef;

export const infoOf = (activation: WireActivation): WireActivationInfo => activation.info ?? {};

/** Makes `ref` a Node, loaded by id, that loads only activations of its own type. */
function activationNode(ref: typeof OtherActivationRef, description: string) {
  builder.node(ref, {
    description,
    interfaces: [ActivationRef],
    authScopes: (activation, ctx) => isOwn(ctx, activation),
    id: { resolve: (a) => a.id },
    loadOne: async (id, ctx) => {
      const activation = await activationById(ctx, id);
      return activation !== null && activationObject(activation) === ref ? activation : null;
    },
  });
  return ref;
}

export const PortingStatus = openEnum(
  'PortingStatus',
  [...new Set([...INPORT_PORTING_STATUSES, ...OUTPORT_PORTING_STATUSES])],
  'Where a number port stands (portingStatus). A port-in goes through INIT, APPROVED, REJECTED, CANCELLING, CANCELLED; a port-out through OUTPORTED, REJECTED, NOTCALLED, CANCELLING.',
  {
    INIT: 'Port-in: waiting for the out-porting party to answer with a first porting date; firstPossibleDate and approvedDate are absent. A cancellation is refused.',
    APPROVED:
      'Port-in: the out-porting party confirmed; firstPossibleDate and approvedDate are set. A change or cancellation is refused within the 48 hours before approvedDate.',
    REJECTED:
      'Port-in: refused, final; the activation status is ERROR and portingMessage holds the reason. Port-out: cancelled (after cancelPortOut).',
    CANCELLING:
      'Port-in: the cancellation waits for the out-porting provider to acknowledge it. Port-out: the provider is handling the cancellation.',
    CANCELLED: 'Port-in: cancelled, final; the activation status is CANCELLED as well.',
    OUTPORTED: 'Port-out: the number was ported out (within 90 days).',
    NOTCALLED: 'Port-out: not called within 90 days.',
  },
);

/**
 * What the info of NewSubscription and InPortSubscription orders share. The provider echoes
 * eSim, subscriptionType and accessType only when the order sent them; the graph answers the
 * spec's default for an order that left them out.
 */
const LINE_INFO = {
  eSim: 'True when the subscription is ordered with an eSIM (false when the order did not say).',
  subscriptionType: `Voice and data, or data only, as ordered (${ORDER_DEFAULTS.subscriptionType} when the order did not say).`,
  accessType: `The access type ordered (${ORDER_DEFAULTS.accessType} when the order did not say).`,
  serviceCustomerId: 'The customer identifier in the service.',
} as const;

/** eSim, subscriptionType and accessType of an order's info, the spec's default where it sent none. */
const lineInfo = (a: WireActivation) => {
  const info = infoOf(a);
  return {
    eSim: info.eSim ?? ORDER_DEFAULTS.eSim,
    subscriptionType: info.subscriptionType ?? ORDER_DEFAULTS.subscriptionType,
    accessType: info.accessType ?? ORDER_DEFAULTS.accessType,
  };
};

/** A date an order waits for, if it was given one. */
const wishDate = (otherwise: string) => `The desired time, if the order gave one; ${otherwise}.`;

const lineFields = (t: FieldBuilder<WireActivation>) => ({
  eSim: t.boolean({ description: LINE_INFO.eSim, resolve: (a) => lineInfo(a).eSim }),
  subscriptionType: t.field({
    type: SubscriptionType.ref,
    description: LINE_INFO.subscriptionType,
    resolve: (a) => SubscriptionType.of(lineInfo(a).subscriptionType),
  }),
  accessType: t.field({
    type: AccessType.ref,
    description: LINE_INFO.accessType,
    resolve: (a) => AccessType.of(lineInfo(a).accessType),
  }),
});

const NewSubscriptionActivation = activationNode(
  ActivationObjects.ACTIVATENEW,
  'A NewSubscription order (activationType ACTIVATENEW). The phone number arrives while it is processed.',
);

builder.objectFields(NewSubscriptionActivation, (t) => ({
  simCardNumber: t.string({
    description: 'The physical SIM card ordered for the subscription (ignored for an eSIM).',
    resolve: (a) => infoOf(a).simCardNumber ?? null,
  }),
  ...lineFields(t),
  customerId: t.string({ description: CUSTOMER_ID, resolve: (a) => infoOf(a).customerId ?? null }),
  serviceCustomerId: t.string({
    description: LINE_INFO.serviceCustomerId,
    resolve: (a) => infoOf(a).serviceCustomerId ?? null,
  }),
  wishDate: t.field({
    type: DateTime,
    description: wishDate('without one, activation is immediate'),
    resolve: (a) => infoOf(a).wishDate ?? null,
  }),
}));

const InPortActivation = activationNode(
  ActivationObjects.INPORT,
  'An InPortSubscription order (activationType INPORT): an existing number moves to a new subscription. portingStatus is INIT until the out-porting party answers.',
);

builder.objectFields(InPortActivation, (t) => ({
  isdn: t.string({ description: 'The number being ported.', resolve: (a) => infoOf(a).isdn ?? null }),
  ...lineFields(t),
  portingStatus: t.field({
    type: PortingStatus.ref,
    description: 'Where the port-in stands: INIT until the out-porting party answers.',
    resolve: (a) => PortingStatus.of(infoOf(a).portingStatus),
  }),
  portingStatusRaw: t.string({
    description: asSent('portingStatus'),
    resolve: (a) => infoOf(a).portingStatus ?? null,
  }),
  email: t.string({
    description: 'For an eSIM: where the eSIM activation details go.',
    resolve: (a) => infoOf(a).email ?? null,
  }),
  confirmationCode: t.string({
    description: 'The code the customer enters to install an eSIM.',
    resolve: (a) => infoOf(a).confirmationCode ?? null,
  }),
  serviceCustomerId: t.string({
    description: LINE_INFO.serviceCustomerId,
    resolve: (a) => infoOf(a).serviceCustomerId ?? null,
  }),
  portingWishDate: t.field({
    type: DateTime,
    description:
      'The desired porting time, if the order gave one; without one, porting is effected as soon as the out-porting party allows.',
    resolve: (a) => infoOf(a).portingWishDate ?? null,
  }),
  donorCustomerNumber: t.string({
    description: 'Customer number at the donor provider; a wrong one can be corrected with changePortIn.',
    resolve: (a) => infoOf(a).donorCustomerNumber ?? null,
  }),
  donorCustomerName: t.string({
    description: 'Customer name at the donor provider, should the provider send it.',
    deprecationReason:
      'The spec does not list donorCustomerName among the INPORT info fields: the provider takes it with the order and does not return it.',
    resolve: (a) => infoOf(a).donorCustomerName ?? null,
  }),
  note: t.string({
    description: 'The note sent with the order or with its cancellation.',
    resolve: (a) => infoOf(a).note ?? null,
  }),
  firstPossibleDate: t.field({
    type: DateTime,
    description:
      'The first possible porting date, from the out-porting party; absent while portingStatus is INIT.',
    resolve: (a) => infoOf(a).firstPossibleDate ?? null,
  }),
  approvedDate: t.field({
    type: DateTime,
    description: 'The approved porting date; absent while portingStatus is INIT.',
    resolve: (a) => infoOf(a).approvedDate ?? null,
  }),
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

const OutPortActivation = activationNode(
  ActivationObjects.OUTPORT,
  'A PortingOutSubscription order (activationType OUTPORT). After a cancellation its portingStatus is REJECTED.',
);

builder.objectFields(OutPortActivation, (t) => ({
  wishDate: t.field({
    type: DateTime,
    description: wishDate('without one, the port-out is processed immediately'),
    resolve: (a) => infoOf(a).wishDate ?? null,
  }),
  portingStatus: t.field({
    type: PortingStatus.ref,
    description: 'Where the port-out stands.',
    resolve: (a) => PortingStatus.of(infoOf(a).portingStatus),
  }),
  portingStatusRaw: t.string({
    description: asSent('portingStatus'),
    resolve: (a) => infoOf(a).portingStatus ?? null,
  }),
}));

const SimSwapActivation = activationNode(
  ActivationObjects.SIMSWAP,
  'A SimSwapSubscription order (activationType SIMSWAP). For an eSIM it reaches DONE after the eSIM has been installed.',
);

builder.objectFields(SimSwapActivation, (t) => ({
  eSim: t.boolean({
    description: 'The new SIM is an eSIM (false when the order did not say).',
    resolve: (a) => infoOf(a).eSim ?? ORDER_DEFAULTS.eSim,
  }),
  email: t.string({
    description: 'Receives the QR code of the eSIM.',
    resolve: (a) => infoOf(a).email ?? null,
  }),
  confirmationCode: t.string({
    description: 'Entered by the customer while installing the eSIM.',
    resolve: (a) => infoOf(a).confirmationCode ?? null,
  }),
}));

const SetServicesActivation = activationNode(
  ActivationObjects.SETSERVICES,
  'A SetServicesSubscription order (activationType SETSERVICES). A value that does not exist for a value-type service ends it in ERROR, with none of its changes applied.',
);

builder.objectFields(SetServicesActivation, (t) => ({
  services: t.field({
    type: ServicesRef,
    description: 'Only the services the provider recognised; unknown names are dropped.',
    resolve: (a) => infoOf(a).services ?? null,
  }),
}));

const TerminateActivation = activationNode(
  ActivationObjects.TERMINATE,
  'A TerminateSubscription order (activationType TERMINATE). A terminated subscription cannot be reactivated.',
);

builder.objectFields(TerminateActivation, (t) => ({
  wishDate: t.field({
    type: DateTime,
    description: wishDate('without one, the termination is processed immediately'),
    resolve: (a) => infoOf(a).wishDate ?? null,
  }),
}));

activationNode(
  ActivationObjects.SUSPEND,
  'A SuspendSubscription order (activationType SUSPEND): all traffic of the SIM and the number stops.',
);

activationNode(
  ActivationObjects.RESUME,
  'A ResumeSubscription order (activationType RESUME): all traffic of a suspended SIM and number is restored.',
);

const OtherActivation = activationNode(
  OtherActivationRef,
  'An activation of a type the spec does not list (see activationType). Its info is kept as sent, without secrets.',
);

builder.objectFields(OtherActivation, (t) => ({
  info: t.field({
    type: JSONObject,
    description: 'The type-specific info as the provider sent it, without PIN, PUK and confirmation codes.',
    resolve: (a) => {
      const info: Record<string, unknown> = { ...infoOf(a) };
      for (const field of SECRET_FIELDS) delete info[field];
      return info;
    },
  }),
}));
