/**
 * Subscriptions at scale: N WebSocket subscribers on A activations, against a gateway in its
 * own process from the build (so its memory is measured alone) and the simulator in this one.
 *
 * Figures: the gateway's RSS per subscriber (once the same subscribers have subscribed and left
 * a first time, beside the first round's), QueryActivation calls per poll tick while every
 * activation is followed, and the time from a status change at the simulator (a clock advance)
 * to its push at the clients, p50 and p99: in all (up to one poll interval is spent waiting for
 * the next poll), and from the poll that brought the change (the gateway's own time). That
 * poll is, for each push, the last one before it that asked for its activation (by id, by
 * subscription or by creation day), from its first page; when the followed orders fall into
 * two poll groups, the other group's poll is not taken for it.
 *
 * The clients speak graphql-transport-ws over plain sockets and, once the change is made,
 * only note when each frame arrives, reading the frames after the last has come: this one
 * process holds all the subscribers (and the simulator), and work done on each message as it
 * comes would add its own queue to the figures. Each subscriber's phone reads one message;
 * this process would read ten thousand in a row.
 */
import type { WireActivation } from '@msp/partner-interface';
import { type RecordedRequest, startSimulator } from '@msp/partner-simulator';
import {
  GRAPHQL_TRANSPORT_WS_PROTOCOL,
  type Message,
  MessageType,
  parseMessage,
  type SubscribeMessage,
} from 'graphql-ws';
import WebSocket from 'ws';
import { benchDatabaseUrl, builtGateway, firstRound } from './harness.js';

export interface SubscriptionRow {
  instances: number;
  subscribers: number;
  activations: number;
  rssPerSubscriberKiB: number;
  /** the same, from gateways that had served no subscriber before: with what the first use costs once */
  firstRssPerSubscriberKiB: number;
  callsPerTick: number;
  p50: number;
  p99: number;
  /** from the poll that brought the change to the push, p50 and p99 */
  pollToPushP50: number;
  pollToPushP99: number;
  delivered: number;
}

const QUERY = 'subscription($id: ID!) { activationUpdated(id: $id) { activationId status } }';
const TICK_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
};

/** the status a `next` message carries */
function statusOf(message: Message): string | undefined {
  if (message.type !== MessageType.Next) return undefined;
  const { data } = message.payload as { data?: { activationUpdated?: { status: string } } };
  return data?.activationUpdated?.status;
}

/** a QueryActivation request that read records: when it came, what it asked, and its list without paging */
export interface Poll {
  at: number;
  params: URLSearchParams;
  list: string;
}

export function pollOf(request: RecordedRequest): Poll | undefined {
  const params = new URL(request.path, 'http://partner').searchParams;
  if (request.operation !== 'QueryActivation' || params.get('take') === '0') return undefined;
  const list = new URLSearchParams(params);
  list.delete('skip');
  list.delete('take');
  return { at: request.at, params, list: list.toString() };
}

/** whether `poll` read `order`: by its id, its subscription or its creation day */
export function asksFor({ params }: Poll, order: WireActivation): boolean {
  const from = params.get('createdAtFrom');
  return (
    params.get('id') === order.id ||
    (order.subscriptionId !== undefined && params.get('subscriptionId') === order.subscriptionId) ||
    (from !== null && from <= order.createdAt.slice(0, 10))
  );
}

/** when `poll` began: its first page, the same list asked for just before */
export const startOf = (poll: Poll, polls: readonly Poll[]) =>
  Math.min(
    ...polls.filter((p) => p.at <= poll.at && p.at >= poll.at - 200 && p.list === poll.list).map((p) => p.at),
  );

/**
 * @param instances gateway processes; more than one share Redis at `redisUrl`, and the
 *   subscribers are spread over them (RSS is then that of the first)
 */
export async function subscriptionScenario(
  subscribers: number,
  activations: number,
  instances = 1,
  redisUrl?: string,
): Promise<SubscriptionRow> {
  const sim = await startSimulator({ clock: 'manual', openOrders: false, stepMs: 1_000 });
  const env = {
    PROVIDER_BASE_URL: sim.url,
    WATCH_MIN_INTERVAL_MS: String(TICK_MS),
    RATE_LIMIT_PER_MINUTE: '1000000',
    PARTNER_CALLS_PER_MINUTE: '10000000',
    // a hundred sockets open at once from this one address, to a gateway that has served none
    MAX_PENDING_SOCKETS_PER_ADDRESS: '1000',
    // one journal for all instances, as in production
    DATABASE_URL: await benchDatabaseUrl(),
    ...(redisUrl !== undefined ? { REDIS_URL: redisUrl, REDIS_PREFIX: `bench-${Date.now()}:` } : {}),
  };
  const gateways = await Promise.all(
    Array.from({ length: instances }, () => builtGateway(env, { inspect: true })),
  );
  const [first] = gateways;
  if (first === undefined) throw new Error('no gateway');
  const sockets: WebSocket[] = [];
  try {
    const orders: WireActivation[] = [];
    for (let i = 0; i < activations; i++) {
      orders.push(
        sim.simulator.post('NewSubscription', {
          eSim: true,
          email: 'bench@example.com',
          confirmationCode: '1',
        }),
      );
    }
    await sleep(500);
    // resident memory once garbage is collected: what idle subscribers hold, not the garbage
    // their subscribing left behind, nor what the first use of the path costs once
    const cold = (await first.memory()).rss / 1024;
    const firstOpened =
      (
        await firstRound(gateways, 'graphql_subscriptions_open', subscribers, (s) => ({
          query: QUERY,
          variables: { id: orders[s % activations]?.id },
        }))
      ).rss / 1024;
    const rssBefore = (await first.memory()).rss / 1024;
    const connections = Math.min(100, subscribers);
    let initial = 0;
    let changedAt = 0;
    // after the change, each frame is only noted with its arrival, and read once all have come:
    // reading one would hold up the frames behind it in this process
    const arrivals: Array<{ at: number; data: WebSocket.RawData }> = [];
    for (let c = 0; c < connections; c++) {
      const url = gateways[c % instances]?.url ?? '';
      const socket = new WebSocket(`${url.replace('http', 'ws')}/graphql`, GRAPHQL_TRANSPORT_WS_PROTOCOL);
      sockets.push(socket);
      socket.on('open', () => socket.send(JSON.stringify({ type: MessageType.ConnectionInit })));
      socket.on('error', () => {});
      socket.on('message', (data) => {
        if (changedAt !== 0) {
          arrivals.push({ at: Date.now(), data });
          return;
        }
        const message = parseMessage(String(data));
        if (message.type === MessageType.ConnectionAck) {
          // this connection's share of the subscribers: every `connections`-th one
          for (let s = c; s < subscribers; s += connections) {
            const subscribe: SubscribeMessage = {
              id: String(s),
              type: MessageType.Subscribe,
              payload: { query: QUERY, variables: { id: orders[s % activations]?.id } },
            };
            socket.send(JSON.stringify(subscribe));
          }
          return;
        }
        if (statusOf(message) === 'INIT') initial += 1;
      });
    }
    const deadline = Date.now() + 60_000;
    while (initial < subscribers && Date.now() < deadline) await sleep(100);
    await sleep(2 * TICK_MS);
    const rssAfter = (await first.memory()).rss / 1024;

    const before = sim.simulator.stats().requests['QueryActivation'] ?? 0;
    const windowMs = 5 * TICK_MS;
    await sleep(windowMs);
    const calls = (sim.simulator.stats().requests['QueryActivation'] ?? 0) - before;

    changedAt = Date.now();
    sim.simulator.clock.advance(1_000); // every order: INIT -> BUSY
    const until = Date.now() + 30_000;
    while (arrivals.length < subscribers && Date.now() < until) await sleep(50);
    const polls = sim.requests.filter((r) => r.at >= changedAt).flatMap((r) => pollOf(r) ?? []);
    const busyAt: number[] = [];
    const fromPoll: number[] = [];
    for (const { at, data } of arrivals) {
      const message = parseMessage(String(data));
      const order = 'id' in message ? orders[Number(message.id) % activations] : undefined;
      if (statusOf(message) !== 'BUSY' || order === undefined) continue;
      busyAt.push(at - changedAt);
      const brought = polls.findLast((r) => r.at <= at && asksFor(r, order));
      if (brought !== undefined) fromPoll.push(at - startOf(brought, polls));
    }
    return {
      instances,
      subscribers,
      activations,
      rssPerSubscriberKiB: (rssAfter - rssBefore) / (subscribers / instances),
      firstRssPerSubscriberKiB: (firstOpened - cold) / (subscribers / instances),
      callsPerTick: calls / (windowMs / TICK_MS),
      p50: percentile(busyAt, 50),
      p99: percentile(busyAt, 99),
      pollToPushP50: percentile(fromPoll, 50),
      pollToPushP99: percentile(fromPoll, 99),
      delivered: busyAt.length,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await Promise.all(gateways.map((g) => g.stop()));
    await sim.close();
  }
}
