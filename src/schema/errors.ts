/**
 * The expected failures of an order, as data: the Error interface and one object per typed
 * order error. A mutation's result is its payload or one of ORDER_ERRORS.
 */
import {
  type FieldProblem,
  IdempotencyConflictError,
  JournalUnavailableError,
  NotFoundError,
  OrderOutcomePendingError,
  OrderOutcomeUnknownError,
  ProviderRejectedError,
  ProviderUnavailableError,
  ValidationError,
} from '../resolvers/orders/errors.js';
import { builder, embedded } from './builder.js';
import { KEY_LIFETIME } from './docs.js';

/** How the errors that name an idempotency key describe it. */
const KEY_AS_GIVEN = 'The key, as given in the input or the Idempotency-Key header.';

/** How the errors that name a partner operation describe it: the operation that `what`. */
const operation = (what: string) => `The partner operation that ${what}, for example SimSwapSubscription.`;

const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  description: 'An expected failure, returned as data: every error type of a mutation result implements it.',
  fields: (t) => ({
    message: t.string({
      nullable: false,
      description:
        'What went wrong and, where it helps, what to do next. Meant for people: branch on the type.',
      resolve: (e) => e.message,
    }),
  }),
});

const FieldError = builder.objectRef<FieldProblem>('FieldError').implement({
  description: embedded('One broken rule: where in the arguments, and what is wrong.'),
  fields: (t) => ({
    path: t.string({
      nullable: false,
      description: 'Where in the arguments, for example input.referenceNumber.',
      resolve: (f) => f.path,
    }),
    message: t.string({ nullable: false, description: 'What is wrong there.', resolve: (f) => f.message }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: embedded('The input breaks a rule of the spec. Nothing was sent to the provider.'),
  interfaces: [ErrorInterface],
  fields: (t) => ({
    fields: t.field({
      type: [FieldError],
      nullable: false,
      description: 'The broken rules, each with where it is broken.',
      resolve: (e) => e.fields,
    }),
  }),
});

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  description: embedded(
    'A subscription, activation or SIM card the order refers to does not exist (or, for a customer, is not theirs). Nothing was ordered.',
  ),
  interfaces: [ErrorInterface],
  fields: (t) => ({
    resource: t.string({
      nullable: false,
      description: 'What was not found: subscription or activation; resource when the provider answered 404.',
      resolve: (e) => e.resource,
    }),
    key: t.string({
      nullable: false,
      description:
        'What it was looked for by: the id or phone number from the input; the operation name when the provider answered 404.',
      resolve: (e) => e.key,
    }),
  }),
});

builder.objectType(ProviderRejectedError, {
  name: 'ProviderRejectedError',
  description: embedded(
    "The provider refused the order (a 4xx it meant): its HTTP status, errorCode and message (the message is the provider's). Sending it again as it is will be refused again.",
  ),
  interfaces: [ErrorInterface],
  fields: (t) => ({
    operation: t.string({
      nullable: false,
      description: operation('the provider refused'),
      resolve: (e) => e.operation,
    }),
    providerStatus: t.int({
      nullable: false,
      description: "The HTTP status of the provider's answer, for example 400.",
      resolve: (e) => e.providerStatus,
    }),
    errorCode: t.string({
      nullable: false,
      description: "The provider's responseStatus.errorCode, for example BadRequest.",
      resolve: (e) => e.errorCode,
    }),
  }),
});

builder.objectType(OrderOutcomeUnknownError, {
  name: 'OrderOutcomeUnknownError',
  description: embedded(
    'The order was sent but its answer was lost: it may have been placed. It was not sent again. A retry under the same idempotency key is answered with the order once the gateway finds it at the partner; the message also says where to look.',
  ),
  interfaces: [ErrorInterface],
  fields: (t) => ({
    operation: t.string({
      nullable: false,
      description: operation('was sent'),
      resolve: (e) => e.operation,
    }),
  }),
});

builder.objectType(ProviderUnavailableError, {
  name: 'ProviderUnavailableError',
  description: embedded(
    'The provider cannot take the order now: it could not be reached, or answered that it is unavailable (503) or busy (429). The order was not placed; send it again, under the same idempotency key, after retryAfterSeconds when given.',
  ),
  interfaces: [ErrorInterface],
  fields: (t) => ({
    operation: t.string({
      nullable: false,
      description: operation('could not be placed'),
      resolve: (e) => e.operation,
    }),
    retryAfterSeconds: t.int({
      nullable: true,
      description: "When to try again, as the provider's Retry-After asked; null when it did not say.",
      resolve: (e) => e.retryAfterSeconds ?? null,
    }),
  }),
});

builder.objectType(IdempotencyConflictError, {
  name: 'IdempotencyConflictError',
  description: embedded(
    `The idempotency key was used before for a different input. Nothing was ordered now. ${KEY_LIFETIME}`,
  ),
  interfaces: [ErrorInterface],
  fields: (t) => ({
    idempotencyKey: t.string({
      nullable: false,
      description: KEY_AS_GIVEN,
      resolve: (e) => e.idempotencyKey,
    }),
  }),
});

builder.objectType(OrderOutcomePendingError, {
  name: 'OrderOutcomePendingError',
  description: embedded(
    'The key names an order whose answer was lost, and whether the partner placed it is still being found out; or whose answer has not come yet, later than a retry waits. Nothing was sent now: ask again with the same key after retryAfterSeconds.',
  ),
  interfaces: [ErrorInterface],
  fields: (t) => ({
    idempotencyKey: t.string({
      nullable: false,
      description: KEY_AS_GIVEN,
      resolve: (e) => e.idempotencyKey,
    }),
    retryAfterSeconds: t.int({
      nullable: false,
      description:
        'When to ask again: by then the partner has been looked at once more, or the answer has come.',
      resolve: (e) => e.retryAfterSeconds,
    }),
  }),
});

builder.objectType(JournalUnavailableError, {
  name: 'JournalUnavailableError',
  description: embedded(
    'The order journal (the database that records every order) cannot be written: the order was not sent. Reads go on; try the order again later.',
  ),
  interfaces: [ErrorInterface],
});

/** What a mutation may answer instead of its payload. */
export const ORDER_ERRORS = [
  ValidationError,
  NotFoundError,
  ProviderRejectedError,
  OrderOutcomeUnknownError,
  ProviderUnavailableError,
  IdempotencyConflictError,
  OrderOutcomePendingError,
  JournalUnavailableError,
];
