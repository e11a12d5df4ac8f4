/**
 * Live queries at scale: 1,000 `query @live` on 100 subscriptions (ten each, over 100
 * WebSockets) against a gateway in its own process from the build, the simulator in this one.
 * One order is placed on each subscription through the gateway; once every live query shows
 * it, every order completes at once at the simulator (a clock advance).
 *
 * Figures: the gateway's RSS per live query (after garbage collection, before and after they
 * open), once the same live queries have been opened and closed a first time: what each one
 * holds, not what the first use of the path costs once (compiled code, the allocator's growth),
 * which the first round's figure shows beside it. Then the time from the watcher's poll that
 * brought an order's completion to each live query's new result: p50, p99 and the last. That poll is, for each result, the last
 * QueryActivation before it that asked for its order (bench/subscriptions.ts says how). As
 * there, the clients only note when each frame arrives once the change is made, and read the
 * frames after the last has come. Target: at most 20 KiB per live query, p99 at most 200 ms.
 */
import type { WireActivation } from '@msp/partner-interface';
import { startSimulator } from '@msp/partner-simulator';
import { GRAPHQL_TRANSPORT_WS_PROTOCOL, MessageType, parseMessage, type SubscribeMessage } from 'graphql-ws';
import WebSocket from 'ws';
import { benchDatabaseUrl, builtGateway, firstRound, percentile } from './harness.js';
import { asksFor, pollOf, startOf } from './subscriptions.js';

export interface LiveQueryRow {
  liveQueries: number;
  subscriptions: number;
  rssPerLiveQueryKiB: number;
  /** the same, from a gateway that had not run a live query before: with what their first use costs once */
  firstRssPerLiveQueryKiB: number;
  /** the JavaScript heap in use, without what the allocator holds in reserve */
  heapPerLiveQueryKiB: number;
  /** from the poll that brought the completion to each live query's new result */
  pollToResultP50: number;
  pollToResultP99: number;
  pollToLastResult: number;
  updated: number;
  /** the updated live queries whose result no poll could be matched to: left out of the times above */
  unmatched: number;
}

const LIVE =
  'query($id: ID!) @live { mobileSubscription(id: $id) { id state openActivations { id activationType status } } }';
const SUSPEND =
  'mutation($id: ID!) { suspendSubscription(input: { subscriptionId: $id }) { ... on SuspendSubscriptionPayload { activation { activationId } } ... on Error { message } } }';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** the open orders a live result shows, or undefined for a frame that is no live result */
function openOrdersOf(data: WebSocket.RawData): number | undefined {
  const message = parseMessage(String(data));
  if (message.type !== MessageType.Next) return undefined;
  const { data: result } = message.payload as {
    data?: { mobileSubscription?: { openActivations: unknown[] } | null };
  };
  return result?.mobileSubscription?.openActivations.length;
}

export async function liveQueryScenario(liveQueries: number, subscriptions: number): Promise<LiveQueryRow> {
  const sim = await startSimulator({ clock: 'manual', openOrders: false, stepMs: 1_000 });
  const gateway = await builtGateway(
    {
      PROVIDER_BASE_URL: sim.url,
      WATCH_MIN_INTERVAL_MS: '1000',
      RATE_LIMIT_PER_MINUTE: '1000000',
      PARTNER_CALLS_PER_MINUTE: '10000000',
      MAX_STREAMS_PER_CALLER: '100000',
      MAX_SOCKETS_PER_CALLER: '1000',
      // a hundred sockets open at once from this one address
      MAX_PENDING_SOCKETS_PER_ADDRESS: '1000',
      DATABASE_URL: await benchDatabaseUrl(),
    },
    { inspect: true },
  );
  const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const json = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (json.errors !== undefined) throw new Error(JSON.stringify(json.errors));
    return json.data ?? {};
  };
  const sockets: WebSocket[] = [];
  try {
    // active subscriptions, page by page: a suspension needs one
    const ids: Array<{ id: string; subscriptionId: string }> = [];
    let cursor: string | null = null;
    while (ids.length < subscriptions) {
      const page = (await graphql(
        'query($after: String) { mobileSubscriptions(first: 100, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id subscriptionId state } } } }',
        { after: cursor },
      )) as {
        mobileSubscriptions: {
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
          edges: Array<{ node: { id: string; subscriptionId: string; state: string } }>;
        };
      };
      for (const { node } of page.mobileSubscriptions.edges) if (node.state === 'ACTIVE') ids.push(node);
      if (!page.mobileSubscriptions.pageInfo.hasNextPage) break;
      cursor = page.mobileSubscriptions.pageInfo.endCursor;
    }
    if (ids.length < subscriptions) throw new Error(`only ${ids.length} active subscriptions`);
    const cold = await gateway.memory();
    const firstOpened = await firstRound([gateway], 'graphql_live_queries_open', liveQueries, (q) => ({
      query: LIVE,
      variables: { id: ids[q % subscriptions]?.id },
    }));
    const before = await gateway.memory();

    // results per live query (by its operation id): how many came, and the open orders of the last
    const results = new Map<string, { count: number; open: number }>();
    let changedAt = 0;
    const problems: string[] = [];
    const arrivals: Array<{ at: number; id: string; data: WebSocket.RawData }> = [];
    const connections = Math.min(100, liveQueries);
    for (let c = 0; c < connections; c++) {
      const socket = new WebSocket(
        `${gateway.url.replace('http', 'ws')}/graphql`,
        GRAPHQL_TRANSPORT_WS_PROTOCOL,
      );
      sockets.push(socket);
      socket.on('open', () => socket.send(JSON.stringify({ type: MessageType.ConnectionInit })));
      socket.on('error', () => {});
      socket.on('message', (data) => {
        if (changedAt !== 0) {
          const message = parseMessage(String(data));
          if ('id' in message) arrivals.push({ at: Date.now(), id: message.id, data });
          return;
        }
        const message = parseMessage(String(data));
        if (message.type === MessageType.ConnectionAck) {
          for (let q = c; q < liveQueries; q += connections) {
            const subscribe: SubscribeMessage = {
              id: String(q),
              type: MessageType.Subscribe,
              payload: { query: LIVE, variables: { id: ids[q % subscriptions]?.id } },
            };
            socket.send(JSON.stringify(subscribe));
          }
          return;
        }
        if (
          message.type === MessageType.Error ||
          (message.type === MessageType.Next && message.payload.errors !== undefined)
        )
          problems.push(String(data).slice(0, 300));
        const open = openOrdersOf(data);
        if (open === undefined || !('id' in message)) return;
        const seen = results.get(message.id);
        results.set(message.id, { count: (seen?.count ?? 0) + 1, open });
      });
    }
    const until = async (done: () => boolean, what: string) => {
      const deadline = Date.now() + 60_000;
      while (!done()) {
        if (Date.now() > deadline)
          throw new Error(
            `timed out waiting for ${what}: ${results.size} live queries answered; ${problems.slice(0, 3).join(' / ')}`,
          );
        await sleep(50);
      }
    };
    await until(() => results.size === liveQueries, 'the first results');
    await sleep(1_000);
    const after = await gateway.memory();

    // one order on each subscription; every live query shows it open
    const orders = new Map<string, WireActivation>();
    for (const { id, subscriptionId } of ids.slice(0, subscriptions)) {
      const placed = (await graphql(SUSPEND, { id })) as {
        suspendSubscription: { activation?: { activationId: string } };
      };
      const activationId = placed.suspendSubscription.activation?.activationId;
      const { results } = sim.simulator.query('QueryActivation', new Map([['id', activationId ?? '']])) as {
        results: WireActivation[];
      };
      const [order] = results;
      if (order === undefined) throw new Error(`not placed: ${JSON.stringify(placed)}`);
      orders.set(subscriptionId, order);
    }
    await until(() => [...results.values()].every((r) => r.open === 1), 'the orders shown open');

    // every order completes at the partner at once; the watcher's next poll brings it
    changedAt = Date.now();
    sim.simulator.clock.advance(60_000);
    await until(
      () => new Set(arrivals.filter((a) => openOrdersOf(a.data) === 0).map((a) => a.id)).size === liveQueries,
      'the completions',
    );
    const polls = sim.requests.filter((r) => r.at >= changedAt).flatMap((r) => pollOf(r) ?? []);
    const fromPoll: number[] = [];
    const updated = new Set<string>();
    for (const { at, id, data } of arrivals) {
      if (updated.has(id) || openOrdersOf(data) !== 0) continue;
      updated.add(id);
      const subscription = ids[Number(id) % subscriptions]?.subscriptionId ?? '';
      const order = orders.get(subscription);
      const brought =
        order === undefined ? undefined : polls.findLast((r) => r.at <= at && asksFor(r, order));
      if (brought !== undefined) fromPoll.push(at - startOf(brought, polls));
    }
    return {
      liveQueries,
      subscriptions,
      rssPerLiveQueryKiB: (after.rss - before.rss) / 1024 / liveQueries,
      firstRssPerLiveQueryKiB: (firstOpened.rss - cold.rss) / 1024 / liveQueries,
      heapPerLiveQueryKiB: (after.heapUsed - before.heapUsed) / 1024 / liveQueries,
      pollToResultP50: percentile(fromPoll, 50),
      pollToResultP99: percentile(fromPoll, 99),
      pollToLastResult: Math.max(...fromPoll),
      updated: updated.size,
      unmatched: updated.size - fromPoll.length,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await gateway.stop();
    await sim.close();
  }
}

export function liveQueryTable(rows: LiveQueryRow[]): string {
  const lines = rows.map(
    (r) =>
      `| ${r.liveQueries.toLocaleString('en-US')} on ${r.subscriptions} | ${r.rssPerLiveQueryKiB.toFixed(1)} | ${r.firstRssPerLiveQueryKiB.toFixed(1)} | ${r.heapPerLiveQueryKiB.toFixed(1)} | ${r.pollToResultP50.toFixed(0)} | ${r.pollToResultP99.toFixed(0)} | ${r.pollToLastResult.toFixed(0)} | ${r.updated} | ${r.unmatched} |`,
  );
  return [
    '| live queries | RSS KiB per live query | the same, the first round | heap KiB per live query | poll-to-result p50 ms | p99 ms | last ms | updated | no poll matched (left out of the times) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...lines,
  ].join('\n');
}
