/**
 * The expected failures of an order, as data: the Error interface and one object per typed
 * order error. A mutation's result is its payload or one of ORDER_ERRORS.
 */
import {
  type FieldProblem,
  IdempotencyConflictError,
  NotFoundError,
  OrderOutcomeUnknownError,
  ProviderRejectedOrderError,
  ProviderUnavailableError,
  ValidationError,
} from '../resolvers/orders/errors.js';
import { builder } from './builder.js';

const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  description: 'An expected failure, returned as data: every error type of a mutation result implements it.',
  fields: (t) => ({
    message: t.string({ nullable: false, resolve: (e) => e.message }),
  }),
});

const FieldError = builder.objectRef<FieldProblem>('FieldError').implement({
  description: 'One broken rule: where in the arguments, and what is wrong.',
  fields: (t) => ({
    path: t.string({
      nullable: false,
      description: 'For example input.referenceNumber.',
      resolve: (f) => f.path,
    }),
    message: t.string({ nullable: false, resolve: (f) => f.message }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'The input breaks a rule of the spec. Nothing was sent to the provider.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    fields: t.field({ type: [FieldError], nullable: false, resolve: (e) => e.fields }),
  }),
});

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  description: 'A subscription, activation or SIM card the order refers to does not exist.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    resource: t.string({ nullable: false, resolve: (e) => e.resource }),
    key: t.string({ nullable: false, resolve: (e) => e.key }),
  }),
});

builder.objectType(ProviderRejectedOrderError, {
  name: 'ProviderRejectedError',
  description:
    "The provider refused the order: its HTTP status, errorCode and message (the message is the provider's).",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    operation: t.string({ nullable: false, resolve: (e) => e.operation }),
    providerStatus: t.int({ nullable: false, resolve: (e) => e.providerStatus }),
    errorCode: t.string({ nullable: false, resolve: (e) => e.errorCode }),
  }),
});

builder.objectType(OrderOutcomeUnknownError, {
  name: 'OrderOutcomeUnknownError',
  description:
    'The order was sent but its answer was lost: it may have been placed. It was not sent again; the message says how to find it.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    operation: t.string({ nullable: false, resolve: (e) => e.operation }),
  }),
});

builder.objectType(ProviderUnavailableError, {
  name: 'ProviderUnavailableError',
  description: 'The provider could not be reached: the order was not placed, and may be tried again.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    operation: t.string({ nullable: false, resolve: (e) => e.operation }),
  }),
});

builder.objectType(IdempotencyConflictError, {
  name: 'IdempotencyConflictError',
  description: 'The idempotency key was used before, within 24 hours, for a different input.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    idempotencyKey: t.string({ nullable: false, resolve: (e) => e.idempotencyKey }),
  }),
});

/** What a mutation may answer instead of its payload. */
export const ORDER_ERRORS = [
  ValidationError,
  NotFoundError,
  ProviderRejectedOrderError,
  OrderOutcomeUnknownError,
  ProviderUnavailableError,
  IdempotencyConflictError,
];
