/**
 * The fan-out of watched state to subscribers, over an event target: in memory for one
 * instance, or over Redis (src/stores/redis.ts), so that a subscriber on any instance gets
 * every update.
 */
import type { WireActivation } from '@msp/partner-interface';

/** what a watcher says about an activation */
export type WatchEvent = { kind: 'state'; activation: WireActivation } | { kind: 'missing'; id: string };

/**
 * A state's JSON, for telling a change from a repeat: made once per state object, by the
 * watcher that read it when it publishes it as a change, and found again by every stream
 * that receives it (every follower of an activation gets the same object). A state is never
 * changed in place: each read of the partner is parsed into new objects.
 */
const jsons = new WeakMap<WireActivation, string>();
export function stateJson(activation: WireActivation): string {
  let json = jsons.get(activation);
  if (json === undefined) {
    json = JSON.stringify(activation);
    jsons.set(activation, json);
  }
  return json;
}

/**
 * Keeps a changed state's JSON, made by the watcher that tells the change, for the streams:
 * only what is published is kept, not every record of every poll.
 */
export function keepStateJson(activation: WireActivation, json: string): void {
  jsons.set(activation, json);
}

export type WatchTopics = {
  /** the state of one activation, by its id */
  activation: WatchEvent;
  /** any activation of one subscription, by the subscription's key */
  activity: WireActivation;
};

type Topic = keyof WatchTopics;

/** the event target's name for one topic and id (a Redis channel under the prefix) */
const eventName = (topic: Topic, id: string) => `${topic}:${id}`;

/**
 * Publishes and listens by topic and id: over Redis's event target, or in this process. A
 * listener is called in the publisher's own call (with Redis, when the message arrives): one
 * change followed by thousands costs no queue, promise or turn per listener, and in memory no
 * event object either.
 */
export class WatchPubSub {
  readonly #target: EventTarget | undefined;
  /** in memory: the listeners of each topic's id */
  readonly #listeners = new Map<string, Set<(payload: never) => void>>();

  /** @param target Redis's, for several instances; absent: in this process */
  constructor(target?: EventTarget) {
    this.#target = target;
  }

  publish<T extends Topic>(topic: T, id: string, payload: WatchTopics[T]): void {
    const name = eventName(topic, id);
    if (this.#target !== undefined) {
      this.#target.dispatchEvent(new CustomEvent(name, { detail: payload }));
      return;
    }
    const listeners = this.#listeners.get(name) as Set<(payload: WatchTopics[T]) => void> | undefined;
    for (const listener of listeners ?? []) listener(payload);
  }

  /** calls `listener` with every payload published on the topic's id until the function it returns is called */
  listen<T extends Topic>(topic: T, id: string, listener: (payload: WatchTopics[T]) => void): () => void {
    const name = eventName(topic, id);
    const target = this.#target;
    if (target !== undefined) {
      const onEvent = (event: Event) => listener((event as CustomEvent<WatchTopics[T]>).detail);
      target.addEventListener(name, onEvent);
      return () => target.removeEventListener(name, onEvent);
    }
    const listeners = this.#listeners.get(name) ?? new Set();
    this.#listeners.set(name, listeners);
    listeners.add(listener);
    return () => {
      if (listeners.delete(listener) && listeners.size === 0 && this.#listeners.get(name) === listeners)
        this.#listeners.delete(name);
    };
  }
}

type Listeners<T> = { sinks: Set<(event: T) => void>; stop: () => void };

/**
 * One listener per topic and id in this process, however many subscribers follow it: an event
 * is handed to each of them in one loop, in the publisher's call. A listener per subscriber
 * would cost one dispatch each (with Redis, one message each), for every event: 10,000
 * subscribers on 1,000 activations made 10,000 per change.
 *
 * A sink is called with every event from the moment it listens (with Redis, once the topic's
 * SUBSCRIBE is in place: see Coordination.subscribed), in order, until the function it got
 * back is called. A sink that throws loses that event alone; the others still get it.
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
    return this.#listen(this.#activations, 'activation', id, sink);
  }

  /** any activation of one subscription, by the subscription's key */
  activity(key: string, sink: (activation: WireActivation) => void): () => void {
    return this.#listen(this.#activity, 'activity', key, sink);
  }

  #listen<T extends Topic>(
    listening: Map<string, Listeners<WatchTopics[T]>>,
    topic: T,
    id: string,
    sink: (event: WatchTopics[T]) => void,
  ): () => void {
    const listeners = listening.get(id) ?? this.#open(listening, topic, id);
    const { sinks, stop } = listeners;
    sinks.add(sink);
    return () => {
      if (!sinks.delete(sink) || sinks.size > 0) return;
      if (listening.get(id) === listeners) listening.delete(id);
      stop();
    };
  }

  /** the one listener of a topic's id, handing each event to every sink of it */
  #open<T extends Topic>(
    listening: Map<string, Listeners<WatchTopics[T]>>,
    topic: T,
    id: string,
  ): Listeners<WatchTopics[T]> {
    const sinks = new Set<(event: WatchTopics[T]) => void>();
    const stop = this.#pubsub.listen(topic, id, (event) => {
      for (const each of sinks) {
        try {
          each(event);
        } catch {
          // one subscriber's failure is its own: the others still get the event
        }
      }
    });
    const listeners = { sinks, stop };
    listening.set(id, listeners);
    return listeners;
  }
}
