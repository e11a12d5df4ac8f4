/**
 * The order journal across the ends a gateway does not choose: a process killed with SIGKILL
 * while its orders are in flight, again and again, and the embedded PostgreSQL (no
 * DATABASE_URL) across a restart. Every key ends with exactly one POST at the partner, and
 * every answer names that POST's activation.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileDatabaseUrl } from './utils/database.js';
import type { TestGateway } from './utils/gateway.js';
import { gatewayOn, journalRows, readiness } from './utils/journal.js';
import { order } from './utils/orders.js';
import { type GatewayProcess, spawnGateway } from './utils/process.js';
import { startTestPartner, type TestPartner } from './utils/simulator.js';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const ORDER = `mutation($input: OrderNewSubscriptionInput!) { result: orderNewSubscription(input: $input) {
  __typename
  ... on Error { message }
  ... on OrderOutcomePendingError { retryAfterSeconds }
  ... on OrderNewSubscriptionPayload { replayed activation { activationId } }
} }`;

interface Result {
  __typename: string;
  message?: string;
  retryAfterSeconds?: number;
  replayed?: boolean;
  activation?: { activationId: string };
}

/** An answer that settles what became of the key's order; the others are asked again. */
const definite = (r: Result) =>
  r.__typename !== 'OrderOutcomePendingError' && r.__typename !== 'OrderOutcomeUnknownError';

/** the order under `key` sent to the gateway at `url`; undefined when no answer came (it was killed) */
async function ask(url: string, key: string): Promise<Result | undefined> {
  const input = {
    eSim: true,
    email: 'crash@example.com',
    confirmationCode: '1',
    idempotencyKey: key,
    referenceNumber: key,
  };
  let response: Response;
  try {
    response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: ORDER, variables: { input } }),
    });
  } catch {
    return undefined;
  }
  // killed while it wrote the answer: no answer either
  const body = (await response.json().catch(() => undefined)) as
    | { data?: { result?: Result }; errors?: unknown }
    | undefined;
  if (body === undefined) return undefined;
  const result = body.data?.result;
  if (result === undefined) throw new Error(`${key}: ${JSON.stringify(body)}`);
  return result;
}

/** resolves once `holds` does, looking every millisecond (the simulator's request log has no events) */
function once(holds: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (holds()) return resolve();
    const timer = setInterval(() => {
      if (!holds()) return;
      clearInterval(timer);
      resolve();
    }, 1);
  });
}

describe('a gateway killed with SIGKILL while its orders are in flight', () => {
  const ROUNDS = 5;
  const PER_ROUND = 8;

  it('restarts, and every key asked again until its answer is definite ends with exactly one POST at the partner, whose activation the answer names', async () => {
    const partner = await startTestPartner({ openOrders: false });
    cleanups.push(() => partner.close());
    const env = {
      PROVIDER_BASE_URL: partner.url,
      // a lost order is settled 3 s after it left: the timeout and the 2 s margin
      PROVIDER_TIMEOUT_MS: '1000',
      LOG_LEVEL: 'error',
      DATABASE_URL: fileDatabaseUrl(),
    };
    const postsArrived = () => partner.sim.requests.filter((r) => r.operation === 'NewSubscription').length;

    const keys: string[] = [];
    const answers = new Map<string, Result>();
    const kills: string[] = [];
    let gw: GatewayProcess | undefined;
    cleanups.push(() => gw?.stop('SIGKILL') ?? Promise.resolve());
    /** asks for each key's order; resolves to the seconds after which a pending one may be asked again */
    const askAll = (url: string, waiting: readonly string[]) =>
      waiting.map(async (key) => {
        const result = await ask(url, key);
        if (result !== undefined && definite(result)) answers.set(key, result);
        return result?.retryAfterSeconds ?? 0;
      });

    // each round: the keys without a definite answer are asked again, all at once, and new ones
    // one after another, each as soon as the one before has reached the partner; the gateway
    // is killed as the n-th POST of the round arrives there, held for a while of its own: some
    // orders are answered by then, some held at the partner, one on its way, some not asked yet
    for (let r = 0; r < ROUNDS; r++) {
      const latencyMs = 100 + Math.floor(Math.random() * 400);
      await partner.faults({ latencyMs, operations: ['NewSubscription'] });
      gw = await spawnGateway(env);
      const { url } = gw;
      const retried = askAll(
        url,
        keys.filter((k) => !answers.has(k)),
      );
      const arrived = postsArrived();
      const killAt = 1 + Math.floor(Math.random() * PER_ROUND);
      let killed = false;
      const fresh = (async () => {
        const asked: Array<Promise<number>> = [];
        for (let i = 0; i < PER_ROUND && !killed; i++) {
          const key = `crash-${process.pid}-${r}-${i}`;
          keys.push(key);
          const before = postsArrived();
          const [one] = askAll(url, [key]);
          if (one === undefined) break;
          asked.push(one);
          await Promise.race([one, once(() => killed || postsArrived() > before)]);
        }
        await Promise.all(asked);
      })();
      let done = false;
      const all = Promise.all([fresh, ...retried]).then(() => {
        done = true;
      });
      await once(() => done || postsArrived() >= arrived + killAt);
      await gw.stop('SIGKILL');
      killed = true;
      kills.push(
        `round ${r}: ${latencyMs} ms at the partner, killed at its POST ${postsArrived() - arrived} (aimed at ${killAt})`,
      );
      await all;
    }

    // the last instance lives: each key is asked until its answer is definite; one whose
    // outcome is pending is asked again when the answer says (reconciliation decides it
    // within the settle window)
    gw = await spawnGateway(env);
    const { url } = gw;
    for (let pass = 0; answers.size < keys.length; pass++) {
      const undecided = keys.filter((k) => !answers.has(k));
      if (pass === 20)
        throw new Error(`${undecided.join(', ')} undecided after 20 passes: ${kills.join('; ')}`);
      const retryAfter = Math.max(...(await Promise.all(askAll(url, undecided))));
      if (retryAfter > 0) await new Promise((resolve) => setTimeout(resolve, retryAfter * 1_000));
    }

    const context = kills.join('; ');
    const atPartner = (await partner.client.readAll('QueryActivation', { activationType: 'ACTIVATENEW' }))
      .results;
    const rows = await journalRows(fileDatabaseUrl(), 'reference_number like $1', [`crash-${process.pid}-%`]);
    for (const key of keys) {
      const placed = atPartner.filter((a) => a.referenceNumber === key);
      expect(placed, `${key}: ${context}`).toHaveLength(1);
      expect(answers.get(key), `${key}: ${context}`).toMatchObject({
        __typename: 'OrderNewSubscriptionPayload',
        activation: { activationId: placed[0]?.id },
      });
      // the journal holds the key on that order; an entry whose order never left is NOT_PLACED
      const entries = rows.filter((row) => row.reference_number === key);
      expect(
        entries.filter((e) => e.outcome === 'PLACED'),
        `${key}: ${context}`,
      ).toMatchObject([{ idempotency_key: key, activation_id: placed[0]?.id }]);
      for (const other of entries.filter((e) => e.outcome !== 'PLACED')) {
        expect(other, `${key}: ${context}`).toMatchObject({ outcome: 'NOT_PLACED', idempotency_key: null });
      }
    }
    // one POST per key, not one more
    expect(postsArrived(), context).toBe(keys.length);
    expect((await partner.stats()).NewSubscription).toBe(keys.length);
    // the kills landed while orders were at the partner: reconciliation found some of them
    expect(
      rows.filter((row) => row.reconciled_at !== null && row.outcome === 'PLACED').length,
      context,
    ).toBeGreaterThan(0);
    // and once decided, a key is replayed, on the same activation. A replay reads the activation
    // as it is now, within PROVIDER_TIMEOUT_MS (1 s here): no answer (a connection reset on a
    // loaded machine), an operation without a result or a partner read that timed out is asked
    // again, as a client does with its key; any other answer must be the replay
    for (const key of keys) {
      const replay = await vi.waitFor(
        async () => {
          const answer = await ask(url, key);
          if (answer === undefined || answer.__typename === 'ProviderUnavailableError')
            throw new Error(`${key} asked again: ${JSON.stringify(answer)}`);
          return answer;
        },
        { timeout: 30_000, interval: 200 },
      );
      expect(replay, key).toMatchObject({
        replayed: true,
        activation: { activationId: answers.get(key)?.activation?.activationId },
      });
    }
    await gw.stop();
  }, 180_000);
});

describe('the embedded PostgreSQL (no DATABASE_URL)', () => {
  /** a gateway on the embedded database in `dataDir`, stopped after the test unless the test stopped it */
  const started = async (partner: TestPartner, dataDir: string): Promise<TestGateway> => {
    const gw = await gatewayOn(partner, { dataDir });
    let stopped: Promise<void> | undefined;
    const close = () => {
      stopped ??= gw.close();
      return stopped;
    };
    cleanups.push(close);
    return { ...gw, close };
  };

  it('keeps a key across a restart on the same DATA_DIR: the retry is replayed, one POST', async () => {
    const partner: TestPartner = await startTestPartner({ openOrders: false });
    cleanups.push(() => partner.close());
    const dataDir = await mkdtemp(join(tmpdir(), 'msp-journal-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const input = {
      eSim: true,
      email: 'embedded@example.com',
      confirmationCode: '1',
      idempotencyKey: 'embedded-1',
      referenceNumber: 'J-EMBEDDED',
    };

    const first = await started(partner, dataDir);
    expect(first.app.journal.where()).toContain(dataDir);
    expect(await first.app.journal.ready(30_000)).toBe(true);
    const placed = await order(first, 'orderNewSubscription', input);
    expect(placed.replayed).toBe(false);
    await first.close();

    const second = await started(partner, dataDir);
    expect(await second.app.journal.ready(30_000)).toBe(true);
    const retry = await order(second, 'orderNewSubscription', input);
    expect(retry).toMatchObject({
      replayed: true,
      activation: { activationId: placed.activation?.activationId },
    });
    expect((await partner.stats()).NewSubscription).toBe(1);
  }, 60_000);

  it('serves one gateway at a time: a second process on the same DATA_DIR refuses orders and says why, the first goes on', async () => {
    const partner: TestPartner = await startTestPartner({ openOrders: false });
    cleanups.push(() => partner.close());
    const dataDir = await mkdtemp(join(tmpdir(), 'msp-journal-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const first = await started(partner, dataDir);
    expect(await first.app.journal.ready(30_000)).toBe(true);

    const second = await spawnGateway({ PROVIDER_BASE_URL: partner.url, DATA_DIR: dataDir });
    cleanups.push(() => second.stop('SIGKILL'));
    await vi.waitFor(async () => expect((await readiness(second.url)).journal).toBe('down'), {
      timeout: 30_000,
      interval: 100,
    });
    const refused = await fetch(`${second.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation { orderNewSubscription(input: { eSim: true, email: "twin@example.com", confirmationCode: "1" }) {
          __typename ... on Error { message } } }`,
      }),
    });
    const { data } = (await refused.json()) as {
      data: { orderNewSubscription: { __typename: string; message: string } };
    };
    expect(data.orderNewSubscription.__typename).toBe('JournalUnavailableError');
    expect(data.orderNewSubscription.message).toContain(`in use by the gateway in process ${process.pid}`);
    expect((await partner.stats()).NewSubscription).toBeUndefined();

    const placed = await order(first, 'orderNewSubscription', {
      eSim: true,
      email: 'first@example.com',
      confirmationCode: '1',
    });
    expect(placed.__typename).toBe('OrderNewSubscriptionPayload');
  }, 60_000);
});
