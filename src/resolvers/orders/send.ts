/**
 * Sending an order: the POST leaves once, and whatever goes wrong becomes one of the typed
 * order errors. Nothing here retries.
 */

import type { PostOperation, WireActivation } from '@msp/partner-interface';
import {
  ProviderBadResponseError,
  ProviderError,
  ProviderRejectedError,
  ProviderTimeoutError,
} from '../../provider/errors.js';
import {
  NotFoundError,
  OrderOutcomeUnknownError,
  ProviderRejectedOrderError,
  ProviderUnavailableError,
} from './errors.js';

/** What a body names its target by, and what that target is, most specific first. */
const TARGETS = [
  ['activationId', 'activation'],
  ['subscriptionId', 'subscription'],
  ['phoneNumber', 'subscription'],
  ['simCardNumber', 'simCard'],
] as const;

/** The record an order's body names: the first of TARGETS it gives. */
function targetOf(body: object) {
  const named = body as Record<string, unknown>;
  for (const [field, resource] of TARGETS) {
    const key = named[field];
    if (typeof key === 'string') return { field, resource, key };
  }
  return undefined;
}

/** How to find an order whose answer was lost, from what the order named. */
function howToFind(body: object): string {
  const target = targetOf(body);
  const by =
    target?.field === 'activationId'
      ? `activation(id: "${target.key}")`
      : target?.resource === 'subscription'
        ? `activations(filter: { ${target.field}: "${target.key}" })`
        : 'activations(filter: { createdAtFrom: <today> })';
  const { referenceNumber } = body as { referenceNumber?: string };
  const ref = referenceNumber !== undefined ? ` and look for referenceNumber "${referenceNumber}"` : '';
  return `Send it again under the same idempotency key (the gateway looks for it at the partner and answers with the order it finds, never placing it twice), or query ${by}${ref} before ordering again.`;
}

/** The provider's 404 for an order: the record the body names was not there. */
function notFoundOf(operation: PostOperation, body: object, message: string): NotFoundError {
  const target = targetOf(body);
  return target === undefined
    ? new NotFoundError(operation, '', message)
    : new NotFoundError(target.resource, target.key, message);
}

/**
 * Whether an order answered with this status may still have been placed: a 503 (the partner,
 * or whatever is in front of it, would not take it) and a 4xx say it was not; a 500, 502 or
 * 504 may come from a proxy after the partner took the order, or from the partner failing
 * halfway, and is treated as a lost answer: looked for at the partner before any retry.
 */
const mayHaveProcessed = (status: number) => status >= 500 && status !== 503;

export function orderErrorOf(error: unknown, operation: PostOperation, body: object): unknown {
  if (!(error instanceof ProviderError)) return error;
  if (error instanceof ProviderRejectedError) {
    if (error.status === 404) return notFoundOf(operation, body, error.providerMessage);
    if (mayHaveProcessed(error.status)) {
      return new OrderOutcomeUnknownError(
        operation,
        `${operation} was sent, and the answer was ${error.status}: something between the gateway and the partner, or the partner itself, failed, and the order may have been placed. It was not sent again. ${howToFind(body)}`,
      );
    }
    return new ProviderRejectedOrderError(operation, error.status, error.errorCode, error.providerMessage);
  }
  if (error.outcomeUnknown) {
    const what =
      error instanceof ProviderTimeoutError
        ? `no answer arrived within ${error.timeoutMs} ms`
        : error instanceof ProviderBadResponseError
          ? 'the answer could not be read'
          : 'the connection broke before the answer arrived';
    return new OrderOutcomeUnknownError(
      operation,
      `${operation} was sent, but ${what}: the order may have been placed. It was not sent again. ${howToFind(body)}`,
    );
  }
  return new ProviderUnavailableError(
    operation,
    `${operation} was not sent: ${error.message}. Nothing was ordered; try again later.`,
  );
}

/** Sends the order once; whatever goes wrong is a typed order error. */
export async function send(
  operation: PostOperation,
  body: object,
  post: () => Promise<WireActivation>,
): Promise<WireActivation> {
  try {
    return await post();
  } catch (error) {
    throw orderErrorOf(error, operation, body);
  }
}
