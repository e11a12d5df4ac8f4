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
