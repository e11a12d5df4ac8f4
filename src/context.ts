/**
 * The per-request context: the caller's request id, the provider client, and a fresh set of
 * loaders (new for every request and every subscription tick, so no loader cache ever serves
 * a stale record).
 */
import { randomUUID } from 'node:crypto';
import type { WireActivation } from '@msp/partner-interface';
import type { Caller } from './auth/caller.js';
import type { ProviderClient } from './provider/client.js';
import type { ListSizes } from './provider/paging.js';
import { type BatchSettings, createLoaders, type Loaders } from './resolvers/loaders.js';
import type { OrderIdempotencyStore } from './resolvers/orders/idempotency.js';
import type { Live } from './subscriptions/live.js';

export interface Context {
  requestId: string;
  /** who is calling: staff, or a customer with what is theirs */
  caller: Caller;
  provider: ProviderClient;
  loaders: Loaders;
  /** options for direct provider calls: the request id travels as x-request-id */
  call: { requestId: string };
  idempotency: OrderIdempotencyStore;
  /** the Idempotency-Key header, for a mutation whose input names no key */
  idempotencyKey: string | undefined;
  /** watchers and pubsub behind the subscription fields */
  live: Live;
  /** tells whoever follows the order or its subscription, without waiting for a poll */
  orderPlaced(activation: WireActivation): void;
  /** fresh loaders, for the next event of a subscription */
  renewLoaders(): void;
}

export interface ContextDeps {
  provider: ProviderClient;
  sizes: ListSizes;
  batch: BatchSettings;
  idempotency: OrderIdempotencyStore;
  live: Live;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's x-request-id when it is a sane token, else a new one. */
export function requestIdFrom(headers: Headers | undefined): string {
  const given = headers?.get('x-request-id');
  return given !== null && given !== undefined && REQUEST_ID.test(given) ? given : randomUUID();
}

export function createContext(
  deps: ContextDeps,
  requestId: string,
  caller: Caller,
  headers?: Headers,
): Context {
  const call = { requestId };
  const context: Context = {
    requestId,
    caller,
    provider: deps.provider,
    loaders: createLoaders(deps.provider, deps.sizes, deps.batch, call),
    call,
    idempotency: deps.idempotency,
    idempotencyKey: headers?.get('idempotency-key') ?? undefined,
    live: deps.live,
    orderPlaced: (activation) => deps.live.watcher.announce(activation),
    renewLoaders: () => {
      context.loaders = createLoaders(deps.provider, deps.sizes, deps.batch, call);
    },
  };
  return context;
}
