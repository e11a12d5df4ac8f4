/**
 * A resolver's context: the gateway's services (the same for every request) and what one
 * request makes for itself (RequestScope): its id, the caller, its partner-call options, a
 * fresh set of loaders (new for every request, every subscription tick and every run of a live
 * query, so no loader cache ever serves a stale record), and the answers the partner cache
 * served it. What the cache tells of those answers comes through CallOptions.onCached into
 * CachedAnswers, and plugins/answer-age.ts reads it from here: no field of the call options is
 * written behind anyone's back.
 */
import type { WireActivation } from '@msp/partner-interface';
import { initContextCache } from '@pothos/core';
import { GraphQLError } from 'graphql';
import type { Caller } from '../auth/caller.js';
import { CODES } from '../errors/codes.js';
import type { Journal } from '../journal/journal.js';
import type { CallOptions, PartnerApi } from '../provider/api.js';
import type { ListSizes } from '../provider/paging.js';
import type { Push } from '../push/index.js';
import { type BatchSettings, createLoaders, type Loaders } from '../resolvers/loaders.js';
import type { JournaledOrders } from '../resolvers/orders/idempotency.js';
import type { RateLimiter } from '../stores/rate-limit.js';
import type { Live } from '../subscriptions/live.js';
import { requestIdFrom } from '../transport/request-id.js';
import type { Webhooks } from '../webhooks/index.js';

/** What every request shares: the gateway's services, made once by the front hall (server/parts.ts). */
export interface Services {
  provider: PartnerApi;
  /** orders on the journal: placed once per key, recorded before they leave */
  orders: JournaledOrders;
  /** the journal, for what it records: order histories, placed orders */
  journal: Journal;
  /** the back offices' webhook endpoints and their messages */
  webhooks: Webhooks;
  /** the callers' phones, told of orders by push */
  push: Push;
  /** watchers and pubsub behind the subscription fields */
  live: Live;
  /**
   * each caller's rate (RATE_LIMIT_PER_MINUTE): every operation takes a token (plugins/limits.ts),
   * and so does each field that writes for its caller alone, however many an operation aliases
   */
  rateLimiter: RateLimiter;
}

/** What is made for one request (or one run of a live query): small, and all of it here. */
export interface RequestScope {
  requestId: string;
  /** who is calling: staff, or a customer with what is theirs */
  caller: Caller;
  /** options of every provider call made for this request: its id (x-request-id) and the caller's budget */
  call: CallOptions;
  loaders: Loaders;
  /** whether the caller asked for extensions.cost (plugins/cost.ts), by COST_HEADER */
  asksForCost: boolean;
  /** the answers the partner cache served this request (plugins/answer-age.ts says how old) */
  cachedAnswers: CachedAnswers;
  /** the Idempotency-Key header, for a mutation whose input names no key */
  idempotencyKey: string | undefined;
  /** tells whoever follows the order or its subscription, without waiting for a poll */
  orderPlaced(activation: WireActivation): void;
}

/** A resolver's context: the services, and what this request made. */
export interface Context extends Services, RequestScope {}

export interface ContextDeps extends Services {
  sizes: ListSizes;
  batch: BatchSettings;
  /** partner calls each caller may cause per minute; absent: unbounded */
  partnerBudget?: RateLimiter | undefined;
}

/** the request header (or graphql-ws connection parameter) that asks for extensions.cost */
export const COST_HEADER = 'x-include-cost';

/** The answers the partner cache served one request: how many, the oldest's age, whether any was stale. */
export class CachedAnswers {
  count = 0;
  oldestMs = 0;
  stale = false;

  /** one more served: CallOptions.onCached */
  readonly note = ({ ageMs, stale }: { ageMs: number; stale: boolean }): void => {
    this.count += 1;
    this.oldestMs = Math.max(this.oldestMs, ageMs);
    this.stale ||= stale;
  };
}

const requestIds = new WeakMap<Request, string>();

/**
 * A request's id: the caller's x-request-id when it is a sane token, else a new one; the same
 * for the whole request, so that an error refused before any context exists carries the id
 * the logs and the provider see.
 */
export function requestIdOf(request: Request): string {
  let id = requestIds.get(request);
  if (id === undefined) {
    id = requestIdFrom(request.headers.get('x-request-id'));
    requestIds.set(request, id);
  }
  return id;
}

/** The caller has caused as many partner calls this minute as they may: nothing more is sent. */
function budgetSpent(waitMs: number): GraphQLError {
  const seconds = Math.ceil(waitMs / 1000);
  return new GraphQLError(`partner call budget for this minute spent; try again in ${seconds} s`, {
    extensions: {
      code: CODES.PARTNER_BUDGET_EXCEEDED,
      retryAfterSeconds: seconds,
      http: { status: 429, headers: { 'retry-after': String(seconds) } },
    },
  });
}

export function createContext(
  deps: ContextDeps,
  requestId: string,
  caller: Caller,
  headers?: Headers,
): Context {
  const { partnerBudget } = deps;
  const cachedAnswers = new CachedAnswers();
  const uncharged: CallOptions = {
    requestId,
    // a client's "reload": every read of this request asks the partner
    fresh: /\bno-cache\b/i.test(headers?.get('cache-control') ?? ''),
    onCached: cachedAnswers.note,
  };
  const call: CallOptions =
    partnerBudget === undefined
      ? uncharged
      : {
          ...uncharged,
          admit: async () => {
            const waitMs = await partnerBudget.take(`partner:${caller.id}`);
            if (waitMs > 0) throw budgetSpent(waitMs);
          },
        };
  const { provider, orders, journal, webhooks, push, live, rateLimiter } = deps;
  return {
    provider,
    orders,
    journal,
    webhooks,
    push,
    live,
    rateLimiter,
    requestId,
    caller,
    call,
    loaders: createLoaders(deps.provider, deps.sizes, deps.batch, call, deps.journal),
    asksForCost: /^(true|1)$/i.test(headers?.get(COST_HEADER) ?? ''),
    cachedAnswers,
    idempotencyKey: headers?.get('idempotency-key') ?? undefined,
    orderPlaced: (activation) => live.watcher.announce(activation),
  };
}

/**
 * New loaders for `ctx`'s request, charged like its first ones to the caller's partner budget:
 * a live stream reads afresh for every event (subscriptions/multiplex.ts), and what an event's execution
 * reads beyond the event itself (the state the shared poller read, which is charged to no one)
 * is the subscriber's doing.
 */
export function freshLoaders(deps: ContextDeps, ctx: Context): Loaders {
  return createLoaders(deps.provider, deps.sizes, deps.batch, ctx.call, deps.journal);
}

/**
 * `ctx` made new as a run of its live query ends, for the next (live-queries/live-queries.ts),
 * whose store hands every run the context it was first given: fresh loaders; call options of
 * its own, so that what is worked out once per request (the caller's own subscriptions:
 * resolvers/own.ts) is worked out again, charged to the same budget; and a cache of its own for
 * Pothos, whose scope checks keep every record they judged for as long as their context lives.
 */
export function renewForRun(deps: ContextDeps, ctx: Context): void {
  ctx.call = { ...ctx.call };
  ctx.loaders = freshLoaders(deps, ctx);
  Object.assign(ctx, initContextCache());
}
