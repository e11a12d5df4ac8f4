/**
 * Says how old an answer is: a query or mutation that read anything from the partner cache
 * gets `extensions.partnerCache = { ageMs, stale }`, the age of the oldest cached answer it
 * used and whether any was past its freshness (served while read again). Absent when every
 * record came from the partner during the request, and for customers: whether a look-up was
 * already cached would tell them that someone asked for a record that is not theirs.
 */
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { Context } from '../request/context.js';

export function useAnswerAge(): Plugin<Context> {
  return {
    onExecute: () => ({
      onExecuteDone: ({ args, result, setResult }) => {
        const { cachedAnswers, caller } = args.contextValue;
        if (!caller.isStaff || cachedAnswers.count === 0 || isAsyncIterable(result)) return;
        setResult({
          ...result,
          extensions: {
            ...result.extensions,
            partnerCache: { ageMs: Math.round(cachedAnswers.oldestMs), stale: cachedAnswers.stale },
          },
        });
      },
    }),
  };
}
