/**
 * The streams behind the GraphQL subscription fields. Each emits the current state at once
 * (so a client that reconnects is up to date immediately), then every change. They listen
 * through the fan-out, one PubSub subscription per activation however many follow it, into a
 * channel each: a subscriber that leaves stops its stream at once, releasing the poller.
 */

import { isFinalStatus, type WireActivation } from '@msp/partner-interface';
import { GraphQLError } from 'graphql';
import { Repeater } from 'graphql-yoga';
import { CODES } from '../errors/codes.js';
import { channel } from '../transport/async-iterables.js';
import type { Live } from './live.js';
import { stateJson, type WatchEvent } from './pubsub.js';
import { asOf, isSince, type MissedChange, microsOf, type Replay } from './replay.js';

/** what a stream emits: a state, or word that the activation does not exist */
export type StreamItem = WireActivation | { missing: string };

/**
 * Whether the subscriber may see an activation: at once where no look-up is needed. Made once
 * per stream by the field that follows (resolvers/own.ts `ownershipOf`): what is not theirs is
 * not there for them.
 */
export type Ownership = (activation: WireActivation) => boolean | Promise<boolean>;

/** The resolver of a subscription field: a missing activation ends the stream with a clear error. */
export function activationOrError(item: StreamItem): WireActivation {
  if ('missing' in item) {
    throw new GraphQLError(`activation ${item.missing} does not exist`, {
      extensions: { code: CODES.NOT_FOUND, activationId: item.missing },
    });
  }
  return item;
}

/**
 * Hands each of `receive`'s calls to `emit` in order: at once while `emit` answers at once
 * (staff, whose ownership needs no look-up), behind the one still waiting otherwise. An
 * `emit` that fails (a look-up the partner refused) goes to `fail`.
 */
function inOrder<T>(
  emit: (item: T) => void | Promise<void>,
  fail: (error: unknown) => void,
): (item: T) => void {
  let behind: Promise<void> | undefined;
  return (item) => {
    const done = behind === undefined ? emit(item) : behind.then(() => emit(item));
    if (done === undefined) return;
    const settled = done.catch(fail);
    behind = settled;
    void settled.then(() => {
      if (behind === settled) behind = undefined;
    });
  };
}

/**
 * One activation: its state now, each change, and the end after a final status. A state the
 * subscriber may not see ends the stream as if the activation did not exist.
 */
export function followActivation(
  live: Live,
  id: string,
  isOwn: Ownership,
  replay?: Replay,
): AsyncIterableIterator<StreamItem> {
  return followOne<never>(live, id, isOwn, replay, undefined);
}

/** followActivation, with `caughtUp` pushed once the replay of what was missed is out (followActivations) */
function followOne<M>(
  live: Live,
  id: string,
  isOwn: Ownership,
  replay: Replay | undefined,
  caughtUp: M | undefined,
): AsyncIterableIterator<StreamItem | M> {
  const { fanout, watcher } = live;
  return channel<StreamItem | M>(({ push, end }) => {
    let lastJson: string | undefined;
    const deliver = (activation: WireActivation) => {
      const json = stateJson(activation);
      if (json === lastJson) return;
      lastJson = json;
      push(activation);
      if (isFinalStatus(activation.status)) end();
    };
    const missing = () => {
      push({ missing: id });
      end();
    };
    // a customer follows only their own orders, and learns nothing of others
    const receive = inOrder((event: WatchEvent | 'caught up'): void | Promise<void> => {
      if (event === 'caught up') {
        if (caughtUp !== undefined) push(caughtUp);
        return;
      }
      if (event.kind === 'missing') return missing();
      const { activation } = event;
      const own = isOwn(activation);
      if (typeof own === 'boolean') return own ? deliver(activation) : missing();
      return own.then((yes) => (yes ? deliver(activation) : missing()));
    }, end);
    // with `since`: the changes the subscriber missed go before the first state the stream
    // takes (the activation as it is then stands for the rest of each earlier state), and that
    // state if it is from `since` on
    let missed: MissedChange[] | undefined;
    const take = (event: WatchEvent): void => {
      if (replay === undefined || missed === undefined || event.kind !== 'state') {
        receive(event);
        return;
      }
      const base = event.activation;
      for (const change of missed) receive({ kind: 'state', activation: asOf(base, change) });
      missed = undefined;
      // a final state is sent whatever its time: the stream's last word, and its end
      if (isSince(base, replay.since) || isFinalStatus(base.status)) receive(event);
      // the replay is out, whenever the first state came (read at once, or a later message)
      receive('caught up');
    };
    // listen first (the topic's SUBSCRIBE is sent), wait until it is in place, then read the
    // latest state: whatever changes after that arrives as a message, and is taken after it
    let early: WatchEvent[] | undefined = [];
    const unlisten = fanout.activation(id, (event) =>
      early === undefined ? take(event) : early.push(event),
    );
    watcher.retain(id);
    void (async () => {
      await watcher.subscribed();
      const now = await watcher.latest(id);
      if (replay !== undefined) missed = await replay.missed();
      if (now !== undefined) take(now);
      for (const event of early) take(event);
      early = undefined;
      // nothing to replay: caught up at once (with a replay: once take sent it)
      if (replay === undefined) receive('caught up');
    })().catch(end);
    return () => {
      watcher.release(id);
      unlisten();
    };
  });
}

/** what followOne pushes for followActivations once its replay is out */
const CAUGHT_UP: unique symbol = Symbol('caught up');

/**
 * Several activations at once; ends when every one of them is final. With `since`, what each
 * missed is one sequence, oldest first across them all (each activation's changes in their
 * order): every activation's replay is held until all are out, and merged by time; live
 * changes then come as they happen.
 */
export function followActivations(
  live: Live,
  ids: readonly string[],
  isOwn: Ownership,
  replayOf: (id: string) => Replay | undefined = () => undefined,
): AsyncIterable<StreamItem> {
  const unique = [...new Set(ids)];
  const replays = unique.map((id) => replayOf(id));
  if (replays.every((replay) => replay === undefined))
    return Repeater.merge(unique.map((id) => followActivation(live, id, isOwn)));
  return channel<StreamItem>(({ push, end }) => {
    const streams = unique.map((id, i) => followOne(live, id, isOwn, replays[i], CAUGHT_UP));
    /** what each stream sent until every replay is out; undefined from then on */
    let held: StreamItem[][] | undefined = streams.map(() => []);
    let replaying = streams.length;
    let running = streams.length;
    const oneCaughtUp = () => {
      replaying -= 1;
      if (replaying > 0 || held === undefined) return;
      const all = held;
      held = undefined;
      for (const item of byTime(all)) push(item);
    };
    streams.forEach((stream, i) => {
      void (async () => {
        let caught = false;
        for await (const item of stream) {
          if (item === CAUGHT_UP) {
            if (!caught) oneCaughtUp();
            caught = true;
          } else if (held === undefined) push(item);
          else held[i]?.push(item);
        }
        if (!caught) oneCaughtUp();
        running -= 1;
        if (running === 0) end();
      })().catch(end);
    });
    return () => {
      for (const stream of streams) void stream.return?.()?.catch(() => undefined);
    };
  });
}

/**
 * Lists each in order merged into one, oldest first by `modifiedAt` (full precision); the
 * earlier list first on a tie, and a list's own order kept whatever its times (word that an
 * activation is missing: at once)
 */
function byTime(lists: StreamItem[][]): StreamItem[] {
  const timeOf = (item: StreamItem) =>
    'missing' in item || item.modifiedAt == null
      ? Number.NEGATIVE_INFINITY
      : (microsOf(item.modifiedAt) ?? 0);
  const at = lists.map(() => 0);
  const merged: StreamItem[] = [];
  for (;;) {
    let next: number | undefined;
    let nextTime = Number.POSITIVE_INFINITY;
    lists.forEach((list, i) => {
      const head = list[at[i] ?? 0];
      if (head === undefined) return;
      const time = timeOf(head);
      if (next === undefined || time < nextTime) {
        next = i;
        nextTime = time;
      }
    });
    if (next === undefined) return merged;
    const item = lists[next]?.[at[next] ?? 0];
    if (item !== undefined) merged.push(item);
    at[next] = (at[next] ?? 0) + 1;
  }
}

/** Everything that happens to one subscription: its open orders now, then every change and every new order. */
export function followSubscription(
  live: Live,
  subscriptionId: string,
  replay?: Replay,
): AsyncIterableIterator<StreamItem> {
  const { fanout, activity } = live;
  return channel<StreamItem>(({ push, end }) => {
    const seen = new Map<string, string>();
    const emit = (activation: WireActivation) => {
      const json = stateJson(activation);
      if (seen.get(activation.id) === json) return;
      seen.set(activation.id, json);
      push(activation);
    };
    let early: WireActivation[] | undefined = [];
    const unlisten = fanout.activity(subscriptionId, (activation) =>
      early === undefined ? emit(activation) : early.push(activation),
    );
    void activity
      .retain(subscriptionId)
      .then(async () => {
        if (replay === undefined) {
          for (const activation of activity.open(subscriptionId)) emit(activation);
        } else {
          // what the subscriber missed, then each order that changed since, as it is now
          const now = new Map(activity.known(subscriptionId).map((a) => [a.id, a]));
          for (const change of await replay.missed()) {
            const activation = now.get(change.activationId);
            if (activation !== undefined) emit(asOf(activation, change));
          }
          for (const activation of now.values()) if (isSince(activation, replay.since)) emit(activation);
        }
        for (const activation of early ?? []) emit(activation);
        early = undefined;
      })
      .catch(end);
    return () => {
      activity.release(subscriptionId);
      unlisten();
    };
  });
}
