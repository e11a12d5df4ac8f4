/**
 * Placing an order from a phone as graph.md advises (Idempotency): the answer to a mutation may
 * be lost (a tunnel, a proxy's 502, an app killed mid-request), and only the same idempotency
 * key sent again tells the gateway it is the same order. So the key is made once and written
 * to the app's storage before the order first leaves; an app started again after it was killed
 * finds it there and sends the same key. Then:
 *
 * - no answer (the network failed, a 5xx, a body cut short), or an answer that does not say
 *   what became of the order (`OrderOutcomeUnknownError`: sent, answer lost;
 *   `OrderOutcomePendingError`: the gateway is still finding out, or staff decide it), or one
 *   that says nothing was ordered for now (`ProviderUnavailableError`,
 *   `JournalUnavailableError`, `RATE_LIMITED`, a token that expired on the way): the same order goes again, under the same key,
 *   after a wait that doubles (with jitter, at least what the gateway's `retryAfterSeconds`
 *   asks), until the answer is definite: a gateway that has the order answers it again
 *   (`replayed: true`) and sends nothing to the provider;
 * - the order placed: it is followed (followActivation, its place kept in the same storage) to
 *   its final status, DONE, ERROR or CANCELLED, and the key is then forgotten. The follow
 *   starts from the place kept there (an app killed mid-follow: the state it was showing comes
 *   again, then the rest), else from the state the answer carried; a replayed answer (the
 *   order as it is now) does not move a kept place forward;
 * - refused (`ValidationError`, `NotFoundError`, `ProviderRejectedError`,
 *   `IdempotencyConflictError`): nothing was ordered, sending it again cannot help; the key is
 *   forgotten and the refusal answered.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  type DocumentNode,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  Kind,
  print,
} from 'graphql';
import type { Client } from 'graphql-ws';
import { authorizedFetch, type GetToken } from './credentials.js';
import { type ActivationEvent, followActivation, keepPlaceUnlessKept, type SinceStorage } from './follow.js';
import { persistedExtensions } from './persisted.js';

/** where the key and the follow's place are kept: AsyncStorage and localStorage fit as they are */
export interface OrderStorage extends SinceStorage {
  removeItem(key: string): unknown;
}

export interface PlaceOrderOptions<TData, TInput> {
  /** the gateway's GraphQL URL over HTTP(S), e.g. https://api.example.com/graphql */
  url: string;
  /** the app's current token, asked for every send */
  getToken?: GetToken | undefined;
  /** @default globalThis.fetch */
  fetch?: typeof fetch | undefined;
  /** the socket the order is followed on (createWsClient) */
  ws: Client;
  /** an order's typed document of this package: OrderNewSubscriptionDocument, SuspendSubscriptionDocument, ... */
  document: TypedDocumentNode<TData, { input: TInput }>;
  /** the order's input, without `idempotencyKey`: placeOrder adds the one it keeps */
  input: Omit<TInput, 'idempotencyKey'>;
  /** the app's storage: the key (and the follow's `since`) live there until the order is final */
  storage: OrderStorage;
  /**
   * the app's name for this order, the same across app starts and unique among its orders in
   * flight (e.g. `suspend:<subscriptionId>` or a form's id): its key is kept under it
   */
  name: string;
  /** each state of the activation once, oldest first, until its final one */
  onUpdate?: ((activation: ActivationEvent) => void) | undefined;
  /** each time the order goes again: why (`no answer: ...`, `HTTP 502`, `OrderOutcomeUnknownError`, ...) and how long it waits first */
  onRetry?: ((why: string, waitMs: number) => void) | undefined;
  /** send the document's hash instead of its text (PERSISTED_OPERATIONS_ONLY) @default false */
  persisted?: boolean | undefined;
  /** the first wait before sending again, doubled each time @default 1_000 */
  retryWaitMs?: number | undefined;
  /** the longest wait between two sends @default 30_000 */
  maxRetryWaitMs?: number | undefined;
  /** makes the idempotency key @default crypto.randomUUID */
  makeKey?: (() => string) | undefined;
  /** stops sending and following; the promise rejects with its reason (the key stays kept) */
  signal?: AbortSignal | undefined;
}

/** a typed error the order was answered with */
export interface OrderRefusal {
  __typename: string;
  message: string;
}

export type PlacedOrderResult<TData> =
  | {
      placed: true;
      idempotencyKey: string;
      /** the gateway had it already: an earlier send was placed, and its answer lost */
      replayed: boolean;
      /** the activation in its final status */
      activation: ActivationEvent;
      /** the mutation's definite answer */
      answer: TData;
    }
  | { placed: false; idempotencyKey: string; refusal: OrderRefusal; answer: TData };

/** answers that leave the order as it was: sent again, under the same key */
const UNDECIDED = new Set([
  'OrderOutcomeUnknownError',
  'OrderOutcomePendingError',
  'ProviderUnavailableError',
  'JournalUnavailableError',
]);

/**
 * GraphQL errors of a request the gateway did not run, and will once the moment has passed:
 * over the rate, or a token that expired on the way (getToken gives a fresh one next time)
 */
const notRun = (error: GraphQLFormattedError) =>
  error.extensions?.['code'] === 'RATE_LIMITED' ||
  (error.extensions?.['code'] === 'UNAUTHENTICATED' && error.message.startsWith('the token has expired'));

/** an answer that was not definite: why, and how long the gateway asked to wait */
class Undecided {
  constructor(
    readonly why: string,
    readonly retryAfterSeconds: number | undefined,
  ) {}
}

/** the order could not be placed and sending it again cannot help (a 4xx, GraphQL errors) */
export class PlaceOrderError extends Error {
  constructor(
    message: string,
    readonly errors?: readonly unknown[],
  ) {
    super(message);
    this.name = 'PlaceOrderError';
  }
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

/**
 * Places one order and follows it to its final status; see above. Resolves with the final
 * activation, or with the refusal; rejects with PlaceOrderError when the gateway refused the
 * request itself (credentials, a document it does not know), or with `signal`'s reason.
 *
 *   const result = await placeOrder({ url, ws, document: SuspendSubscriptionDocument,
 *     input: { subscriptionId }, storage: AsyncStorage, name: `suspend:${subscriptionId}`,
 *     onUpdate: (a) => show(a.status) });
 */
export async function placeOrder<TData, TInput>({
  url,
  getToken,
  fetch: fetchImpl = globalThis.fetch,
  ws,
  document,
  input,
  storage,
  name,
  onUpdate,
  onRetry,
  persisted = false,
  retryWaitMs = 1_000,
  maxRetryWaitMs = 30_000,
  makeKey = () => crypto.randomUUID(),
  signal,
}: PlaceOrderOptions<TData, TInput>): Promise<PlacedOrderResult<TData>> {
  const keyName = `@msp/client:order:${name}`;
  const sinceName = `@msp/client:since:order:${name}`;
  let idempotencyKey = (await storage.getItem(keyName)) ?? undefined;
  if (idempotencyKey === undefined) {
    idempotencyKey = makeKey();
    // kept before it leaves: a send whose answer is lost is then always sent again with it
    await storage.setItem(keyName, idempotencyKey);
  }
  const field = orderField(document);
  const send = authorizedFetch(getToken, fetchImpl);
  const body = JSON.stringify({
    ...(persisted ? { extensions: persistedExtensions(document) } : { query: print(document) }),
    variables: { input: { ...input, idempotencyKey } },
  });

  /** one send: the order's answer, or Undecided */
  const attempt = async (): Promise<{ answer: TData; result: Record<string, unknown> } | Undecided> => {
    let response: Response;
    try {
      response = await send(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
        },
        body,
        ...(signal === undefined ? {} : { signal }),
      });
    } catch (error) {
      signal?.throwIfAborted();
      return new Undecided(`no answer: ${error instanceof Error ? error.message : String(error)}`, undefined);
    }
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    const wait = Number.isFinite(retryAfter) ? retryAfter : undefined;
    if (response.status >= 500) return new Undecided(`HTTP ${response.status}`, wait);
    let parsed: FormattedExecutionResult<Record<string, unknown>>;
    try {
      parsed = (await response.json()) as FormattedExecutionResult<Record<string, unknown>>;
    } catch {
      signal?.throwIfAborted();
      // a 200 whose body broke off; a 4xx that is not JSON (a proxy's 413) will not change
      if (response.ok || response.status === 408 || response.status === 429)
        return new Undecided(`an answer cut short (HTTP ${response.status})`, wait);
      throw new PlaceOrderError(`the order was not run: HTTP ${response.status}`);
    }
    const errors = parsed.errors ?? [];
    if (errors.length > 0 && errors.every(notRun))
      return new Undecided(`refused for now: ${errors.map((e) => e.extensions?.['code']).join(', ')}`, wait);
    const result = record(parsed.data?.[field]);
    if (result === undefined || parsed.errors !== undefined)
      throw new PlaceOrderError(
        `the order was not run: ${(parsed.errors ?? []).map((e) => e.message).join('; ') || `HTTP ${response.status}`}`,
        parsed.errors,
      );
    const typename = String(result['__typename']);
    if (UNDECIDED.has(typename)) {
      const seconds = result['pendingForSeconds'] ?? result['retryAfterSeconds'];
      return new Undecided(typename, typeof seconds === 'number' ? seconds : undefined);
    }
    return { answer: parsed.data as TData, result };
  };

  let answered = await attempt();
  for (let tries = 0; answered instanceof Undecided; tries += 1) {
    const backoff = Math.min(2 ** tries * retryWaitMs, maxRetryWaitMs) + Math.random() * retryWaitMs;
    const waitMs = Math.max(backoff, (answered.retryAfterSeconds ?? 0) * 1000);
    onRetry?.(answered.why, waitMs);
    await sleep(waitMs, signal);
    answered = await attempt();
  }
  const { answer, result } = answered;
  const activation = record(result['activation']);
  if (activation === undefined || typeof activation['id'] !== 'string') {
    await storage.removeItem(keyName);
    return {
      placed: false,
      idempotencyKey,
      refusal: { __typename: String(result['__typename']), message: String(result['message'] ?? '') },
      answer,
    };
  }
  const answeredAt = typeof activation['modifiedAt'] === 'string' ? activation['modifiedAt'] : undefined;
  if (answeredAt !== undefined) await keepPlaceUnlessKept(storage, sinceName, answeredAt);
  const final = await new Promise<ActivationEvent>((resolve, reject) => {
    // a follow started again after the final state was shown drops it, and only completes: the
    // state the answer carried (its OrderedActivation fields) is then the last one there is
    let last = activation as unknown as ActivationEvent;
    let stop = () => {};
    const abort = () => {
      stop();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
    stop = followActivation(
      ws,
      { id: String(activation['id']) },
      {
        next: (event) => {
          last = event;
          onUpdate?.(event);
        },
        complete: () => {
          signal?.removeEventListener('abort', abort);
          resolve(last);
        },
        error: (error) => {
          signal?.removeEventListener('abort', abort);
          reject(error);
        },
      },
      {
        // from the place kept in storage (at least the first answer's state, kept above): a
        // change that came before the follow is not lost, nor one the app never showed
        since: answeredAt,
        storage,
        storageKey: sinceName,
        persisted,
      },
    );
  });
  await storage.removeItem(keyName);
  await storage.removeItem(sinceName);
  return { placed: true, idempotencyKey, replayed: result['replayed'] === true, activation: final, answer };
}

/** the response key of the order's field: the document's one field beside `__typename` */
function orderField(document: DocumentNode): string {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const fields = (operation?.selectionSet.selections ?? []).flatMap((s) =>
    s.kind === Kind.FIELD && s.name.value !== '__typename' ? [s.alias?.value ?? s.name.value] : [],
  );
  const [field] = fields;
  if (operation?.operation !== 'mutation' || field === undefined || fields.length !== 1)
    throw new TypeError(
      'placeOrder: document must be one order mutation of @msp/client (e.g. SuspendSubscriptionDocument)',
    );
  return field;
}

/** waits `ms`, or rejects with the signal's reason once it aborts */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const done = () => {
      signal?.removeEventListener('abort', abort);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}
