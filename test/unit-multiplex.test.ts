import {
  type ExecutionResult,
  GraphQLError,
  GraphQLInt,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
} from 'graphql';
import { createYoga, isAsyncIterable } from 'graphql-yoga';
import { describe, expect, it, vi } from 'vitest';
import { Caller, type CallerInit } from '../src/auth/caller.js';
import { schema } from '../src/schema/index.js';
import { activationOrError } from '../src/subscriptions/activation-streams.js';
import { sendDirectly, tallied } from '../src/subscriptions/fast-path.js';
import { shareKeyOf, useMultiplexedEvents } from '../src/subscriptions/multiplex.js';
import { channel, type Sink } from '../src/transport/async-iterables.js';

const document = parse('subscription($id: ID!) { activationUpdated(id: $id) { status } }');
const customer = (init: Partial<CallerInit> = {}) =>
  new Caller({ kind: 'token', subject: 'c-1', role: 'customer', subscriptionIds: ['s-1'], ...init });
const keyOf = (caller: Caller, variableValues: Record<string, unknown> = { id: 'a-1' }, doc = document) =>
  shareKeyOf({ schema, document: doc, variableValues }, caller);

describe('the count of delivered events', () => {
  it('is told once per turn with how many were had each way, not once per subscriber', async () => {
    const told: Array<[string, number]> = [];
    const count = tallied((how, events) => told.push([how, events]));
    for (const how of ['executed', 'shared', 'shared', 'shared'] as const) count(how);
    expect(told).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(told).toEqual([
      ['executed', 1],
      ['shared', 3],
    ]);
    count('shared');
    await new Promise((resolve) => setImmediate(resolve));
    expect(told.at(-1)).toEqual(['shared', 1]);
  });
});

describe('which subscribers share the execution of an event', () => {
  it("two tokens of one caller with the same claims share; another caller's do not, as what an execution reads is charged to its caller's budget", () => {
    expect(keyOf(customer())).toBe(keyOf(customer({ expiresAt: 1 })));
    expect(keyOf(customer())).not.toBe(keyOf(customer({ subject: 'c-2' })));
  });

  it('callers who may see different things never share', () => {
    const staff = new Caller({ kind: 'token', subject: 's', role: 'staff' });
    const secrets = new Caller({ kind: 'token', subject: 's', role: 'staff', scopes: ['sim:secrets'] });
    const keys = [
      keyOf(customer()),
      keyOf(customer({ subscriptionIds: ['s-2'] })),
      keyOf(customer({ phoneNumbers: ['0612345678'] })),
      keyOf(customer({ customerNumber: 'K-1' })),
      keyOf(staff),
      keyOf(secrets),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('other variables or another document are another execution', () => {
    const other = parse('subscription($id: ID!) { activationUpdated(id: $id) { status } }');
    expect(keyOf(customer(), { id: 'a-2' })).not.toBe(keyOf(customer()));
    expect(keyOf(customer(), { id: 'a-1' }, other)).not.toBe(keyOf(customer()));
  });
});

describe('the execution of an event', () => {
  it("runs each subscription field's resolve as written, without checking its arguments again: they were checked on subscribe", () => {
    const fields = schema.getSubscriptionType()?.getFields() ?? {};
    const resolvers = Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [name, field.resolve]),
    );
    expect(resolvers).toEqual({
      activationUpdated: activationOrError,
      activationsUpdated: activationOrError,
      mobileSubscriptionActivity: activationOrError,
    });
  });
});

describe('results sent straight to the client (sendDirectly, registered by graphql-ws)', () => {
  /** a subscription field over a channel the test pushes into: a negative number is an error */
  const ticking = () => {
    let sink: Sink<number> | undefined;
    /** the context each execution of an event was given */
    const contexts: unknown[] = [];
    const Tick = new GraphQLObjectType({ name: 'Tick', fields: { n: { type: GraphQLInt } } });
    const tickSchema = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
      subscription: new GraphQLObjectType({
        name: 'Subscription',
        fields: {
          tick: {
            type: Tick,
            subscribe: () =>
              channel<number>((given) => {
                sink = given;
                return () => {};
              }),
            resolve: (n: number, _args: unknown, context: unknown) => {
              contexts.push(context);
              if (n < 0) throw new GraphQLError('a negative tick', { extensions: { code: 'NEGATIVE' } });
              return { n };
            },
          },
        },
      }),
    });
    const { subscribe } = createYoga({
      schema: tickSchema,
      plugins: [useMultiplexedEvents({ count: () => {}, freshLoaders: () => ({}) })],
    }).getEnveloped({});
    const sent: unknown[] = [];
    const contextValue = {
      caller: Caller.anonymous(),
      /** what the subscribe resolver reads through */
      loaders: { readOnSubscribe: true },
    };
    sendDirectly(contextValue, {
      id: 'tick',
      isOpen: () => true,
      write: (frame) => {
        const message = JSON.parse(frame) as { id: string; type: string; payload: unknown };
        expect(message).toMatchObject({ id: 'tick', type: 'next' });
        sent.push(message.payload);
      },
    });
    const start = async () => {
      const stream = await subscribe({
        schema: tickSchema,
        document: parse('subscription { tick { n } }'),
        contextValue,
      });
      if (!isAsyncIterable(stream)) throw new Error('no stream');
      return stream[Symbol.asyncIterator]() as AsyncIterator<ExecutionResult>;
    };
    return {
      start,
      sent,
      contexts,
      contextValue,
      push: (n: number) => sink?.push(n),
      started: () => sink !== undefined,
    };
  };

  it('takes a result without errors while the stream waits, and leaves one with errors, and what follows it, to the stream in order', async () => {
    const { start, sent, push, started } = ticking();
    const stream = await start();
    const waiting = stream.next();
    await vi.waitFor(() => expect(started()).toBe(true));
    push(1);
    push(-1);
    push(2);
    expect(sent).toEqual([{ data: { tick: { n: 1 } } }]);
    const failed = await waiting;
    expect(failed.value).toMatchObject({ errors: [{ message: 'a negative tick' }] });
    // the stream's consumer has not asked again: 2 waits behind the error, in the stream
    expect(await stream.next()).toEqual({ done: false, value: { data: { tick: { n: 2 } } } });
    expect(sent).toHaveLength(1);
  });

  it("executes each event on a context of its own, made from the subscriber's: nothing an execution keeps per context (the scope checks' results) piles up on the subscriber's", async () => {
    const { start, push, started, contexts, contextValue } = ticking();
    const stream = await start();
    void stream.next();
    await vi.waitFor(() => expect(started()).toBe(true));
    push(1);
    push(2);
    expect(contexts).toHaveLength(2);
    expect(new Set([contextValue, ...contexts]).size).toBe(3);
    for (const context of contexts) expect(context).toMatchObject({ caller: contextValue.caller });
  });

  it("lets go of what the subscribe resolver read once the stream exists: the subscriber's context lives as long as it follows", async () => {
    const { start, contextValue } = ticking();
    const readOnSubscribe = contextValue.loaders;
    await start();
    expect(contextValue.loaders).not.toBe(readOnSubscribe);
  });
});
