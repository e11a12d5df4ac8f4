/**
 * The POST bodies, with the limits the spec documents (max lengths, required fields). The
 * simulator validates with them and the gateway checks orders with them before sending;
 * rules that need state (the subscription's environment, the 48-hour port-in window) live
 * in the simulator's state machines and the gateway's order rules.
 */
import { z } from 'zod';
import { servicesRequestSchema } from './services.js';
import { ACCESS_TYPES, dateTimeSchema, PROVIDER_ENVIRONMENTS, SUBSCRIPTION_TYPES } from './values.js';

const referenceNumber = z.string().max(15, 'must be at most 15 characters').optional();
const note = z.string().max(164, 'must be at most 164 characters').optional();
const confirmationCode = z.string().max(10, 'must be at most 10 characters');
const email = z.email('must be an email address');
const nonEmpty = z.string().min(1, 'must not be empty');
const environment = z.enum(PROVIDER_ENVIRONMENTS, { error: 'must be SP16001 or SP16002' });
const subscriptionType = z.enum(SUBSCRIPTION_TYPES, { error: 'must be VOICEDATA or DATAONLY' });
const accessType = z.enum(ACCESS_TYPES, { error: 'must be INTERNETACCESS or MOBILEPAY' });

/** subscriptionId or phoneNumber: at least one of the two. */
const subscriptionTarget = {
  subscriptionId: nonEmpty.optional(),
  phoneNumber: nonEmpty.optional(),
};
const requireTarget = (body: { subscriptionId?: string | undefined; phoneNumber?: string | undefined }) =>
  body.subscriptionId !== undefined || body.phoneNumber !== undefined;
const targetRule = {
  message: 'subscriptionId or phoneNumber is required',
  path: ['subscriptionId'],
};
/** The same rule as JSON Schema, for the OpenAPI document. */
const targetJsonSchema = { anyOf: [{ required: ['subscriptionId'] }, { required: ['phoneNumber'] }] };

/** simRules as JSON Schema: an eSIM needs email and confirmationCode, a physical SIM its number. */
const simJsonSchema = (simField: 'simCardNumber' | 'newSimCardNumber') => ({
  if: { properties: { eSim: { const: true } }, required: ['eSim'] },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then/else keyword
  then: { required: ['email', 'confirmationCode'] },
  else: { required: [simField] },
});

/** eSIM orders need email and confirmationCode; a physical SIM order needs a SIM card number. */
function simRules(simField: 'simCardNumber' | 'newSimCardNumber') {
  return (
    body: {
      eSim?: boolean | undefined;
      email?: string | undefined;
      confirmationCode?: string | undefined;
    } & Partial<Record<typeof simField, string | undefined>>,
    ctx: z.RefinementCtx,
  ) => {
    if (body.eSim === true) {
      if (body.email === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['email'],
          message: 'the email address is required for an eSIM',
        });
      }
      if (body.confirmationCode === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmationCode'],
          message: 'the confirmation code is required for an eSIM',
        });
      }
    } else if (body[simField] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [simField],
        message: `${simField} is required for a physical SIM`,
      });
    }
  };
}

export const newSubscriptionBodySchema = z
  .looseObject({
    wishDate: dateTimeSchema.optional(),
    providerEnvironment: environment.optional(),
    eSim: z.boolean().optional(),
    simCardNumber: nonEmpty.optional(),
    subscriptionType: subscriptionType.optional(),
    email: email.optional(),
    confirmationCode: confirmationCode.optional(),
    referenceNumber,
    serviceCustomerId: z.string().optional(),
    accessType: accessType.optional(),
    services: servicesRequestSchema.optional(),
  })
  .superRefine(simRules('simCardNumber'))
  .meta(simJsonSchema('simCardNumber'));
export type NewSubscriptionBody = z.input<typeof newSubscriptionBodySchema>;

export const activationRefBodySchema = z.looseObject({
  activationId: nonEmpty,
  note,
});
export type ActivationRefBody = z.input<typeof activationRefBodySchema>;

export const targetBodySchema = z
  .looseObject({ ...subscriptionTarget, referenceNumber })
  .refine(requireTarget, targetRule)
  .meta(targetJsonSchema);
export type TargetBody = z.input<typeof targetBodySchema>;

export const simSwapBodySchema = z
  .looseObject({
    ...subscriptionTarget,
    referenceNumber,
    newSimCardNumber: nonEmpty.optional(),
    eSim: z.boolean().optional(),
    email: email.optional(),
    confirmationCode: confirmationCode.optional(),
  })
  .refine(requireTarget, targetRule)
  .superRefine(simRules('newSimCardNumber'))
  .meta({ ...targetJsonSchema, ...simJsonSchema('newSimCardNumber') });
export type SimSwapBody = z.input<typeof simSwapBodySchema>;

export const setServicesBodySchema = z
  .looseObject({
    ...subscriptionTarget,
    referenceNumber,
    services: servicesRequestSchema,
  })
  .refine(requireTarget, targetRule)
  .meta(targetJsonSchema);
export type SetServicesBody = z.input<typeof setServicesBodySchema>;

export const inPortBodySchema = z
  .looseObject({
    phoneNumber: nonEmpty,
    donorCustomerNumber: nonEmpty,
    donorCustomerName: z.string().optional(),
    portingWishDate: dateTimeSchema.optional(),
    providerEnvironment: environment.optional(),
    eSim: z.boolean().optional(),
    simCardNumber: nonEmpty.optional(),
    subscriptionType: subscriptionType.optional(),
    email: email.optional(),
    confirmationCode: confirmationCode.optional(),
    referenceNumber,
    serviceCustomerId: z.string().optional(),
    accessType: accessType.optional(),
    note,
    services: servicesRequestSchema.optional(),
  })
  .superRefine(simRules('simCardNumber'))
  .meta(simJsonSchema('simCardNumber'));
export type InPortBody = z.input<typeof inPortBodySchema>;

export const changeInPortBodySchema = z.looseObject({
  activationId: nonEmpty,
  donorCustomerNumber: nonEmpty.optional(),
  portingWishDate: dateTimeSchema.optional(),
});
export type ChangeInPortBody = z.input<typeof changeInPortBodySchema>;

export const scheduledTargetBodySchema = z
  .looseObject({ ...subscriptionTarget, referenceNumber, wishDate: dateTimeSchema.optional() })
  .refine(requireTarget, targetRule)
  .meta(targetJsonSchema);
export type ScheduledTargetBody = z.input<typeof scheduledTargetBodySchema>;

/** CancelTerminateSubscription: `activationId`, or `id` as the spec's examples send it. */
export const cancelTerminateBodySchema = z
  .looseObject({ activationId: nonEmpty.optional(), id: nonEmpty.optional(), note })
  .refine((body) => body.activationId !== undefined || body.id !== undefined, {
    message: 'activationId is required',
    path: ['activationId'],
  })
  .meta({ anyOf: [{ required: ['activationId'] }, { required: ['id'] }] });

/** Request fields whose values are secrets: never logged, never echoed in an error. */
export const SECRET_FIELDS = ['pin', 'puk', 'confirmationCode'] as const;
