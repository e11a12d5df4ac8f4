/**
 * Following an order, or a mobile subscription, from a phone: every change once, in order,
 * across lost networks, app restarts and expired tokens.
 *
 * The gateway's live fields take `since`, the `modifiedAt` of the last event the app saw: it
 * first sends every change its journal recorded from that instant on, oldest first, then live
 * ones. The instant is included, so that changes sharing one time are never lost; the events
 * the app had at that instant come again, and the helpers drop them (they remember which they
 * had: the activation, its status and porting status). The helpers keep that time and pass it
 * whenever they subscribe again. graphql-ws alone would not: when its socket comes back it sends the very
 * subscribe payload it was first given, `since` and all, and the gateway answers with the
 * state of the moment, so a BUSY that came and went while the phone was away is lost.
 *
 * How the helpers subscribe again with the new `since`: on every socket close (the client's
 * `closed` event), if an event has come since the subscription was made, they unsubscribe it
 * (graphql-ws then forgets its payload) and subscribe anew with the new `since`; graphql-ws
 * sends that one on its next socket, after its usual jittered wait. The new subscription is
 * made a turn later (setTimeout 0): graphql-ws's own `closed` listeners, which drop the dead
 * socket, may run after ours, and a subscription made before them would wait on that socket.
 * Events of a subscription that has been replaced are ignored.
 *
 * A token that expires mid-stream: the gateway sends an UNAUTHENTICATED "the token has
 * expired" error, ends the stream and closes the socket with 4403; the client reconnects with
 * a fresh token (ws.ts) and the helper subscribes again once the socket has closed, with
 * `since`. Any other error ends the follow and is handed to `error`.
 */
import { type DocumentNode, type GraphQLFormattedError, print } from 'graphql';
import type { Client } from 'graphql-ws';
import { isRefused } from './credentials.js';
import {
  FollowActivationDocument,
  type FollowActivationSubscription,
  MobileSubscriptionActivityDocument,
  type MobileSubscriptionActivitySubscription,
} from './generated/graphql.js';
import { persistedExtensions } from './persisted.js';

export type ActivationEvent = FollowActivationSubscription['activationUpdated'];
export type ActivityEvent = MobileSubscriptionActivitySubscription['mobileSubscriptionActivity'];

export interface FollowHandlers<T> {
  /** each event once, oldest first */
  next(event: T): void;
  /** the order reached a final status (DONE, ERROR, CANCELLED), or the gateway ended the stream */
  complete?(): void;
  /**
   * the follow cannot go on, and has stopped: refused credentials (a close event, code 4403),
   * or GraphQL errors (not found, not yours, JOURNAL_UNAVAILABLE, ...)
   */
  error?(error: unknown): void;
}

/**
 * Where a follow keeps its place across app starts: the `since` of the last event it handed to
 * the app and the states it had at that instant. React Native's AsyncStorage, the web's
 * localStorage and a Map-backed object fit as they are.
 */
export interface SinceStorage {
  getItem(key: string): string | null | undefined | Promise<string | null | undefined>;
  setItem(key: string, value: string): unknown;
}

/** what a follow keeps in its storage: JSON of this */
interface Place {
  since: string;
  /** the states at `since` the app was handed (id|status|portingStatus) */
  had: string[];
}

export interface FollowOptions {
  /**
   * the `modifiedAt` of the last event the app saw before (kept across app starts): start from
   * it. The states at that very instant come once more (a new follow cannot know which of them
   * the app had; a normalized cache merges them); later resubscriptions drop them. With
   * `storage`, the app need not keep it: the follow does, and a place found there is used
   * instead of this one (it is what the app showed).
   */
  since?: string | undefined;
  /**
   * Keep the place across app starts: after each event the app was handed, its `since` and the
   * states at that instant are written here (under `storageKey`); a follow started again (the
   * app was killed and opened) reads them first, subscribes with that `since` and drops what
   * the app already had, so it hears only what it did not show. An event is written after
   * `next` returned: one the app was killed while showing comes again.
   */
  storage?: SinceStorage | undefined;
  /** the key in `storage` @default `@msp/client:since:` and what is followed (`activation:<id or idempotencyKey>`) */
  storageKey?: string | undefined;
  /** send the document's hash instead of its text, as a gateway with PERSISTED_OPERATIONS_ONLY requires @default false */
  persisted?: boolean | undefined;
}

const FINAL = new Set(['DONE', 'ERROR', 'CANCELLED']);

const tokenExpired = (error: GraphQLFormattedError) =>
  error.extensions?.['code'] === 'UNAUTHENTICATED' && error.message.startsWith('the token has expired');

interface Followed {
  id: string;
  status: string;
  portingStatus?: string | null | undefined;
  modifiedAt?: string | null | undefined;
}

/** what tells two states of one activation at one instant apart */
const stateKey = (event: Followed): string => `${event.id}|${event.status}|${event.portingStatus ?? ''}`;

/** subscribes to `field` of `document` with `variables` and `since`, again after every close; returns stop */
function follow<T extends Followed>(
  client: Client,
  document: DocumentNode,
  variables: Record<string, unknown>,
  field: string,
  isFinal: (event: T) => boolean,
  handlers: FollowHandlers<T>,
  name: string,
  { since: from, persisted = false, storage, storageKey = `@msp/client:since:${name}` }: FollowOptions,
): () => void {
  let since = from;
  /** the states the app has at the instant `since`: sent again after a resubscription, and dropped */
  let atSince = new Set<string>();
  /** the live subscription and the `since` it was made with; undefined between two */
  let current: { since: string | undefined; unsubscribe: () => void } | undefined;
  let again: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** reading the place kept in `storage`: nothing is subscribed yet */
  let loading = storage !== undefined;

  const request = () => ({
    query: persisted ? '' : print(document),
    variables: { ...variables, ...(since === undefined ? {} : { since }) },
    ...(persisted ? { extensions: persistedExtensions(document) } : {}),
  });

  const stop = () => {
    stopped = true;
    clearTimeout(again);
    offClosed();
    const was = current;
    current = undefined;
    was?.unsubscribe();
  };

  const subscribe = () => {
    again = undefined;
    if (stopped) return;
    const mine = { since, unsubscribe: () => {} };
    const ours = () => current === mine && !stopped;
    let expired = false;
    current = mine;
    mine.unsubscribe = client.subscribe<Record<string, T | null>>(request(), {
      next: ({ data, errors }) => {
        if (!ours()) return;
        if (errors?.some(tokenExpired)) {
          expired = true;
          return;
        }
        if (errors !== undefined && errors.length > 0) {
          stop();
          handlers.error?.(errors);
          return;
        }
        const event = data?.[field];
        if (event === null || event === undefined) return;
        if (typeof event.modifiedAt === 'string') {
          const at = event.modifiedAt;
          if (at === since && atSince.has(stateKey(event))) return; // had it: the instant comes again
          if (since === undefined || Date.parse(at) > Date.parse(since)) {
            since = at;
            atSince = new Set();
          }
          if (at === since) atSince.add(stateKey(event));
        }
        handlers.next(event);
        if (storage !== undefined && since !== undefined) {
          const place: Place = { since, had: [...atSince] };
          keep(storage, storageKey, JSON.stringify(place));
        }
        if (isFinal(event)) {
          stop();
          handlers.complete?.();
        }
      },
      error: (error) => {
        if (!ours()) return;
        stop();
        handlers.error?.(error);
      },
      complete: () => {
        if (!ours()) return;
        // ended by the token's expiry: the socket closes next (4403), then `closed` below
        // subscribes again on the new socket, with a fresh token
        if (expired) current = undefined;
        else {
          stop();
          handlers.complete?.();
        }
      },
    });
  };

  const offClosed = client.on('closed', (event) => {
    // refused credentials end the subscription with an error, which ends the follow
    if (stopped || loading || isRefused(event) || again !== undefined) return;
    if (current !== undefined && current.since === since) return; // graphql-ws sends it again as it is
    const was = current;
    current = undefined;
    was?.unsubscribe();
    again = setTimeout(subscribe, 0);
  });

  if (storage === undefined) subscribe();
  else
    void placeIn(storage, storageKey).then((place) => {
      // the place the app kept wins over `since`, older or not: it is what the app showed (a
      // later `since`, e.g. a replayed order answer's state, would skip what it never showed)
      if (place !== undefined) {
        since = place.since;
        atSince = new Set(place.had);
      }
      loading = false;
      subscribe();
    });
  return stop;
}

/**
 * writes the place, never failing the follow: a storage that is full or gone costs the next app
 * start a repeat of what it showed, not the live events of this one
 */
function keep(storage: SinceStorage, key: string, value: string): void {
  try {
    void Promise.resolve(storage.setItem(key, value)).catch(() => {});
  } catch {
    // a synchronous storage (localStorage) that refused it
  }
}

/**
 * Keeps `since` as the place a follow under `key` starts from, unless one is kept there already
 * (placeOrder: the state the order's first answer carried, so that an app killed before it
 * showed that state starts from it again, not from a later replayed answer's)
 */
export async function keepPlaceUnlessKept(storage: SinceStorage, key: string, since: string): Promise<void> {
  if ((await placeIn(storage, key)) !== undefined) return;
  const place: Place = { since, had: [] };
  await storage.setItem(key, JSON.stringify(place));
}

/** the place a follow kept in `storage`; undefined when none, or unreadable (then from `since` as given) */
async function placeIn(storage: SinceStorage, key: string): Promise<Place | undefined> {
  try {
    const saved: unknown = JSON.parse((await storage.getItem(key)) ?? 'null');
    if (typeof saved !== 'object' || saved === null || !('since' in saved) || !('had' in saved))
      return undefined;
    const { since, had } = saved;
    if (typeof since !== 'string' || Number.isNaN(Date.parse(since)) || !Array.isArray(had)) return undefined;
    return { since, had: had.filter((state): state is string => typeof state === 'string') };
  } catch {
    return undefined;
  }
}

/**
 * Follows one order until its final status: by the activation's `id`, or by the
 * `idempotencyKey` it was placed with (which works when the mutation's answer was lost).
 * Returns a function that stops following.
 *
 *   const stop = followActivation(ws, { idempotencyKey }, { next: (a) => show(a.status), complete: done });
 */
export function followActivation(
  client: Client,
  activation: { id: string } | { idempotencyKey: string },
  handlers: FollowHandlers<ActivationEvent>,
  options: FollowOptions = {},
): () => void {
  return follow(
    client,
    FollowActivationDocument,
    activation,
    'activationUpdated',
    (event) => FINAL.has(event.status),
    handlers,
    `activation:${'id' in activation ? activation.id : activation.idempotencyKey}`,
    options,
  );
}

/**
 * Follows everything that happens to one mobile subscription (by its `subscriptionId` or
 * `phoneNumber`): its open orders at once, then every change and every new order, until
 * stopped. Returns a function that stops following.
 */
export function followMobileSubscriptionActivity(
  client: Client,
  subscription: { subscriptionId: string } | { phoneNumber: string },
  handlers: FollowHandlers<ActivityEvent>,
  options: FollowOptions = {},
): () => void {
  return follow(
    client,
    MobileSubscriptionActivityDocument,
    subscription,
    'mobileSubscriptionActivity',
    () => false,
    handlers,
    `mobileSubscription:${'subscriptionId' in subscription ? subscription.subscriptionId : subscription.phoneNumber}`,
    options,
  );
}
