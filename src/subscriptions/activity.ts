/**
 * Everything that happens to one mobile subscription: a shared poller per subscription lists
 * its activations (QueryActivation by subscriptionId) and publishes every one that is new or
 * changed, including orders placed after a subscriber joined. Fast while one of them is open,
 * slow while all are final. The activation watcher and the gateway's own orders publish to the
 * same topic, so changes seen there arrive without waiting for this poll.
 */

import { isFinalStatus, PARTNER_MAX_TAKE, type WireActivation } from '@msp/partner-interface';
import type { ProviderClient } from '../provider/client.js';
import { keepStateJson, type WatchPubSub } from './pubsub.js';
import { backoffIn, DEFAULT_POLL_SETTINGS, jittered, type PollSettings } from './schedule.js';
import type { WatcherOptions } from './watcher.js';

interface Follow {
  refs: number;
  seen: Map<string, string>;
  known: WireActivation[];
  open: WireActivation[];
  failures: number;
  timer: NodeJS.Timeout | undefined;
  ready: Promise<void>;
}

export class ActivityWatcher {
  readonly #provider: ProviderClient;
  readonly #pubsub: WatchPubSub;
  readonly #settings: PollSettings;
  readonly #onChange: WatcherOptions['onChange'];
  readonly #follows = new Map<string, Follow>();

  constructor(options: {
    provider: ProviderClient;
    pubsub: WatchPubSub;
    poll?: Partial<PollSettings>;
    /** as the activation watcher's: told of a change before anyone hears of it */
    onChange?: WatcherOptions['onChange'];
  }) {
    this.#provider = options.provider;
    this.#pubsub = options.pubsub;
    this.#settings = { ...DEFAULT_POLL_SETTINGS, ...options.poll };
    this.#onChange = options.onChange;
  }

  /** Follows a subscription for one more subscriber; resolves once its activations are known. */
  retain(subscriptionId: string): Promise<void> {
    const existing = this.#follows.get(subscriptionId);
    if (existing !== undefined) {
      existing.refs += 1;
      return existing.ready;
    }
    const follow: Follow = {
      refs: 1,
      seen: new Map(),
      known: [],
      open: [],
      failures: 0,
      timer: undefined,
      ready: Promise.resolve(),
    };
    this.#follows.set(subscriptionId, follow);
    follow.ready = this.#poll(subscriptionId, follow, false);
    return follow.ready;
  }

  release(subscriptionId: string): void {
    const follow = this.#follows.get(subscriptionId);
    if (follow === undefined) return;
    follow.refs -= 1;
    if (follow.refs > 0) return;
    if (follow.timer !== undefined) clearTimeout(follow.timer);
    this.#follows.delete(subscriptionId);
  }

  /** The activations of a followed subscription that are not final yet. */
  open(subscriptionId: string): WireActivation[] {
    return this.#follows.get(subscriptionId)?.open ?? [];
  }

  /** Every activation of a followed subscription, as last read. */
  known(subscriptionId: string): WireActivation[] {
    return this.#follows.get(subscriptionId)?.known ?? [];
  }

  close(): void {
    for (const follow of this.#follows.values()) if (follow.timer !== undefined) clearTimeout(follow.timer);
    this.#follows.clear();
  }

  async #poll(subscriptionId: string, follow: Follow, publish: boolean): Promise<void> {
    let delay: number;
    try {
      const { results } = await this.#provider.readAll(
        'QueryActivation',
        { subscriptionId },
        { pageSize: PARTNER_MAX_TAKE },
      );
      follow.failures = 0;
      for (const activation of results) {
        const json = JSON.stringify(activation);
        if (follow.seen.get(activation.id) === json) continue;
        follow.seen.set(activation.id, json);
        if (!publish) continue;
        keepStateJson(activation, json);
        await this.#onChange?.([activation]).catch(() => undefined);
        this.#pubsub.publish('activity', subscriptionId, activation);
      }
      follow.known = results;
      follow.open = results.filter((a) => !isFinalStatus(a.status));
      delay = follow.open.length > 0 ? this.#settings.minMs : this.#settings.maxMs;
    } catch {
      follow.failures += 1;
      delay = backoffIn(follow.failures, this.#settings);
    }
    if (this.#follows.get(subscriptionId) !== follow) return;
    follow.timer = setTimeout(
      () => void this.#poll(subscriptionId, follow, true),
      jittered(delay, this.#settings),
    );
    follow.timer.unref();
  }
}
