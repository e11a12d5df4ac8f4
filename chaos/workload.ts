/**
 * The callers of a chaos run and the history they record. Staff and customers place keyed
 * orders through any instance, each asked again (same key, any instance) until its answer is
 * definite: new lines and their cancellations, terminations and port-outs and their
 * cancellations, suspensions, resumptions and service changes on a few subscriptions every
 * caller shares, so that orders conflict; some keys sent twice at once to two instances; pairs
 * of terminations of one subscription sent at once. Beside them another channel of the
 * reseller orders at the partner directly. Every attempt is recorded: who, which key, which
 * instance, when, and what came back (or that nothing did).
 */

import type { Random } from '@msp/partner-simulator';
import { ORDERS } from '../src/schema/orders/table.js';
import { bearer, customerToken, staffToken } from '../test/utils/tokens.js';
import type { GatewayInstance, System } from './system.js';

type MutationName = keyof typeof ORDERS;

export type Answer =
  /** the payload: the order's activation (the partner's id and the graph's) */
  | { kind: 'placed'; activationId: string; globalId: string; replayed: boolean }
  /** a typed error that settles it: nothing was ordered under this attempt */
  | { kind: 'refused'; type: string; message: string }
  /** an error that says to ask again (the outcome is being found out, the partner or journal is away) */
  | { kind: 'pending'; type: string; retryAfterMs: number }
  /** no answer: the instance was down, stopped mid-answer, or failed */
  | { kind: 'none'; reason: string };

/** an answer that settles a key */
export type Definite = Extract<Answer, { kind: 'placed' | 'refused' }>;

export interface Attempt {
  instance: string;
  startedAt: number;
  endedAt: number;
  answer: Answer;
}

export interface KeyHistory {
  caller: string;
  /** the placer's subject in the journal: the token's sub */
  subject: string;
  key: string;
  mutation: MutationName;
  subscriptionId: string | undefined;
  attempts: Attempt[];
  /** the first definite answer, once one came */
  answer: Definite | undefined;
}

export interface Caller {
  name: string;
  role: 'staff' | 'customer';
  headers: Record<string, string>;
}

/** an order another channel placed at the partner directly */
export interface OtherOrder {
  activationId: string;
  referenceNumber: string | undefined;
}

const definite = (answer: Answer): answer is Definite =>
  answer.kind === 'placed' || answer.kind === 'refused';
const REFUSALS = ['ValidationError', 'NotFoundError', 'ProviderRejectedError', 'IdempotencyConflictError'];
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const capitalised = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** one attempt of `mutation` at `instance` */
async function ask(
  instance: GatewayInstance,
  caller: Caller,
  mutation: MutationName,
  input: Record<string, unknown>,
): Promise<Answer> {
  const query = `mutation ($input: ${ORDERS[mutation].input.name}!) { r: ${mutation}(input: $input) {
    __typename ... on Error { message }
    ... on OrderOutcomePendingError { retryAfterSeconds } ... on ProviderUnavailableError { retryAfter: retryAfterSeconds }
    ... on ${capitalised(mutation)}Payload { replayed activation { id activationId } } } }`;
  let text: string;
  try {
    const response = await fetch(`${instance.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...caller.headers },
      body: JSON.stringify({ query, variables: { input } }),
      signal: AbortSignal.timeout(20_000),
    });
    text = await response.text();
  } catch (error) {
    return {
      kind: 'none',
      reason:
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : 'failed',
    };
  }
  let body: {
    data?: { r?: Record<string, unknown> | null } | null;
    errors?: Array<{ extensions?: { code?: string } }>;
  };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return { kind: 'none', reason: `not JSON: ${text.slice(0, 80)}` };
  }
  const result = body.data?.r;
  if (result === undefined || result === null) {
    return { kind: 'none', reason: body.errors?.[0]?.extensions?.code ?? 'no result' };
  }
  const type = String(result['__typename']);
  const activation = result['activation'] as { id: string; activationId: string } | undefined;
  if (activation !== undefined) {
    return {
      kind: 'placed',
      activationId: activation.activationId,
      globalId: activation.id,
      replayed: result['replayed'] === true,
    };
  }
  const message = String(result['message'] ?? '');
  if (REFUSALS.includes(type)) return { kind: 'refused', type, message };
  const retryAfter =
    typeof result['retryAfterSeconds'] === 'number' ? result['retryAfterSeconds'] * 1000 : 300;
  return { kind: 'pending', type, retryAfterMs: Math.min(retryAfter, 1_500) };
}

export class Workload {
  readonly history: KeyHistory[] = [];
  readonly others: OtherOrder[] = [];
  readonly #system: System;
  readonly #random: Random;
  readonly #shared: readonly string[];
  readonly #callers: readonly Caller[];
  readonly #seed: number;
  /** the open terminations, port-outs and new lines the callers placed, by what cancels them */
  readonly #cancellable = new Map<'cancelTermination' | 'cancelPortOut' | 'cancelNewSubscription', string[]>([
    ['cancelTermination', []],
    ['cancelPortOut', []],
    ['cancelNewSubscription', []],
  ]);
  #next = 0;
  /** after this moment no attempt starts; keys without a definite answer stay without one */
  deadline = Number.POSITIVE_INFINITY;
  /** who asked each key, and with what: a key is asked again as it was first */
  readonly #asked = new Map<KeyHistory, { caller: Caller; input: Record<string, unknown> }>();

  private constructor(system: System, random: Random, seed: number, shared: string[], callers: Caller[]) {
    this.#system = system;
    this.#random = random;
    this.#seed = seed;
    this.#shared = shared;
    this.#callers = callers;
  }

  /** the callers, and `sharedCount` subscriptions they share (a customer holds them all) */
  static async create(system: System, random: Random, seed: number, sharedCount = 4): Promise<Workload> {
    const response = await fetch(`${system.partner.url}/api/QuerySubscription?take=200`);
    const { results } = (await response.json()) as {
      results: Array<{
        id: string;
        state: string;
        providerEnvironment?: string;
        services?: { extraSecureMobile?: boolean };
      }>;
    };
    const shared = results
      .filter(
        (s) =>
          s.state === 'ACTIVE' &&
          s.providerEnvironment === 'SP16001' &&
          s.services?.extraSecureMobile !== true,
      )
      .slice(0, sharedCount)
      .map((s) => s.id);
    const callers: Caller[] = [];
    for (const name of ['desk-1', 'desk-2', 'back-office', 'shop']) {
      callers.push({ name, role: 'staff', headers: bearer(await staffToken(name, { expiresIn: '6h' })) });
    }
    for (const name of ['customer-1', 'customer-2']) {
      const token = await customerToken(name, { subscriptionIds: shared }, { expiresIn: '6h' });
      callers.push({ name, role: 'customer', headers: bearer(token) });
    }
    return new Workload(system, random, seed, shared, callers);
  }

  get callers(): readonly Caller[] {
    return this.#callers;
  }

  get shared(): readonly string[] {
    return this.#shared;
  }

  /** each caller places orders until `over` says the fault phase is over; resolves once every key is settled or the deadline passed */
  async run(over: () => boolean): Promise<void> {
    const loops = this.#callers.map(async (caller) => {
      const random = this.#random.fork();
      const mine: Array<Promise<void>> = [];
      while (!over()) {
        const one = this.#one(caller, random);
        mine.push(one);
        await sleep(random.int(100, 500));
        // one order at a time per caller, unless it takes long (its answer lost, its instance down)
        await Promise.race([one, sleep(4_000)]);
      }
      await Promise.all(mine);
    });
    const other = this.#otherChannel(over);
    await Promise.all([...loops, other]);
  }

  async #one(caller: Caller, random: Random): Promise<void> {
    const sub = random.pick(this.#shared);
    const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    if (caller.role === 'customer') {
      const choice = random.pick(['suspendSubscription', 'resumeSubscription', 'setServices'] as const);
      const input =
        choice === 'setServices'
          ? { subscriptionId: sub, services: { voiceMail: random.chance(0.5) } }
          : { subscriptionId: sub };
      return this.#order(caller, random, choice, input, sub);
    }
    const roll = random.next();
    if (roll < 0.3) {
      const ownReference = random.chance(0.2)
        ? { referenceNumber: `C${this.#seed % 1000}-${this.#next}` }
        : {};
      return this.#order(caller, random, 'orderNewSubscription', {
        eSim: true,
        email: `${caller.name}@example.com`,
        confirmationCode: '1',
        ...ownReference,
      });
    }
    if (roll < 0.4) {
      // two callers, two instances, the same moment: one of them reaches the partner
      const other = random.pick(this.#callers.filter((c) => c.role === 'staff' && c !== caller));
      const input = { subscriptionId: sub, wishDate: later(1) };
      await Promise.all([
        this.#order(caller, random, 'terminateSubscription', input, sub),
        this.#order(other, random, 'terminateSubscription', input, sub),
      ]);
      return;
    }
    if (roll < 0.5)
      return this.#order(
        caller,
        random,
        'terminateSubscription',
        { subscriptionId: sub, wishDate: later(1) },
        sub,
      );
    if (roll < 0.55)
      return this.#order(caller, random, 'portOut', { subscriptionId: sub, wishDate: later(10) }, sub);
    if (roll < 0.75) {
      const cancel = random.pick(['cancelTermination', 'cancelPortOut', 'cancelNewSubscription'] as const);
      const open = this.#cancellable.get(cancel) ?? [];
      const target = open.length === 0 ? undefined : random.pick(open);
      if (target !== undefined) return this.#order(caller, random, cancel, { activationId: target });
    }
    const choice = random.pick(['suspendSubscription', 'resumeSubscription', 'setServices'] as const);
    return this.#order(
      caller,
      random,
      choice,
      choice === 'setServices'
        ? { subscriptionId: sub, services: { voiceMail: random.chance(0.5) } }
        : { subscriptionId: sub },
      sub,
    );
  }

  /** one keyed order, asked until its answer is definite; now and then the key is sent twice at once */
  async #order(
    caller: Caller,
    random: Random,
    mutation: MutationName,
    input: Record<string, unknown>,
    subscriptionId?: string,
  ): Promise<void> {
    const key = `chaos-${this.#seed}-${caller.name}-${++this.#next}`;
    const history: KeyHistory = {
      caller: caller.name,
      subject: caller.name,
      key,
      mutation,
      subscriptionId,
      attempts: [],
      answer: undefined,
    };
    this.history.push(history);
    this.#asked.set(history, { caller, input: { ...input, idempotencyKey: key } });
    const twice = random.chance(0.15);
    await Promise.all(
      (twice ? [random.fork(), random.fork()] : [random]).map((r) =>
        this.#untilDefinite(history, caller, r, { ...input, idempotencyKey: key }),
      ),
    );
    const answer = history.answer;
    if (answer?.kind !== 'placed' || answer.replayed) return;
    const cancelledBy =
      mutation === 'terminateSubscription'
        ? 'cancelTermination'
        : mutation === 'portOut'
          ? 'cancelPortOut'
          : mutation === 'orderNewSubscription'
            ? 'cancelNewSubscription'
            : undefined;
    if (cancelledBy !== undefined) this.#cancellable.get(cancelledBy)?.push(answer.globalId);
  }

  /**
   * Asks every key still without a definite answer again, as it was asked, until it has one or
   * the deadline passes. Once the partner's clock has moved past every wish date, an outcome that
   * only another order's end tells is known: a cancellation whose answer was lost while its
   * termination changed stays pending (OrderOutcomePendingError) until that termination is DONE
   * or CANCELLED.
   */
  async askUnanswered(): Promise<void> {
    await Promise.all(
      this.history.flatMap((history) => {
        const asked = this.#asked.get(history);
        return history.answer !== undefined || asked === undefined
          ? []
          : [this.#untilDefinite(history, asked.caller, this.#random.fork(), asked.input)];
      }),
    );
  }

  async #untilDefinite(
    history: KeyHistory,
    caller: Caller,
    random: Random,
    input: Record<string, unknown>,
  ): Promise<void> {
    while (history.answer === undefined && Date.now() < this.deadline) {
      const instance = random.pick(this.#system.gateways);
      const startedAt = Date.now();
      const answer = await ask(instance, caller, history.mutation, input);
      history.attempts.push({ instance: instance.name, startedAt, endedAt: Date.now(), answer });
      if (definite(answer)) {
        history.answer ??= answer;
        return;
      }
      await sleep(answer.kind === 'pending' ? answer.retryAfterMs : random.int(100, 400));
    }
  }

  /** another channel of the reseller: new lines ordered at the partner directly, now and then with a reference */
  async #otherChannel(over: () => boolean): Promise<void> {
    const random = this.#random.fork();
    let n = 0;
    while (!over()) {
      await sleep(random.int(800, 2_500));
      const referenceNumber = random.chance(0.5) ? `OC${this.#seed % 1000}-${++n}` : undefined;
      const response = await fetch(`${this.#system.partner.url}/api/NewSubscription`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': `other-channel-${n}` },
        body: JSON.stringify({
          eSim: true,
          email: 'other@example.com',
          confirmationCode: '2',
          referenceNumber,
        }),
      }).catch(() => undefined);
      if (response?.ok === true) {
        const { id } = (await response.json()) as { id: string };
        this.others.push({ activationId: id, referenceNumber });
      }
    }
  }
}
