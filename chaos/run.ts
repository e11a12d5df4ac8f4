/**
 * A chaos run, in the spirit of Jepsen: real processes under a seeded schedule of faults,
 * callers recording what they asked and were told, then the ground truth read and every
 * promise checked over the whole history (./checker.ts). `runChaos` is what `npm run chaos`
 * (./main.ts) and test/chaos.test.ts run; its report carries the table, and the seed that
 * reproduces a violation.
 */
import type { WireActivation } from '@msp/partner-interface';
import { Random } from '@msp/partner-simulator';
import pg from 'pg';
import { ProviderClient } from '../src/provider/client.js';
import { bodyOf } from '../src/webhooks/message.js';
import { check, type DeliveryRow, type EntryRow, type Invariant, type Truth } from './checker.js';
import { describeFault, type Fault, runFaults, schedule } from './nemesis.js';
import { System } from './system.js';
import { type KeyHistory, Workload } from './workload.js';

export interface ChaosOptions {
  seed: number;
  /** how long faults are injected and orders placed, ms */
  durationMs: number;
  instances: number;
  /** keep the run's directory (logs, the database's files) even when nothing was violated */
  keepFiles?: boolean;
  /** told what the run is doing, a line at a time */
  progress?: (line: string) => void;
}

export interface ChaosReport {
  options: ChaosOptions;
  faults: Fault[];
  history: KeyHistory[];
  invariants: Invariant[];
  violations: number;
  /** the report as a table (markdown) */
  table: string;
  /** where the logs are, when kept */
  dir: string;
  seconds: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const DAY = 86_400_000;
/** how long the healed system has to answer every key, and then to settle every order and message */
const SETTLE_MS = 120_000;

export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const say = options.progress ?? (() => undefined);
  const started = Date.now();
  const random = new Random(options.seed);
  say(`seed ${options.seed}: starting PostgreSQL, Redis, the partner and ${options.instances} gateways`);
  const system = await System.start({ seed: options.seed, instances: options.instances });
  let report: ChaosReport | undefined;
  try {
    const workload = await Workload.create(system, random.fork(), options.seed);
    await listen(system, workload);
    const faults = schedule(
      random.fork(),
      options.durationMs,
      system.gateways.map((g) => g.name),
    );
    say(`faults and orders for ${options.durationMs / 1000} s`);
    let over = false;
    const orders = workload.run(() => over);
    const phase = sleep(options.durationMs).then(() => {
      over = true;
    });
    const injected = await runFaults(system, faults, () => over);
    await phase;
    say('healing every part; asking every key until its answer is definite');
    await system.heal();
    workload.deadline = Date.now() + SETTLE_MS;
    await orders;
    // the partner carries out every order: its clock moves past every wish date
    await fetch(`${system.partner.url}/__simulator/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 150 * DAY }),
    });
    // what could only be told once another order ended is told now
    workload.deadline = Date.now() + SETTLE_MS;
    await workload.askUnanswered();
    say('waiting for every order to be final in the journal and every message delivered');
    await settled(system);
    const truth = await collect(system);
    const invariants = check(workload.history, truth);
    const violations = invariants.reduce((n, i) => n + i.violations.length, 0);
    const seconds = Math.round((Date.now() - started) / 1000);
    report = {
      options,
      faults: injected,
      history: workload.history,
      invariants,
      violations,
      table: tableOf(options, injected, workload.history, invariants, truth, seconds, system.dir),
      dir: system.dir,
      seconds,
    };
    return report;
  } finally {
    await system.stop(options.keepFiles === true || report === undefined || report.violations > 0);
  }
}

/** a webhook endpoint for the receiver (staff), and a phone of each customer's (FCM) */
async function listen(system: System, workload: Workload): Promise<void> {
  const [gateway] = system.gateways;
  if (gateway === undefined) throw new Error('no gateway');
  const graph = async (
    headers: Record<string, string>,
    query: string,
    variables: Record<string, unknown>,
  ) => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { errors?: unknown };
    if (body.errors !== undefined) throw new Error(JSON.stringify(body.errors));
  };
  for (const caller of workload.callers) {
    if (caller.role === 'staff' && caller.name === workload.callers[0]?.name) {
      await graph(
        caller.headers,
        'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }',
        {
          input: { url: system.receiver.url, description: 'the chaos run' },
        },
      );
    }
    if (caller.role === 'customer') {
      await graph(
        caller.headers,
        'mutation ($input: RegisterDeviceInput!) { registerDevice(input: $input) { id } }',
        {
          input: { platform: 'FCM', token: `fcm-${caller.name}:APA91b${'x'.repeat(120)}` },
        },
      );
    }
  }
}

/** resolves once no entry is open, no placed order unfinished and no message waits (or SETTLE_MS passed) */
async function settled(system: System): Promise<void> {
  const client = new pg.Client({ connectionString: system.postgres.url });
  await client.connect();
  try {
    const until = Date.now() + SETTLE_MS;
    while (Date.now() < until) {
      const { rows } = await client.query<{ open: string }>(`select
        (select count(*) from orders where outcome in ('SENT', 'UNKNOWN') or (outcome = 'PLACED' and final_at is null))
        + (select count(*) from webhook_deliveries where status = 'PENDING')
        + (select count(*) from push_deliveries where status = 'PENDING') as open`);
      if (Number(rows[0]?.open) === 0) return;
      await sleep(500);
    }
  } finally {
    await client.end();
  }
}

/** the ground truth: the partner's records and the journal's, and what the receivers got */
async function collect(system: System): Promise<Truth> {
  const partner = new ProviderClient({ baseUrl: system.partner.url, timeoutMs: 10_000 });
  const client = new pg.Client({ connectionString: system.postgres.url });
  await client.connect();
  try {
    const { results } = await partner.readAll('QueryActivation', {});
    const activations = new Map<string, WireActivation>(results.map((a) => [a.id, a]));
    const entries = await client.query<EntryRow>(`select o.*,
        (select status from order_status_changes c where c.order_id = o.id order by c.id desc limit 1) as last_status
      from orders o order by o.id`);
    const webhooks = await client.query<
      Omit<DeliveryRow, 'body'> & { data: Record<string, unknown>; occurred_at: Date }
    >(
      `select id::text, webhook_id as message_id, endpoint_id::text as receiver, order_id::text, event_type, status,
        data, occurred_at from webhook_deliveries order by id`,
    );
    const push = await client.query<
      Omit<DeliveryRow, 'body'>
    >(`select seq::text as id, id::text as message_id,
        device_id::text as receiver, order_id::text, event_type, status from push_deliveries order by seq`);
    return {
      taken: [...system.partner.orders],
      activations,
      entries: entries.rows,
      webhooks: {
        // the body each message leaves with, built from its row as the gateway builds it
        rows: webhooks.rows.map(({ data, occurred_at, ...row }) => ({
          ...row,
          body: bodyOf({
            webhookId: row.message_id,
            eventType: row.event_type,
            occurredAt: occurred_at,
            data,
          }),
        })),
        received: system.receiver.received.map((r) => ({
          messageId: r.webhookId,
          type: r.message.type,
          body: r.body,
        })),
      },
      push: {
        rows: push.rows.map((row) => ({ ...row, body: undefined })),
        received: system.fcm.requests.map((r) => ({
          messageId: r.message.data?.['messageId'] ?? '',
          type: r.message.data?.['eventType'] ?? '',
          body: undefined,
        })),
      },
    };
  } finally {
    await client.end();
    await partner.close();
  }
}

function tableOf(
  options: ChaosOptions,
  faults: readonly Fault[],
  history: readonly KeyHistory[],
  invariants: readonly Invariant[],
  truth: Truth,
  seconds: number,
  dir: string,
): string {
  const count = <T>(items: readonly T[], keyOf: (item: T) => string) => {
    const counts = new Map<string, number>();
    for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
    return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b));
  };
  const attempts = history.flatMap((h) => h.attempts);
  const answers = count(history, (h) =>
    h.answer === undefined
      ? 'no definite answer'
      : h.answer.kind === 'placed'
        ? 'placed'
        : `refused: ${h.answer.type}`,
  );
  const violations = invariants.reduce((n, i) => n + i.violations.length, 0);
  const lines = [
    `Chaos run, seed ${options.seed}: ${options.instances} gateways on one PostgreSQL and one Redis, ${options.durationMs / 1000} s of faults and orders, ${seconds} s in all.`,
    '',
    '| orders | count |',
    '|---|---:|',
    `| keys (orders asked for) | ${history.length} |`,
    `| attempts (a key asked again on any instance until definite) | ${attempts.length} |`,
    ...answers.map(([answer, n]) => `| answered: ${answer} | ${n} |`),
    `| taken by the partner from the gateways | ${truth.taken.filter((o) => !o.requestId?.startsWith('other-channel')).length} |`,
    `| of them with the answer lost on purpose | ${truth.taken.filter((o) => o.answerLost && !o.requestId?.startsWith('other-channel')).length} |`,
    `| taken by the partner from another channel | ${truth.taken.filter((o) => o.requestId?.startsWith('other-channel')).length} |`,
    ...count(truth.entries, (e) => e.outcome).map(([outcome, n]) => `| journal entries ${outcome} | ${n} |`),
    `| webhook messages written / received | ${truth.webhooks.rows.length} / ${truth.webhooks.received.length} |`,
    `| push messages written / received | ${truth.push.rows.length} / ${truth.push.received.length} |`,
    '',
    '| fault | injected |',
    '|---|---:|',
    ...count(faults, (f) => f.kind).map(([kind, n]) => `| ${kind} | ${n} |`),
    '',
    '| invariant | checked | violations |',
    '|---|---:|---:|',
    ...invariants.map((i) => `| ${i.name} | ${i.checked} | ${i.violations.length} |`),
    '',
    `violations: ${violations}`,
  ];
  if (violations > 0) {
    lines.push('');
    for (const i of invariants.filter((i) => i.violations.length > 0)) {
      lines.push(`${i.name}:`, ...i.violations.slice(0, 20).map((v) => `  - ${v}`));
    }
    lines.push(
      '',
      `faults: ${faults.map((f) => `${(f.at / 1000).toFixed(1)}s ${describeFault(f)} on ${f.target} for ${f.holdMs} ms`).join('; ')}`,
    );
    lines.push(
      '',
      `reproduce with: npm run chaos -- --seed ${options.seed} --seconds ${options.durationMs / 1000} --instances ${options.instances}`,
    );
    lines.push(`logs and the database's files: ${dir}`);
  }
  return lines.join('\n');
}
