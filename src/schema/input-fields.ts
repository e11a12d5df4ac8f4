/**
 * Field groups the order inputs share, with the spec's names and descriptions.
 */
import type { SchemaTypes } from './builder.js';
import { AccessType } from './types/AccessType.js';
import { DateTime } from './types/DateTime.js';
import { ProviderEnvironment } from './types/ProviderEnvironment.js';
import { ServicesInput } from './types/ServicesInput.js';
import { SubscriptionType } from './types/SubscriptionType.js';

type InputFields = PothosSchemaTypes.InputFieldBuilder<
  PothosSchemaTypes.ExtendDefaultTypes<SchemaTypes>,
  'InputObject'
>;

export const idempotencyField = (t: InputFields) => ({
  idempotencyKey: t.string({
    description:
      'Makes the order idempotent for 24 hours: the same key with the same input returns the first result without ordering again; with another input it is an IdempotencyConflictError. The Idempotency-Key header does the same.',
  }),
});

export const referenceField = (t: InputFields) => ({
  referenceNumber: t.string({ description: "Caller's tracking reference, at most 15 characters." }),
});

/** subscriptionId or phoneNumber: at least one of the two */
export const targetFields = (t: InputFields) => ({
  subscriptionId: t.id({
    description: 'The subscription (global or provider id); required if phoneNumber is absent.',
  }),
  phoneNumber: t.string({ description: 'The phone number; required if subscriptionId is absent.' }),
  ...referenceField(t),
  ...idempotencyField(t),
});

export const esimFields = (t: InputFields) => ({
  eSim: t.boolean({ description: 'An eSIM.' }),
  email: t.string({ description: 'Required for an eSIM: where the eSIM activation details go.' }),
  confirmationCode: t.string({
    description: 'Required for an eSIM, at most 10 characters: the user enters it to install the eSIM.',
  }),
});

/** the fields a new line shares: NewSubscription and InPortSubscription */
export const lineFields = (t: InputFields) => ({
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

export const activationRefFields = (t: InputFields, what: string) => ({
  activationId: t.id({ required: true, description: `The ${what} activation (global or provider id).` }),
  note: t.string({ description: 'At most 164 characters.' }),
  ...idempotencyField(t),
});

export const wishDateField = (t: InputFields, when: string) => ({
  wishDate: t.field({ type: DateTime, description: `Desired time; ${when}.` }),
});
