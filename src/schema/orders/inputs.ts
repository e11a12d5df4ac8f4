/**
 * The inputs of the orders, with the spec's names and descriptions, and the field groups they
 * share. The order table (./table.ts) names each mutation's input; each must fit the shape its
 * rules read (src/resolvers/orders/inputs.ts, derived from the bodies), or the table does not
 * compile.
 */
import { BOOLEAN_SERVICE_NAMES, type BooleanServiceName } from '@msp/partner-interface';
import type { InputFieldMap } from '@pothos/core';
import { builder, type SchemaTypes } from '../builder.js';
import { KEY_LIFETIME, OUTPORT_WINDOW, PORTING_WINDOW } from '../docs.js';
import { AccessType, ProviderEnvironment, SubscriptionType } from '../enums.js';
import { providerIdOf } from '../ids.js';
import { ACTIVATION_OBJECTS, MobileSubscriptionRef } from '../refs.js';
import { DateTime } from '../scalars.js';
import {
  BOOLEAN_SERVICE_DESCRIPTIONS,
  DATA_ROAMING_LIMITATION_DESCRIPTION,
  DATA_ROAMING_OUTSIDE_EU_DESCRIPTION,
  DATA_USAGE_NOTIFICATION_DESCRIPTION,
} from '../services-catalog.js';

type InputFields = PothosSchemaTypes.InputFieldBuilder<
  PothosSchemaTypes.ExtendDefaultTypes<SchemaTypes>,
  'InputObject'
>;

/** What each order does, by the name of its input: the description of the input and of its mutation. */
const PURPOSES = new Map<string, string>();

/** What the order whose input is `input` does. */
export function purposeOf(input: { name: string }): string {
  const purpose = PURPOSES.get(input.name);
  if (purpose === undefined) throw new Error(`${input.name} is not an order input of ./inputs.ts`);
  return purpose;
}

/** An order's input type, described by what the order does. */
function orderInputType<const Fields extends InputFieldMap>(
  name: string,
  purpose: string,
  fields: (t: InputFields) => Fields,
) {
  PURPOSES.set(name, purpose);
  return builder.inputType(name, { description: purpose, fields });
}

function booleanServiceFields(t: InputFields) {
  const field = (name: BooleanServiceName) => t.boolean({ description: BOOLEAN_SERVICE_DESCRIPTIONS[name] });
  // Object.fromEntries forgets the keys: they are exactly BOOLEAN_SERVICE_NAMES
  return Object.fromEntries(BOOLEAN_SERVICE_NAMES.map((name) => [name, field(name)])) as Record<
    BooleanServiceName,
    ReturnType<typeof field>
  >;
}

export const ServicesInput = builder.inputType('ServicesInput', {
  description:
    'The services to set: only the ones named here change. dataUsageNotification and dataRoamingLimitation take their documented text forms, or a number through dataUsageNotificationMb and dataRoamingLimitEuros.',
  fields: (t) => ({
    ...booleanServiceFields(t),
    dataRoamingOutsideEU: t.boolean({
      description: `${DATA_ROAMING_OUTSIDE_EU_DESCRIPTION} An explicit null sets null.`,
    }),
    dataUsageNotification: t.string({ description: DATA_USAGE_NOTIFICATION_DESCRIPTION }),
    dataUsageNotificationMb: t.int({
      description: 'The notification level in MB, as a number; 0 means no notification.',
    }),
    dataRoamingLimitation: t.string({ description: DATA_ROAMING_LIMITATION_DESCRIPTION }),
    dataRoamingLimitEuros: t.int({ description: 'The data roaming limit in euros, as a number.' }),
  }),
});

const idempotencyField = (t: InputFields) => ({
  idempotencyKey: t.string({
    description: `Makes the order idempotent: the same key with the same input returns the first result without ordering again; with another input it is an IdempotencyConflictError. ${KEY_LIFETIME} The Idempotency-Key header does the same.`,
  }),
});

const referenceField = (t: InputFields) => ({
  referenceNumber: t.string({
    description:
      "Caller's tracking reference, at most 15 characters, sent to the provider as given. While this order's outcome is not known yet, no other order may use it (it finds the order at the provider when an answer is lost). Without it, the gateway gives the order one of its own (GW and 13 characters).",
  }),
});

/** subscriptionId or phoneNumber: at least one of the two */
const targetFields = (t: InputFields) => ({
  subscriptionId: providerIdOf(
    t.id({ description: 'The subscription (global or provider id); required if phoneNumber is absent.' }),
    [MobileSubscriptionRef],
  ),
  phoneNumber: t.string({ description: 'The phone number; required if subscriptionId is absent.' }),
  ...referenceField(t),
  ...idempotencyField(t),
});

const esimFields = (t: InputFields) => ({
  eSim: t.boolean({ description: 'True for an eSIM: email and confirmationCode are then required.' }),
  email: t.string({ description: 'Required for an eSIM: where the eSIM activation details go.' }),
  confirmationCode: t.string({
    description: 'Required for an eSIM, at most 10 characters: the user enters it to install the eSIM.',
  }),
});

/** the fields a new line shares: NewSubscription and InPortSubscription */
const lineFields = (t: InputFields) => ({
  providerEnvironment: t.field({
    type: ProviderEnvironment.ref,
    description: 'SP16001 (default) or SP16002.',
  }),
  simCardNumber: t.string({ description: 'For a physical SIM (required then); ignored for an eSIM.' }),
  subscriptionType: t.field({ type: SubscriptionType.ref, description: 'VOICEDATA (default) or DATAONLY.' }),
  ...esimFields(t),
  serviceCustomerId: t.string({
    description: 'Required only when the organisation has several customer numbers in the service.',
  }),
  accessType: t.field({
    type: AccessType.ref,
    description: 'INTERNETACCESS (default) or MOBILEPAY; the mobilePay rules apply.',
  }),
  services: t.field({
    type: ServicesInput,
    description: 'The services to start with; the rest get their defaults.',
  }),
  ...referenceField(t),
  ...idempotencyField(t),
});

const activationIdField = (t: InputFields, what: string) => ({
  activationId: providerIdOf(
    t.id({ required: true, description: `The ${what} activation (global or provider id).` }),
    ACTIVATION_OBJECTS,
  ),
});

const activationRefFields = (t: InputFields, what: string) => ({
  ...activationIdField(t, what),
  note: t.string({ description: 'At most 164 characters.' }),
  ...idempotencyField(t),
});

const wishDateField = (t: InputFields, when: string) => ({
  wishDate: t.field({ type: DateTime, description: `Desired time; ${when}.` }),
});

export const OrderNewSubscriptionInput = orderInputType(
  'OrderNewSubscriptionInput',
  'NewSubscription: a subscription with a new phone number.',
  (t) => ({ ...lineFields(t), ...wishDateField(t, 'when omitted, activation is immediate') }),
);

export const CancelNewSubscriptionInput = orderInputType(
  'CancelNewSubscriptionInput',
  'CancelNewSubscription: cancel a new subscription that is still being processed.',
  (t) => activationRefFields(t, 'NewSubscription'),
);

export const SuspendSubscriptionInput = orderInputType(
  'SuspendSubscriptionInput',
  'SuspendSubscription: stop all traffic of the SIM and the number.',
  (t) => targetFields(t),
);

export const ResumeSubscriptionInput = orderInputType(
  'ResumeSubscriptionInput',
  'ResumeSubscription: restore all traffic of a suspended SIM and number.',
  (t) => targetFields(t),
);

export const SwapSimInput = orderInputType(
  'SwapSimInput',
  'SimSwapSubscription: replace the SIM, physical to eSIM or the reverse. With newSimCardNumber and eSim true it is an eSIM swap.',
  (t) => ({
    ...targetFields(t),
    newSimCardNumber: t.string({ description: 'The new physical SIM (required for a physical swap).' }),
    ...esimFields(t),
  }),
);

export const SetServicesInput = orderInputType(
  'SetServicesInput',
  "SetServicesSubscription: update or add services. The mobilePay rules are checked against the subscription's own environment and current services.",
  (t) => ({
    ...targetFields(t),
    services: t.field({
      type: ServicesInput,
      required: true,
      description:
        'The services to update or add. A value that does not exist for a value-type service (such as dataRoamingLimitation) ends the whole order in ERROR.',
    }),
  }),
);

export const PortInInput = orderInputType(
  'PortInInput',
  'InPortSubscription: move an existing number to a new subscription. Approval may depend on the contract with the donor; the provider gives no warning about a running contract.',
  (t) => ({
    phoneNumber: t.string({ required: true, description: 'The number to port.' }),
    donorCustomerNumber: t.string({ required: true, description: 'Customer number at the donor provider.' }),
    donorCustomerName: t.string({ description: 'Customer name at the donor provider.' }),
    portingWishDate: t.field({
      type: DateTime,
      description: 'When absent, porting is effected as soon as the out-porting party allows.',
    }),
    note: t.string({ description: 'At most 164 characters.' }),
    ...lineFields(t),
  }),
);

export const ChangePortInInput = orderInputType(
  'ChangePortInInput',
  `ChangeInPortSubscription: correct the donor customer number or move the porting date; give at least one of them. Refused within the ${PORTING_WINDOW} before an APPROVED port-in's approvedDate.`,
  (t) => ({
    ...activationIdField(t, 'InPort'),
    donorCustomerNumber: t.string({ description: 'The corrected customer number at the donor provider.' }),
    portingWishDate: t.field({ type: DateTime, description: 'The new desired porting time.' }),
    ...idempotencyField(t),
  }),
);

export const CancelPortInInput = orderInputType(
  'CancelPortInInput',
  `CancelInPortSubscription: cancel a port-in. Refused while portingStatus is INIT, and within the ${PORTING_WINDOW} before an APPROVED port-in's approvedDate.`,
  (t) => activationRefFields(t, 'InPort'),
);

export const PortOutInput = orderInputType(
  'PortOutInput',
  'PortingOutSubscription: move the number to another provider.',
  (t) => ({
    ...targetFields(t),
    ...wishDateField(
      t,
      `when absent, processed immediately; at most ${OUTPORT_WINDOW} ahead (a port-out not called within ${OUTPORT_WINDOW} ends NOTCALLED)`,
    ),
  }),
);

export const CancelPortOutInput = orderInputType(
  'CancelPortOutInput',
  'CancelPortingOutSubscription: cancel a port-out; its portingStatus ends REJECTED.',
  (t) => activationRefFields(t, 'PortingOut'),
);

export const TerminateSubscriptionInput = orderInputType(
  'TerminateSubscriptionInput',
  'TerminateSubscription: end the subscription and all its services for good; it cannot be reactivated.',
  (t) => ({ ...targetFields(t), ...wishDateField(t, 'when absent, processed immediately') }),
);

export const CancelTerminationInput = orderInputType(
  'CancelTerminationInput',
  'CancelTerminateSubscription: cancel a termination that has not taken effect.',
  (t) => activationRefFields(t, 'Terminate'),
);
