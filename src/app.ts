/**
 * The front hall: the whole gateway built in order, one part at a time (./server/parts.ts),
 * each from the parts before it: the embedded simulator when no partner URL is configured, the
 * partner client, Redis, the partner cache, the journal and its outbox, webhooks, push, the
 * live layer, reconciliation, the GraphQL server, and the HTTP and WebSocket servers on top.
 * `stop()` closes them in reverse: the servers first (draining the mutations in flight), the
 * simulator last. A start that fails closes what it had made.
 */
import type { RunningSimulator } from '@msp/partner-simulator';
import type { Journal } from './journal/journal.js';
import type { Logger } from './observability/logger.js';
import { Metrics } from './observability/metrics.js';
import type { ProviderClient } from './provider/client.js';
import {
  gatewayPart,
  journalPart,
  livePart,
  type Part,
  partnerPart,
  providerPart,
  pushPart,
  reconcilerPart,
  redisPart,
  secretBoxOf,
  serversPart,
  simulatorPart,
  webhooksPart,
} from './server/parts.js';
import type { Gateway } from './server/yoga.js';
import type { Config } from './settings/config.js';
import type { Live } from './subscriptions/live.js';
import type { Webhooks } from './webhooks/index.js';

export interface RunningApp {
  /** the gateway's base URL, for example http://127.0.0.1:4000 */
  url: string;
  /** where /metrics is served: the gateway's URL, or its own port's (METRICS_PORT) */
  metricsUrl: string;
  /** the partner API the gateway talks to */
  providerUrl: string;
  /** the embedded simulator, when no PROVIDER_BASE_URL is configured */
  simulator: RunningSimulator | undefined;
  gateway: Gateway;
  provider: ProviderClient;
  live: Live;
  metrics: Metrics;
  journal: Journal;
  webhooks: Webhooks;
  /** runs the journal's retention pass now (it runs when the journal opens, then hourly) */
  retention(): Promise<void>;
  stop(): Promise<void>;
}

/** The parts made so far, closed in the reverse order of their making. */
class Parts {
  readonly #closing: Array<() => Promise<void> | void> = [];

  /** keeps how to close `part`, and hands over what it made */
  add<T>(part: Part<T>): T {
    this.#closing.push(() => part.close());
    return part.made;
  }

  /**
   * Closes every part, the last made first; a part that fails to close does not keep the ones
   * made before it open: the first failure is thrown once all have been closed.
   */
  async closeAll(): Promise<void> {
    const failures: unknown[] = [];
    for (const close of this.#closing.splice(0).reverse()) {
      try {
        await close();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  }
}

export async function startApp(config: Config, logger: Logger): Promise<RunningApp> {
  const parts = new Parts();
  const metrics = new Metrics();
  try {
    const simulator = parts.add(await simulatorPart(config));
    const providerUrl = config.provider.baseUrl ?? simulator?.url ?? '';
    const { provider, partnerHealth } = parts.add(providerPart(config, metrics, providerUrl));
    const { redis, coordination } = parts.add(redisPart(config, logger, metrics));
    const { cache, partner } = parts.add(partnerPart(config, metrics, provider, redis));
    // nothing awaits from here to the servers: every part listens to the journal before it opens
    const journaled = parts.add(journalPart(config, logger, metrics));
    const { journal, events } = journaled;
    const box = secretBoxOf(config, logger);
    const webhooks = parts.add(webhooksPart(config, logger, metrics, journaled, box));
    const push = parts.add(pushPart(config, logger, metrics, journaled, box));
    const live = parts.add(
      livePart(config, logger, metrics, { provider, journal, cache, redis, coordination }),
    );
    const { reconciler, settleMs, retention } = parts.add(
      reconcilerPart(config, logger, metrics, { journal, events, provider, live }),
    );
    const server = parts.add(
      gatewayPart(config, logger, metrics, {
        partner,
        partnerHealth,
        redis,
        journal,
        reconciler,
        settleMs,
        webhooks,
        push,
        live,
      }),
    );
    const { url, metricsUrl } = parts.add(await serversPart(config, logger, metrics, server, push));
    return {
      url,
      metricsUrl,
      providerUrl,
      simulator,
      gateway: server.gateway,
      provider,
      live,
      metrics,
      journal,
      webhooks,
      retention,
      stop: () => parts.closeAll(),
    };
  } catch (error) {
    await parts.closeAll();
    throw error;
  }
}
