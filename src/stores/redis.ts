/**
 * The Redis connections every shared store uses: one for commands, one for subscriptions
 * (a subscribing connection can do nothing else), the PubSub's event target over them, and
 * whether Redis answers (`health()`, for /ready and the `redis_up` metric).
 *
 * Keys, all under the configured prefix (each store names its own):
 *   lease:<activationId>     coordination.ts: the instance that polls it
 *   state:<activationId>     coordination.ts: its latest state as JSON (24 h)
 *   rate:<callerId>:<minute> rate-limit.ts: operations of a caller in a minute (1 min)
 *   cache:…                  cache.ts: the partner cache's answers, tags and generations
 * Channels: <prefix>activation:<id>, <prefix>activity:<subscriptionId>, <prefix>cache.
 *
 * Every call ends within the command timeout, answered or failed, and while a connection is
 * known not to answer (it closed, or a call or the PING sent on it every second timed out and a
 * PING sent then timed out too) calls on it fail at once, until it reconnects or answers a PING. When Redis is down, queries
 * and orders go on: leases are taken as granted (each instance polls what its own subscribers
 * follow), idempotency and rate limits let requests through, a message that cannot be
 * published reaches this instance's own subscribers, and subscriptions are made again once
 * Redis answers. One warning when Redis stops answering, one info line when it answers again;
 * each failed call counts in `redis_errors_total`.
 */
import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '../observability/logger.js';
import { REDIS_DEFAULTS } from '../settings/defaults.js';

/** reconnects after 100 ms, 200 ms, ... then every second, so a returning Redis is found within one */
const RECONNECT_MAX_MS = 1_000;
const reconnectIn = (attempt: number) => Math.min(attempt * 100, RECONNECT_MAX_MS);
/** how often each open connection is asked whether Redis answers (a frozen one stays open) */
const HEARTBEAT_MS = 1_000;
const CONNECTIONS = ['command', 'subscriber'] as const;
/** ioredis's error for a command that had no answer within the command timeout */
const TIMED_OUT = 'Command timed out';
type Connection = (typeof CONNECTIONS)[number];

/** what a Redis call was for: the `operation` label of redis_errors_total */
export type RedisOperation =
  | 'connect'
  | 'rate-limit'
  | 'lease'
  | 'state'
  | 'publish'
  | 'subscribe'
  | 'unsubscribe'
  | 'ping'
  | 'cache';

/** 'starting' until both connections have answered once (or the connect timeout has passed) */
export type RedisHealth = 'up' | 'down' | 'starting';

export interface RedisSetup {
  url: string;
  prefix: string;
  logger: Logger;
  /** @default REDIS_DEFAULTS.connectTimeoutMs */
  connectTimeoutMs?: number;
  /** @default REDIS_DEFAULTS.commandTimeoutMs */
  commandTimeoutMs?: number;
  /** called once per failed call or connection attempt */
  onError?: (operation: RedisOperation) => void;
}

export class RedisConnections {
  readonly command: Redis;
  readonly subscriber: Redis;
  readonly prefix: string;
  readonly #logger: Logger;
  readonly #onError: RedisSetup['onError'];
  /** whether each connection answered last time it was asked; Redis is up when both did */
  readonly #answering: Record<Connection, boolean | undefined> = {
    command: undefined,
    subscriber: undefined,
  };
  #health: RedisHealth = 'starting';
  /** until then, a failure at start is the first connection still being made, not an outage */
  readonly #startedBy: number;
  #downSince = 0;
  #lastError = '';
  #closing = false;
  readonly #heartbeat: NodeJS.Timeout;
  #eventTarget: RedisEventTarget | undefined;
  /** connections whose call timed out, with a PING under way to tell whether Redis answers */
  readonly #confirming = new Set<Connection>();

  constructor(setup: RedisSetup) {
    const {
      url,
      prefix,
      logger,
      connectTimeoutMs = REDIS_DEFAULTS.connectTimeoutMs,
      commandTimeoutMs = REDIS_DEFAULTS.commandTimeoutMs,
      onError,
    } = setup;
    const options = {
      connectTimeout: connectTimeoutMs,
      commandTimeout: commandTimeoutMs,
      // commands issued before the first connection wait for it, never past the command
      // timeout nor through more than one failed attempt (later, while a connection is known
      // down, `run` fails them at once)
      enableOfflineQueue: true,
      maxRetriesPerRequest: 1,
      // a command in flight when the connection dropped has failed for its caller: sending it
      // again later would, say, claim an idempotency key for an order that has moved on
      autoResendUnfulfilledCommands: false,
      retryStrategy: reconnectIn,
      enableAutoPipelining: true,
    } satisfies RedisOptions;
    this.command = new Redis(url, options);
    this.subscriber = new Redis(url, { ...options, enableAutoPipelining: false });
    this.prefix = prefix;
    this.#logger = logger;
    this.#onError = onError;
    this.#startedBy = Date.now() + connectTimeoutMs;
    for (const connection of CONNECTIONS) {
      const client = this.#client(connection);
      client.on('ready', () => this.#answered(connection));
      // a refused or failed attempt: counted; the 'close' that follows marks it down
      client.on('error', (error: Error) => {
        this.#lastError = error.message;
        onError?.('connect');
      });
      client.on('close', () => this.#failed(connection, this.#lastError || 'connection closed'));
    }
    // a frozen Redis keeps its connections open and says nothing: a PING on each open one
    // notices, also without traffic, and notices when it answers again (a closed one says
    // 'ready' when it is back)
    this.#heartbeat = setInterval(() => {
      for (const connection of CONNECTIONS) {
        const client = this.#client(connection);
        if (client.status !== 'ready') continue;
        client.ping().then(
          () => this.#answered(connection),
          (error: Error) => {
            onError?.('ping');
            this.#unanswered(connection, error);
          },
        );
      }
    }, HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  /**
   * 'up' while both connections answer; 'down' during an outage; 'starting' until both have
   * answered once (within the connect timeout: then it is an outage, said once)
   */
  health(): RedisHealth {
    if (this.#health === 'starting' && Date.now() > this.#startedBy) this.#outage();
    return this.#health;
  }

  /**
   * Runs one call on a connection, for `operation`: what every store calls Redis through, so
   * that failures are counted and an outage is noticed. Rejects as the call does, and at once
   * while the connection is known not to answer.
   */
  async run<T>(
    operation: RedisOperation,
    call: (client: Redis) => Promise<T>,
    connection: Connection = 'command',
  ): Promise<T> {
    if (this.#answering[connection] === false) {
      this.#onError?.(operation);
      throw new Error(`redis does not answer (${this.#lastError})`);
    }
    try {
      const result = await call(this.#client(connection));
      this.#answered(connection);
      return result;
    } catch (error) {
      this.#onError?.(operation);
      // a ReplyError is an answer: Redis is up, the command was refused
      if (!(error instanceof Error && error.name === 'ReplyError')) this.#unanswered(connection, error);
      throw error;
    }
  }

  /** The PubSub's event target (one per connections). */
  eventTarget(): EventTarget {
    this.#eventTarget ??= new RedisEventTarget(this, () => this.#answering.subscriber !== false);
    return this.#eventTarget;
  }

  async close(): Promise<void> {
    this.#closing = true;
    clearInterval(this.#heartbeat);
    this.#eventTarget?.close();
    // QUIT waits for the commands before it; without an answer the connection is simply cut
    await Promise.allSettled(
      [this.command, this.subscriber].map((client) => client.quit().catch(() => client.disconnect())),
    );
  }

  #client(connection: Connection): Redis {
    return connection === 'command' ? this.command : this.subscriber;
  }

  #answered(connection: Connection): void {
    const was = this.#answering[connection];
    this.#answering[connection] = true;
    // channels whose SUBSCRIBE failed meanwhile are subscribed at once
    if (connection === 'subscriber' && was === false) this.#eventTarget?.resync();
    if (this.#health === 'up' || this.#answering.command !== true || this.#answering.subscriber !== true)
      return;
    if (this.#health === 'down') {
      this.#logger.info(
        { downForMs: Date.now() - this.#downSince },
        'redis answers again: shared rate limits, the shared partner cache, leases and live updates across instances resume',
      );
    }
    this.#health = 'up';
  }

  /**
   * A call failed without an answer. A closed connection has failed. A call that timed out may
   * have waited on this process's own event loop, stalled past the command timeout with the
   * answer waiting to be read, rather than on Redis: one PING sent now decides, so that a busy
   * gateway does not report an outage of a Redis that answers.
   */
  #unanswered(connection: Connection, error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error);
    if (reason !== TIMED_OUT) {
      this.#failed(connection, reason);
      return;
    }
    if (this.#confirming.has(connection) || this.#answering[connection] === false) return;
    this.#confirming.add(connection);
    this.#client(connection)
      .ping()
      .then(
        () => this.#answered(connection),
        (confirmed: Error) => {
          this.#onError?.('ping');
          this.#failed(connection, confirmed.message);
        },
      )
      .finally(() => this.#confirming.delete(connection));
  }

  #failed(connection: Connection, reason: string): void {
    this.#answering[connection] = false;
    this.#lastError = reason;
    if (this.#health === 'down' || this.#closing) return;
    // the first connection is still being made: an outage only once it has had its chance
    if (this.#health === 'starting' && Date.now() <= this.#startedBy) return;
    this.#outage();
  }

  /** Redis stops answering, or never answered within the connect timeout: said once */
  #outage(): void {
    if (this.#health === 'down' || this.#closing) return;
    const never = this.#health === 'starting';
    this.#health = 'down';
    this.#downSince = Date.now();
    this.#logger.warn(
      { err: { message: this.#lastError || 'no answer' } },
      `redis ${never ? 'has not answered since start' : 'does not answer'}: serving degraded until it does (orders go on, their keys are the journal's; rate limits let requests through; reads bypass the shared partner cache; each instance polls for its own subscribers)`,
    );
  }
}

/** how long a failed SUBSCRIBE or UNSUBSCRIBE waits before it is sent again */
const RESYNC_MS = RECONNECT_MAX_MS;

/**
 * The PubSub's event target: topics are channels `<prefix><topic>`, messages JSON. Unlike
 * @graphql-yoga/redis-event-target, no Redis failure escapes it. ioredis subscribes again on
 * reconnect only to channels whose SUBSCRIBE was answered, so a SUBSCRIBE (or UNSUBSCRIBE)
 * that failed is sent again, with the channel's wanted state at that time, once the
 * subscribing connection answers. A message that cannot be published goes to this instance's
 * own listeners: while Redis is down, each instance polls for its own subscribers.
 */
class RedisEventTarget implements EventTarget {
  readonly #redis: RedisConnections;
  readonly #answering: () => boolean;
  /** listeners by channel; a channel is wanted while it has any */
  readonly #listeners = new Map<string, Set<EventListener | EventListenerObject>>();
  /** channels whose last SUBSCRIBE or UNSUBSCRIBE failed */
  readonly #unsynced = new Set<string>();
  #resync: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(redis: RedisConnections, answering: () => boolean) {
    this.#redis = redis;
    this.#answering = answering;
    redis.subscriber.on('message', (channel: string, message: string) => this.#deliver(channel, message));
  }

  addEventListener(topic: string, listener: EventListener | EventListenerObject | null): void {
    if (listener === null) return;
    const channel = this.#redis.prefix + topic;
    const listeners = this.#listeners.get(channel);
    if (listeners !== undefined) {
      listeners.add(listener);
      return;
    }
    this.#listeners.set(channel, new Set([listener]));
    this.#sync(channel);
  }

  removeEventListener(topic: string, listener: EventListener | EventListenerObject | null): void {
    if (listener === null) return;
    const channel = this.#redis.prefix + topic;
    const listeners = this.#listeners.get(channel);
    if (listeners === undefined || !listeners.delete(listener) || listeners.size > 0) return;
    this.#listeners.delete(channel);
    this.#sync(channel);
  }

  dispatchEvent(event: Event): boolean {
    const detail: unknown = 'detail' in event ? event.detail : undefined;
    const channel = this.#redis.prefix + event.type;
    const message = detail === undefined ? '' : JSON.stringify(detail);
    void this.#redis
      .run('publish', (client) => client.publish(channel, message))
      .catch(() => this.#deliver(channel, message));
    return true;
  }

  /** sends again every SUBSCRIBE or UNSUBSCRIBE that failed */
  resync(): void {
    for (const channel of [...this.#unsynced]) this.#sync(channel);
  }

  close(): void {
    this.#closed = true;
    if (this.#resync !== undefined) clearTimeout(this.#resync);
  }

  #deliver(channel: string, message: string): void {
    const listeners = this.#listeners.get(channel);
    if (listeners === undefined) return;
    let detail: unknown;
    try {
      detail = message === '' ? null : JSON.parse(message);
    } catch {
      return; // not one of ours
    }
    const event = new CustomEvent(channel.slice(this.#redis.prefix.length), { detail });
    for (const listener of [...listeners]) {
      if (typeof listener === 'function') listener(event);
      else listener.handleEvent(event);
    }
  }

  /** sends the channel's wanted state; on failure, again later */
  #sync(channel: string): void {
    if (this.#closed) return;
    this.#unsynced.delete(channel);
    const wanted = this.#listeners.has(channel);
    void this.#redis
      .run(
        wanted ? 'subscribe' : 'unsubscribe',
        (client) => (wanted ? client.subscribe(channel) : client.unsubscribe(channel)),
        'subscriber',
      )
      .catch(() => {
        this.#unsynced.add(channel);
        this.#scheduleResync();
      });
  }

  #scheduleResync(): void {
    if (this.#resync !== undefined || this.#closed) return;
    this.#resync = setTimeout(() => {
      this.#resync = undefined;
      // while the connection does not answer, commands would only pile up behind it
      if (!this.#answering()) {
        this.#scheduleResync();
        return;
      }
      this.resync();
    }, RESYNC_MS);
    this.#resync.unref();
  }
}
