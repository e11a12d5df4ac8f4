/**
 * The nemesis: a schedule of faults drawn from the run's seed, each with a start and an end,
 * run against the real processes of ./system.ts. Every kind of fault is drawn at least once
 * when the run is long enough; two faults never hold the same part at once.
 */

import { ACTIVATION_OPERATIONS, REFERENCED_OPERATIONS } from '@msp/partner-interface';
import type { Random } from '@msp/partner-simulator';
import { Redis } from 'ioredis';
import type { System } from './system.js';

export const FAULT_KINDS = [
  'kill -9 a gateway',
  'SIGTERM a gateway',
  'SIGSTOP a gateway',
  'PostgreSQL crash',
  'Redis FLUSHALL',
  'Redis frozen',
  'Redis restart',
  'partner drops answers',
  'partner cuts connections',
  'partner answers 5xx',
  'partner stalls',
  'partner down',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  kind: FaultKind;
  /** the part it holds: a gateway's name, postgres, redis or partner */
  target: string;
  /** ms from the start of the fault phase */
  at: number;
  holdMs: number;
  /** what a partner's fault is set to: dropRate, errorRate (0..1), stallMs */
  value?: number;
  /** why ending it failed (a gateway that did not start again), if it did */
  error?: string;
}

/** what a fault did, in words: its kind, and its setting */
export function describeFault(fault: Fault): string {
  const setting =
    fault.kind === 'partner drops answers'
      ? ` (dropRate ${fault.value})`
      : fault.kind === 'partner cuts connections'
        ? ` (resetRate ${fault.value})`
        : fault.kind === 'partner answers 5xx'
          ? ` (errorRate ${fault.value})`
          : fault.kind === 'partner stalls'
            ? ` (${fault.value} ms)`
            : '';
  return `${fault.kind}${setting}`;
}

/** the orders the partner's faults apply to: the gateway's reads keep working */
const ORDERS = [...REFERENCED_OPERATIONS, ...ACTIVATION_OPERATIONS];

/** the part a fault of `kind` holds */
function targetOf(kind: FaultKind, random: Random, gateways: readonly string[]): string {
  if (kind.endsWith('a gateway')) return random.pick(gateways);
  if (kind === 'PostgreSQL crash') return 'postgres';
  if (kind.startsWith('Redis')) return 'redis';
  return 'partner';
}

/** A schedule over `durationMs`: every kind once first (in a drawn order), then drawn freely. */
export function schedule(random: Random, durationMs: number, gateways: readonly string[]): Fault[] {
  const firsts = [...FAULT_KINDS].sort(() => random.next() - 0.5);
  const faults: Fault[] = [];
  const busyUntil = new Map<string, number>();
  for (let at = 1_000; at < durationMs - 2_000; at += random.int(400, 1_800)) {
    const kind = firsts.shift() ?? random.pick(FAULT_KINDS);
    const target = targetOf(kind, random, gateways);
    if ((busyUntil.get(target) ?? 0) > at) {
      if (!faults.some((f) => f.kind === kind)) firsts.unshift(kind);
      continue;
    }
    const holdMs = kind === 'Redis FLUSHALL' ? 0 : random.int(1_000, 4_000);
    busyUntil.set(target, at + holdMs + 500);
    const fault: Fault = { kind, target, at, holdMs };
    if (kind === 'partner drops answers' || kind === 'partner answers 5xx')
      fault.value = random.int(3, 7) / 10;
    // longer than the gateway waits (the answer is lost), shorter than its settle window (the
    // partner processes it before reconciliation could decide it was never placed)
    if (kind === 'partner stalls') fault.value = random.int(2_300, 2_800);
    faults.push(fault);
  }
  return faults;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `faults` against `system`, each at its time, ending each after its hold; resolves once
 * the last has ended. `stopped` ends the schedule early (faults under way still end).
 */
export async function runFaults(
  system: System,
  faults: readonly Fault[],
  stopped: () => boolean,
): Promise<Fault[]> {
  const started = Date.now();
  const done: Fault[] = [];
  /** each part's last fault, until it has ended (a gateway restarted and listening again) */
  const holding = new Map<string, Promise<void>>();
  for (const fault of faults) {
    const wait = started + fault.at - Date.now();
    if (wait > 0) await sleep(wait);
    await holding.get(fault.target);
    if (stopped()) break;
    const end = await begin(system, fault);
    done.push(fault);
    holding.set(
      fault.target,
      sleep(fault.holdMs)
        .then(end)
        .catch((error: unknown) => {
          fault.error = error instanceof Error ? error.message : String(error);
        }),
    );
  }
  await Promise.all(holding.values());
  return done;
}

/** starts `fault`; resolves to what ends it */
async function begin(system: System, fault: Fault): Promise<() => Promise<void>> {
  const gateway = system.gateways.find((g) => g.name === fault.target);
  switch (fault.kind) {
    case 'kill -9 a gateway':
    case 'SIGTERM a gateway': {
      if (gateway === undefined) throw new Error(`no ${fault.target}`);
      await gateway.stop(fault.kind === 'kill -9 a gateway' ? 'SIGKILL' : 'SIGTERM');
      return () => gateway.start();
    }
    case 'SIGSTOP a gateway': {
      // paused, as by a long GC or a frozen VM: what it was about to send must not leave late
      if (gateway === undefined) throw new Error(`no ${fault.target}`);
      gateway.signal('SIGSTOP');
      return async () => gateway.signal('SIGCONT');
    }
    case 'PostgreSQL crash':
      await system.postgres.crash();
      return () => system.postgres.start();
    case 'Redis FLUSHALL': {
      const redis = new Redis(system.redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await redis.connect();
      await redis.flushall();
      redis.disconnect();
      return async () => undefined;
    }
    case 'Redis frozen':
      system.redis.freeze();
      return async () => system.redis.thaw();
    case 'Redis restart':
      await system.redis.stop('SIGKILL');
      return () => system.redis.start();
    case 'partner drops answers':
      await system.partnerFaults({ dropRate: fault.value ?? 0.5, operations: ORDERS });
      return () => system.partnerFaults({});
    case 'partner cuts connections':
      // before the order is processed: the gateway cannot tell it from a lost answer
      await system.partnerFaults({ resetRate: fault.value ?? 0.5, operations: ORDERS });
      return () => system.partnerFaults({});
    case 'partner answers 5xx':
      await system.partnerFaults({ errorRate: fault.value ?? 0.5, operations: ORDERS });
      return () => system.partnerFaults({});
    case 'partner stalls':
      await system.partnerFaults({ stallRate: 0.5, stallMs: fault.value ?? 2_500, operations: ORDERS });
      return () => system.partnerFaults({});
    case 'partner down':
      await system.partnerFaults({ outageMs: fault.holdMs });
      return () => system.partnerFaults({});
  }
}
