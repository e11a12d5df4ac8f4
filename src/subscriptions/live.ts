/**
 * What the subscription fields stand on: the PubSub and its fan-out, the activation watcher
 * (one poller per activation) and the activity watcher (one per mobile subscription); and the
 * live queries, told of what changes. Built once per gateway by the composition root; the
 * streams and the context only see this.
 */

import { LiveQueries, type LiveQueriesOptions } from '../live-queries/live-queries.js';
import type { ProviderClient } from '../provider/client.js';
import type { Coordination } from '../stores/coordination.js';
import { ActivityWatcher } from './activity.js';
import { Fanout, type WatchEvent, WatchPubSub } from './pubsub.js';
import type { PollSettings } from './schedule.js';
import { ActivationWatcher, type WatcherOptions } from './watcher.js';

export interface Live {
  pubsub: WatchPubSub;
  /** what the streams listen to: one listener per topic and id, shared by their subscribers */
  fanout: Fanout;
  watcher: ActivationWatcher;
  activity: ActivityWatcher;
  /** `query @live`: told of every change, after the partner cache dropped what it makes wrong */
  queries: LiveQueries;
}

export interface LiveOptions {
  provider: ProviderClient;
  /** Redis, for several instances; absent: in memory */
  eventTarget?: EventTarget | undefined;
  poll: Partial<PollSettings>;
  maxInFlight: number;
  recordsPerCall: number;
  coordination: Coordination<WatchEvent>;
  onPoll?: WatcherOptions['onPoll'];
  onChange?: WatcherOptions['onChange'];
  /** the key of the record a selected `id` names, for the live queries */
  recordKeyOfId?: LiveQueriesOptions['recordKeyOfId'];
}

export function createLive(options: LiveOptions): Live {
  const { provider, poll, onChange } = options;
  const pubsub = new WatchPubSub(options.eventTarget);
  return {
    pubsub,
    fanout: new Fanout(pubsub),
    watcher: new ActivationWatcher({
      provider,
      pubsub,
      poll,
      maxInFlight: options.maxInFlight,
      recordsPerCall: options.recordsPerCall,
      coordination: options.coordination,
      ...(options.onPoll !== undefined ? { onPoll: options.onPoll } : {}),
      onChange,
    }),
    activity: new ActivityWatcher({ provider, pubsub, poll, onChange }),
    queries: new LiveQueries({ eventTarget: options.eventTarget, recordKeyOfId: options.recordKeyOfId }),
  };
}

/** Stops every poller, and no longer hears of changes for the live queries. */
export function closeLive(live: Live): void {
  live.watcher.close();
  live.activity.close();
  live.queries.close();
}
