/**
 * The streams behind the GraphQL subscription fields. Each emits the current state at once
 * (so a client that reconnects is up to date immediately), then every change, and gives fresh
 * loaders to every event so that no edge is resolved from an earlier tick's cache. They are
 * Repeaters: a subscriber that leaves stops its stream at once, releasing the poller.
 */

import { isFinalStatus, type WireActivation } from '@msp/partner-interface';
import { GraphQLError } from 'graphql';
import { Repeater } from 'graphql-yoga';
import type { Context } from '../context.js';
import { isOwn } from '../resolvers/own.js';
import type { WatchEvent } from './pubsub.js';

/** what a stream emits: a state, or word that the activation does not exist */
export type StreamItem = WireActivation | { missing: string };

/** The resolver of a subscription field: a missing activation ends the stream with a clear error. */
export function activationOrError(item: StreamItem): WireActivation {
  if ('missing' in item) {
    throw new GraphQLError(`activation ${item.missing} does not exist`, {
      extensions: { code: 'NOT_FOUND', activationId: item.missing },
    });
  }
  return item;
}

/**
 * An activation's JSON, for telling a change from a repeat: made once per state object,
 * however many streams receive it (every subscriber of an activation gets the same object).
 */
const jsons = new WeakMap<WireActivation, string>();
function jsonOf(activation: WireActivation): string {
  let json = jsons.get(activation);
  if (json === undefined) {
    json = JSON.stringify(activation);
    jsons.set(activation, json);
  }
  return json;
}

/** One activation: its state now, each change, and the end after a final status. */
export function followActivation(ctx: Context, id: string): Repeater<StreamItem> {
  const { pubsub, watcher } = ctx.live;
  return new Repeater<StreamItem>(async (push, stop) => {
    // subscribe before reading the latest state, so no change falls between the two
    const events = pubsub.subscribe('activation', id);
    watcher.retain(id);
    void stop.then(() => {
      watcher.release(id);
      void events.return?.();
    });
    let lastJson: string | undefined;
    const emit = async (event: WatchEvent) => {
      if (event.kind === 'missing') {
        await push({ missing: id });
        stop();
        return;
      }
      // a customer follows only their own orders, and learns nothing of others
      if (!(await isOwn(ctx, event.activation))) {
        await push({ missing: id });
        stop();
        return;
      }
      const json = jsonOf(event.activation);
      if (json === lastJson) return;
      lastJson = json;
      ctx.loaders = ctx.freshLoaders();
      await push(event.activation);
      if (isFinalStatus(event.activation.status)) stop();
    };
    // listen first (the topic's SUBSCRIBE is sent), wait until it is in place, then read the
    // latest state: whatever changes after that arrives as a message
    const iterator = events[Symbol.asyncIterator]();
    let next = iterator.next();
    await watcher.subscribed();
    const now = await watcher.latest(id);
    if (now !== undefined) await emit(now);
    for (;;) {
      const result = await next;
      if (result.done === true) return;
      await emit(result.value);
      next = iterator.next();
    }
  });
}

/** Several activations at once; ends when every one of them is final. */
export function followActivations(ctx: Context, ids: readonly string[]): AsyncIterable<StreamItem> {
  return Repeater.merge([...new Set(ids)].map((id) => followActivation(ctx, id)));
}

/** Everything that happens to one subscription: its open orders now, then every change and every new order. */
export function followSubscription(ctx: Context, subscriptionId: string): Repeater<StreamItem> {
  const { pubsub, activity } = ctx.live;
  return new Repeater<StreamItem>(async (push, stop) => {
    const events = pubsub.subscribe('activity', subscriptionId);
    const ready = activity.retain(subscriptionId);
    void stop.then(() => {
      activity.release(subscriptionId);
      void events.return?.();
    });
    const seen = new Map<string, string>();
    const emit = async (activation: WireActivation) => {
      const json = jsonOf(activation);
      if (seen.get(activation.id) === json) return;
      seen.set(activation.id, json);
      ctx.loaders = ctx.freshLoaders();
      await push(activation);
    };
    await ready;
    for (const activation of activity.open(subscriptionId)) await emit(activation);
    for await (const activation of events) await emit(activation);
  });
}
