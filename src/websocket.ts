/**
 * GraphQL over WebSocket (graphql-ws) on the gateway's own /graphql path, run through the
 * yoga's envelop (getEnveloped), so every plugin that applies to HTTP (context, errors, and
 * later auth and limits) applies to WebSocket operations too.
 */
import type { Server } from 'node:http';
import type { ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Authenticator } from './auth/authenticate.js';
import type { Gateway } from './yoga.js';

/** Defaults of the WebSocket transport, stated once (config.ts refers to these). */
export const WEBSOCKET_DEFAULTS = { keepAliveMs: 12_000, connectionInitWaitTimeoutMs: 3_000 };

export interface WebSocketOptions {
  /** ping interval; a client that misses a pong is dropped @default WEBSOCKET_DEFAULTS.keepAliveMs */
  keepAliveMs?: number;
  /** how long a client may take to send connection_init @default WEBSOCKET_DEFAULTS.connectionInitWaitTimeoutMs */
  connectionInitWaitTimeoutMs?: number;
  /** credentials are checked at connection_init: a refused one closes the socket with 4403 */
  authenticator?: Authenticator;
}

type Enveloped = ReturnType<Gateway['getEnveloped']>;

/** the request headers, plus any string connectionParams (browsers cannot set WebSocket headers) */
function headersOf(
  upgrade: Record<string, string | string[] | undefined>,
  params: Record<string, unknown> | undefined,
): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(upgrade))
    if (typeof value === 'string') headers.set(name, value);
  for (const [name, value] of Object.entries(params ?? {}))
    if (typeof value === 'string') headers.set(name.toLowerCase(), value);
  return headers;
}

export function attachWebSocket(
  server: Server,
  gateway: Gateway,
  options: WebSocketOptions = {},
): { close(): Promise<void> } {
  const wss = new WebSocketServer({ server, path: gateway.graphqlEndpoint });
  // the envelop's own execute and subscribe, per operation
  const runners = new WeakMap<object, Pick<Enveloped, 'execute' | 'subscribe'>>();
  const runnerOf = (args: ExecutionArgs) => {
    const runner = runners.get(args.contextValue as object);
    if (runner === undefined) throw new Error('graphql-ws: an operation arrived without its envelop');
    return runner;
  };
  const disposable = useServer(
    {
      connectionInitWaitTimeout:
        options.connectionInitWaitTimeoutMs ?? WEBSOCKET_DEFAULTS.connectionInitWaitTimeoutMs,
      onConnect: async (ctx) => {
        if (options.authenticator === undefined) return true;
        try {
          await options.authenticator.authenticate(
            headersOf(ctx.extra.request.headers, ctx.connectionParams),
          );
          return true;
        } catch {
          return false;
        }
      },
      execute: (args) => runnerOf(args).execute(args),
      subscribe: (args) => runnerOf(args).subscribe(args),
      onSubscribe: async (ctx, _id, payload) => {
        const request = new Request(`http://gateway${gateway.graphqlEndpoint}`, {
          headers: headersOf(ctx.extra.request.headers, ctx.connectionParams),
        });
        const { schema, execute, subscribe, contextFactory, parse, validate } = gateway.getEnveloped({
          request,
          params: payload,
        });
        const document = parse(payload.query);
        const errors = validate(schema, document);
        if (errors.length > 0) return errors;
        const contextValue = await contextFactory();
        runners.set(contextValue, { execute, subscribe });
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
        };
      },
    },
    wss,
    options.keepAliveMs ?? WEBSOCKET_DEFAULTS.keepAliveMs,
  );
  return {
    close: async () => {
      await disposable.dispose();
    },
  };
}
