/**
 * An answer in parts (@defer, @stream, @live, or a subscription) to a request that accepts only
 * one JSON answer: a typed error, 406, instead of yoga's bare 406 with no body, and the
 * execution ended at once (a live query would otherwise stay registered, unread, for good).
 */
import { GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin, processRegularResult } from 'graphql-yoga';
import type { Context } from '../context.js';

export function usePartsNeedAStream(): Plugin<Context> {
  return {
    onResultProcess: ({ result, resultProcessor, setResult, setResultProcessor }) => {
      if (resultProcessor !== undefined || !isAsyncIterable(result)) return;
      void result[Symbol.asyncIterator]()
        .return?.()
        ?.catch(() => undefined);
      setResult({
        errors: [
          new GraphQLError(
            'this operation is answered in parts (@defer, @stream, @live or a subscription): accept multipart/mixed or text/event-stream, or send it over graphql-ws',
            { extensions: { code: 'PARTS_NOT_ACCEPTED', http: { status: 406 } } },
          ),
        ],
      });
      setResultProcessor(processRegularResult, 'application/json');
    },
  };
}
