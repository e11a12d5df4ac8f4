/**
 * What the subscription fields stand on: the PubSub and its fan-out, the activation watcher
 * (one poller per activation) and the activity watcher (one per mobile subscription). Built
 * once per gateway by the composition root; the streams and the context only see this.
 */
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
  };
}

/** Stops every poller. */
export function closeLive(live: Live): void {
  live.watcher.close();
  live.activity.close();
}
