/**
 * The live fan-out's shortcuts, kept here so that the plain path reads as the yoga, Pothos and
 * graphql-ws documentation would have it: the schema (schema/index.ts) and the socket
 * (websocket.ts) call one function of this module each, the events plugin (multiplex.ts) the
 * three of the fan-out (sharedResult, tallied, sendingDirectly).
 * Each shortcut skips, for every subscriber of every event, a step the plain path takes, and
 * none changes what a subscriber receives (test/unit-multiplex.test.ts, and the graphql-ws
 * against SSE test of test/subscriptions.test.ts). The line "saves" above each says what it
 * buys in bench/results.md, "Subscriptions over WebSocket" (bench/subscriptions.ts), row
 * "1 | 10000 | 1000" (10,000 subscribers on 1,000 activations), poll-to-push p99 unless it says
 * otherwise; without it, that figure goes back. The commit named measured it side by side.
 *
 *   sharedResult            an event's execution, shared by the subscribers who would get the same result
 *   tallied                 the count of delivered events, told once per turn
 *   sendDirectly            graphql-ws registers an operation's socket for its context
 *   sendingDirectly         the multiplexed events send what they can through it
 *   eventResolversAsWritten subscription fields resolve events without Pothos's argument mapping
 */
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { MessageType } from 'graphql-ws';
import { DIVERT, isDivertible } from '../transport/async-iterables.js';

// -- shared executions ---------------------------------------------------------------------------

/**
 * Results per event object, per share key, for the delivery of that event: every subscriber
 * of a change receives it in the same turn of the event loop (the pubsub dispatches to all
 * of them at once), and the results are forgotten after it. A subscriber who joins later gets
 * an execution of its own, so that what the event links to (the subscription of an order,
 * read through the loaders) is read as it is then, not as it was at the change.
 */
const executed = new WeakMap<object, Map<string, unknown>>();

/** how a subscriber got an event's result */
export const EXECUTIONS = ['executed', 'shared'] as const;
export type Execution = (typeof EXECUTIONS)[number];

/**
 * The result of `event` for `key`: executed by the first subscriber to ask, shared with the rest.
 * saves: 9,000 of the row's 10,000 executions per change (1,000 executed, the rest shared; c9cefbb).
 */
export function sharedResult<R>(
  event: unknown,
  key: string,
  run: (event: unknown) => R | Promise<R>,
  count: (how: Execution) => void,
): R | Promise<R> {
  if (event === null || typeof event !== 'object') {
    count('executed');
    return run(event);
  }
  let byKey = executed.get(event) as Map<string, R | Promise<R>> | undefined;
  if (byKey === undefined) {
    byKey = new Map();
    executed.set(event, byKey);
    setImmediate(() => executed.delete(event));
  }
  let result = byKey.get(key);
  if (result === undefined) {
    count('executed');
    result = run(event);
    byKey.set(key, result);
    // the others take it as it is once it is there, without waiting a turn each
    const settledInto = byKey;
    if (result instanceof Promise)
      void result.then(
        (settled) => settledInto.set(key, settled),
        () => undefined,
      );
  } else {
    count('shared');
  }
  return result;
}

/**
 * `count`, told once per turn of the event loop with how many events were had each way since:
 * one change reaches thousands of subscribers in one turn, and a labelled counter's increment
 * costs a look-up of its labels each time.
 * saves: a counter's label look-up per subscriber and event; the row's poll-to-push p99 (e160abd).
 */
export function tallied(count: (how: Execution, events: number) => void): (how: Execution) => void {
  const tally = Object.fromEntries(EXECUTIONS.map((how) => [how, 0])) as Record<Execution, number>;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    for (const how of EXECUTIONS) {
      const events = tally[how];
      tally[how] = 0;
      if (events > 0) count(how, events);
    }
  };
  return (how) => {
    tally[how] += 1;
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  };
}

// -- results sent straight to a graphql-ws socket ------------------------------------------------

/** One operation of a graphql-ws socket, as websocket.ts hands it over. */
export interface SocketOperation {
  /** the operation's id, as its client named it */
  id: string;
  /** whether graphql-ws still holds the operation (it has neither completed nor been stopped) */
  isOpen(): boolean;
  /** writes one frame on the operation's socket */
  write(frame: string): void;
}

/** the socket operation of each graphql-ws context, by the context object */
const operations = new WeakMap<object, SocketOperation>();

/**
 * Lets the events of the subscription run on `contextValue` be sent to `operation` directly
 * (sendingDirectly): graphql-ws calls it once per operation, before subscribing.
 */
export function sendDirectly(contextValue: object, operation: SocketOperation): void {
  operations.set(contextValue, operation);
}

/** an error-free result's JSON, made once however many subscribers it is sent to */
const payloads = new WeakMap<object, string>();
const payloadOf = (result: object) => {
  let json = payloads.get(result);
  if (json === undefined) {
    json = JSON.stringify(result);
    payloads.set(result, json);
  }
  return json;
};

/**
 * What maps each event of `source` to its result for the stream, having sent what it could
 * straight to the socket registered for `contextValue` (sendDirectly). An event whose result is
 * there at once and has no errors is sent, in the call that hands it to the subscriber's
 * stream, as the operation's `next` message ({ id, type, payload }: what graphql-ws would send,
 * with no errors to leave out). That happens only while the stream waits for its next event,
 * so nothing overtakes what it still holds. A result with errors, or one still under way (a
 * field read from the partner), takes the stream's whole way, through the plugins' per-event
 * hooks that tidy and mask errors; those hooks leave an error-free result as it is. Without a
 * socket (SSE), or for a stream that cannot be diverted, it is `resultOf` itself.
 * saves: every stream layer, per-event hook and serialisation per subscriber; the row's p99 (05f1a3e).
 */
export function sendingDirectly<R extends { errors?: unknown }>(
  contextValue: object,
  source: AsyncIterable<unknown>,
  resultOf: (event: unknown) => R | Promise<R>,
): (event: unknown) => R | Promise<R> {
  const operation = operations.get(contextValue);
  if (operation === undefined || !isDivertible(source)) return resultOf;
  const head = `{"id":${JSON.stringify(operation.id)},"type":"${MessageType.Next}","payload":`;
  // what a diverted event was mapped to, when it was not sent: its `next()` gets it at once,
  // and the mapping is not done (and counted) twice
  let handed: { result: R | Promise<R> } | { error: unknown } | undefined;
  source[DIVERT]((event) => {
    try {
      const result = resultOf(event);
      if (!(result instanceof Promise) && result.errors === undefined && operation.isOpen()) {
        operation.write(`${head}${payloadOf(result)}}`);
        return true;
      }
      handed = { result };
      return false;
    } catch (error) {
      handed = { error };
      return false;
    }
  });
  return (event) => {
    const mapped = handed;
    handed = undefined;
    if (mapped === undefined) return resultOf(event);
    if ('error' in mapped) throw mapped.error;
    return mapped.result;
  };
}

// -- event resolvers -----------------------------------------------------------------------------

/**
 * The schema with each subscription field's event resolver as written. A subscription field's
 * `resolve` maps each event of the stream its `subscribe` returned, and its arguments were
 * checked (and mapped: a global id to the provider's) when it subscribed; Pothos runs a field's
 * argument mappers (the validation plugin's checks) before every call of its resolvers, on
 * `resolve` for every event of every follower. An event resolver that takes the event alone
 * (declares one parameter) runs as written; one that reads its arguments, or whose errors the
 * errors plugin turns into results, keeps Pothos's wrapping. Scope checks of subscription
 * fields run on subscribe (scopeAuth.authorizeOnSubscribe).
 * saves: the argument mapping per subscriber and event (a fifth of a change's fan-out); the p99 (b0cb072).
 */
export function eventResolversAsWritten(built: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(built.getSubscriptionType()?.getFields() ?? {})) {
    const { pothosOptions } = field.extensions as {
      pothosOptions?: { resolve?: GraphQLFieldResolver<unknown, unknown>; errors?: unknown };
    };
    const written = pothosOptions?.resolve;
    if (written !== undefined && written.length <= 1 && pothosOptions?.errors === undefined)
      field.resolve = written;
  }
  return built;
}
