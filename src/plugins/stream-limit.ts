/**
 * How many live streams (subscriptions and live queries: streams.ts) one caller may hold open,
 * over SSE and graphql-ws together (both run through yoga's envelop, so one count sees both). One more is refused with TOO_MANY_STREAMS
 * as that operation's result; the caller's socket or other streams are untouched. A stream
 * gives its place back however it ends: it completes, it fails, or its client leaves.
 *
 * The count is per process: behind a load balancer with several instances a caller may hold
 * this many on each.
 */
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { CODES } from '../errors/codes.js';
import type { Context } from '../request/context.js';
import { STREAM_DEFAULTS } from '../settings/defaults.js';
import { onStreams } from '../transport/streams.js';

const tooManyStreams = (max: number) =>
  new GraphQLError(
    `this caller already has ${max} live streams open (SSE and WebSocket together); end one before starting another`,
    { extensions: { code: CODES.TOO_MANY_STREAMS, limit: max, http: { status: 429 } } },
  );

/**
 * With authentication off every request is the same anonymous caller (development only):
 * there is no caller to count by, and one count would cap the whole gateway, so none applies.
 */
export function useStreamLimit(maxPerCaller: number = STREAM_DEFAULTS.maxPerCaller): Plugin<Context> {
  const open = new Map<string, number>();
  return onStreams(({ args, refuse }) => {
    const { caller } = args.contextValue;
    if (caller.kind === 'anonymous') return undefined;
    const count = open.get(caller.id) ?? 0;
    if (count >= maxPerCaller) {
      refuse({ errors: [tooManyStreams(maxPerCaller)] });
      return undefined;
    }
    open.set(caller.id, count + 1);
    return {
      ended: () => {
        const left = (open.get(caller.id) ?? 1) - 1;
        if (left > 0) open.set(caller.id, left);
        else open.delete(caller.id);
      },
    };
  });
}
