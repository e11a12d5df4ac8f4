/**
 * Sending an order: the POST leaves once, and whatever goes wrong becomes one of the typed
 * order errors. Nothing here retries.
 */

import type { PostOperation, WireActivation } from '@msp/partner-interface';
import {
  PartnerBadResponseError,
  PartnerCallError,
  PartnerRejectedError,
  PartnerTimeoutError,
  PartnerUnavailableError,
} from '../../provider/errors.js';
import {
  NotFoundError,
  OrderOutcomeUnknownError,
  ProviderRejectedError,
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

/** what became of an order whose answer was lost, in words */
function lostAnswer(error: PartnerCallError): string {
  if (error instanceof PartnerTimeoutError) return `no answer arrived within ${error.timeoutMs} ms`;
  if (error instanceof PartnerBadResponseError) return 'the answer could not be read';
  if (error instanceof PartnerUnavailableError && error.status !== undefined)
    return `the answer was ${error.status}: something between the gateway and the partner, or the partner itself, failed`;
  return 'the connection broke before the answer arrived';
}

/**
 * A provider error as a typed order error: its 404 a NotFoundError, its refusal a
 * ProviderRejectedError; an order that may have been placed (the provider client says when)
 * an OrderOutcomeUnknownError; one the provider certainly did not take (no connection, a 503
 * or a 429) a ProviderUnavailableError, with the provider's Retry-After.
 */
export function orderErrorOf(error: unknown, operation: PostOperation, body: object): unknown {
  if (!(error instanceof PartnerCallError)) return error;
  if (error instanceof PartnerRejectedError) {
    if (error.status === 404) return notFoundOf(operation, body, error.providerMessage);
    return new ProviderRejectedError(operation, error.status, error.errorCode, error.providerMessage);
  }
  if (error.outcomeUnknown) {
    return new OrderOutcomeUnknownError(
      operation,
      `${operation} was sent, but ${lostAnswer(error)}: the order may have been placed. It was not sent again. ${howToFind(body)}`,
    );
  }
  const retryAfterSeconds = error instanceof PartnerUnavailableError ? error.retryAfterSeconds : undefined;
  return new ProviderUnavailableError(
    operation,
    `${operation} was not placed: ${error.message}. Nothing was ordered; try again ${retryAfterSeconds === undefined ? 'later' : `in ${retryAfterSeconds} s`}.`,
    retryAfterSeconds,
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
