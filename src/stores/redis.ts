/**
 * The Redis connections every shared store uses: one for commands, one for subscriptions
 * (a subscribing connection can do nothing else), and the PubSub's event target
 * (@graphql-yoga/redis-event-target) over them.
 *
 * Keys, all under the configured prefix (each store names its own):
 *   lease:<activationId>     coordination.ts: the instance that polls it
 *   state:<activationId>     coordination.ts: its latest state as JSON (24 h)
 *   idem:<key>               idempotency.ts: an idempotent order (24 h)
 *   rate:<callerId>:<minute> rate-limit.ts: operations of a caller in a minute (1 min)
 * Channels: <prefix>activation:<id>, <prefix>activity:<subscriptionId>.
 *
 * When Redis is down, queries and orders go on: leases are taken as granted (each instance
 * polls what its own subscribers follow), idempotency and rate limits let requests through
 * (logged), and live updates reach only subscribers whose instance polls.
 */
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import type { Logger } from '../logger.js';

/** Defaults of the shared stores, stated once (config.ts refers to these). */
export const REDIS_DEFAULTS = {
  prefix: 'msp:',
  /** how long an activation's lease lasts without renewal */
  leaseTtlMs: 15_000,
};

export interface RedisSetup {
  url: string;
  prefix: string;
  logger: Logger;
}

export class RedisConnections {
  readonly command: Redis;
  readonly subscriber: Redis;
  readonly prefix: string;

  constructor(setup: RedisSetup) {
    const options = { maxRetriesPerRequest: 2, enableAutoPipelining: true, lazyConnect: false };
    this.command = new Redis(setup.url, options);
    this.subscriber = new Redis(setup.url, { ...options, enableAutoPipelining: false });
    this.prefix = setup.prefix;
    for (const client of [this.command, this.subscriber]) {
      client.on('error', (error: Error) => setup.logger.warn({ err: { message: error.message } }, 'redis'));
    }
  }

  /** The PubSub's event target: receives through redis-event-target, publishes with errors caught. */
  eventTarget(logger: Logger): EventTarget {
    const target = createRedisEventTarget({ publishClient: this.command, subscribeClient: this.subscriber });
    const prefixed = (topic: string) => `${this.prefix}${topic}`;
    return {
      addEventListener: (topic: string, listener: EventListenerOrEventListenerObject | null) =>
        target.addEventListener(prefixed(topic), listener as EventListener),
      removeEventListener: (topic: string, listener: EventListenerOrEventListenerObject | null) =>
        target.removeEventListener(prefixed(topic), listener as EventListener),
      dispatchEvent: (event: Event) => {
        const detail = (event as CustomEvent<unknown>).detail;
        this.command
          .publish(prefixed(event.type), detail === undefined ? '' : JSON.stringify(detail))
          .catch((error: Error) => logger.warn({ err: { message: error.message } }, 'redis publish failed'));
        return true;
      },
    } as EventTarget;
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.command.quit(), this.subscriber.quit()]);
  }
}
