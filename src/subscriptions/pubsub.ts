/**
 * The fan-out of watched state to subscribers, behind yoga's PubSub: in memory for one
 * instance, or over a Redis event target (src/stores/redis.ts), so that a subscriber on any
 * instance gets every update.
 */
import { setMaxListeners } from 'node:events';
import type { WireActivation } from '@msp/partner-interface';
import { createPubSub, type PubSub } from 'graphql-yoga';

/** what a watcher says about an activation */
export type WatchEvent = { kind: 'state'; activation: WireActivation } | { kind: 'missing'; id: string };

export type WatchTopics = {
  /** the state of one activation, by its id */
  activation: [id: string, event: WatchEvent];
  /** any activation of one subscription, by the subscription's key */
  activity: [key: string, activation: WireActivation];
};

export type WatchPubSub = PubSub<WatchTopics>;

/** In memory, or over the given event target (Redis, for several instances). */
export function createWatchPubSub(eventTarget?: EventTarget): WatchPubSub {
  if (eventTarget !== undefined) return createPubSub<WatchTopics>({ eventTarget });
  // one listener per subscriber on a topic: thousands are expected, not a leak
  const local = new EventTarget();
  setMaxListeners(0, local);
  return createPubSub<WatchTopics>({ eventTarget: local });
}

type Listeners<T> = { sinks: Set<(event: T) => void>; stop: () => void };

/**
 * One PubSub subscription per topic and id in this process, however many subscribers follow
 * it: an event is handed to each of them in one loop. A PubSub subscription per subscriber
 * costs an EventTarget listener and a Repeater each, for every event: 10,000 subscribers on
 * 1,000 activations made 10,000 of each per change.
 *
 * A listener is called with every event from the moment it listens (with Redis, once the
 * topic's SUBSCRIBE is in place: see Coordination.subscribed), in order, until the function it
 * got back is called. A listener that throws loses that event alone; the others still get it.
 */
export class Fanout {
  readonly #pubsub: WatchPubSub;
  readonly #activations = new Map<string, Listeners<WatchEvent>>();
  readonly #activity = new Map<string, Listeners<WireActivation>>();

  constructor(pubsub: WatchPubSub) {
    this.#pubsub = pubsub;
  }

  /** the states of one activation, by its id */
  activation(id: string, sink: (event: WatchEvent) => void): () => void {
    return listen(this.#activations, id, () => this.#pubsub.subscribe('activation', id), sink);
  }

  /** any activation of one subscription, by the subscription's key */
  activity(key: string, sink: (activation: WireActivation) => void): () => void {
    return listen(this.#activity, key, () => this.#pubsub.subscribe('activity', key), sink);
  }
}

function listen<T>(
  listening: Map<string, Listeners<T>>,
  id: string,
  subscribe: () => AsyncIterable<T>,
  sink: (event: T) => void,
): () => void {
  const listeners = listening.get(id) ?? open(listening, id, subscribe);
  const { sinks, stop } = listeners;
  sinks.add(sink);
  return () => {
    if (!sinks.delete(sink) || sinks.size > 0) return;
    if (listening.get(id) === listeners) listening.delete(id);
    stop();
  };
}

/** one PubSub subscription, handing each event to every sink of the topic's id */
function open<T>(
  listening: Map<string, Listeners<T>>,
  id: string,
  subscribe: () => AsyncIterable<T>,
): Listeners<T> {
  const iterator = subscribe()[Symbol.asyncIterator]();
  const sinks = new Set<(event: T) => void>();
  const listeners: Listeners<T> = { sinks, stop: () => void iterator.return?.() };
  listening.set(id, listeners);
  // the first next() puts the PubSub's listener in place, now
  void (async () => {
    for (let result = await iterator.next(); result.done !== true; result = await iterator.next()) {
      for (const each of sinks) {
        try {
          each(result.value);
        } catch {
          // one subscriber's failure is its own: the others still get the event
        }
      }
    }
  })()
    .catch(() => undefined)
    .finally(() => {
      if (listening.get(id) === listeners) listening.delete(id);
    });
  return listeners;
}
