/**
 * GraphQL over WebSocket (graphql-ws) on the gateway's own /graphql path, run through the
 * yoga's envelop (getEnveloped), so every plugin that applies to HTTP (context, errors, auth,
 * limits, the stream cap and expiry) applies to WebSocket operations too. What yoga does
 * before its envelop (the persisted-operations allowlist) is applied here with the same rule.
 *
 * A refused operation is an `error` message for that operation, with an `extensions.code`; the
 * socket stays open. An upgrade is refused before 101 for a name the gateway does not answer to
 * (421, transport/hosts.ts), from a web page of an origin CORS does not allow (403), or over the
 * caps of sockets not yet acknowledged (429, transport/pending-sockets.ts). Sockets are closed
 * for what concerns the whole connection: no connection_init in time or, the total of sockets
 * not yet acknowledged reached, silent longest (4408), refused
 * credentials (4403), one socket too many for the caller (1013), the token's expiry (4403), a
 * message larger than `maxPayloadBytes` (1009); those refused before their acknowledgement have
 * their TCP connection ended with the close frame.
 *
 * When the gateway stops, every socket closes with 1001 Going Away and nothing before it, so
 * that graphql-ws clients reconnect and subscribe again elsewhere; but a socket carrying a
 * mutation closes only once that mutation's result (and its `complete`) has been sent on it: a
 * client whose socket closed before would send the mutation again on its next connection, and
 * the order would be placed twice.
 */
import type { Server } from 'node:http';
import { type DocumentNode, type ExecutionArgs, GraphQLError, getOperationAST } from 'graphql';
import { CloseCode, type Context as SocketContext } from 'graphql-ws';
import { type Extra, useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Authenticator } from '../auth/authenticate.js';
import { Caller } from '../auth/caller.js';
import { CODES, type ErrorCode } from '../errors/codes.js';
import { maskedAsYogaMasks } from '../plugins/errors.js';
import { overSocket } from '../plugins/parts-not-accepted.js';
import { documentOf, type PersistedOperations } from '../plugins/persisted-operations.js';
import { endsWithItsSocket } from '../plugins/shutdown.js';
import { TOKEN_EXPIRED } from '../plugins/stream-expiry.js';
import { type Context, requestIdOf } from '../request/context.js';
import { WEBSOCKET_DEFAULTS } from '../settings/defaults.js';
import { type SocketOperation, sendDirectly } from '../subscriptions/fast-path.js';
import type { ServedHosts } from '../transport/hosts.js';
import { oneWritePerTurn } from '../transport/one-write-per-turn.js';
import type { OriginPolicy } from '../transport/origins.js';
import { closeAtOnce, PendingSockets } from '../transport/pending-sockets.js';
import { at } from '../transport/timer.js';
import { addressOf, upgradeRefusal } from '../transport/upgrades.js';
import type { Gateway } from './yoga.js';

/** the WebSocket close code for a server that cannot take the connection now (RFC 6455 registry) */
const TRY_AGAIN_LATER = 1013;
export interface WebSocketOptions {
  /** ping interval; a client that misses a pong is dropped @default WEBSOCKET_DEFAULTS.keepAliveMs */
  keepAliveMs?: number;
  /**
   * how long a client may take to send connection_init; then 4408, and its connection ended
   * @default WEBSOCKET_DEFAULTS.connectionInitWaitTimeoutMs
   */
  connectionInitWaitTimeoutMs?: number;
  /**
   * sockets one client address may hold before their connection_init is acknowledged; one more
   * is refused at the upgrade with 429 @default WEBSOCKET_DEFAULTS.maxPendingSocketsPerAddress
   */
  maxPendingSocketsPerAddress?: number;
  /**
   * such sockets over all addresses; one more closes the one silent longest with 4408 (429 when
   * none is silent) @default WEBSOCKET_DEFAULTS.maxPendingSockets
   */
  maxPendingSockets?: number;
  /** credentials are checked at connection_init: a refused one closes the socket with 4403 */
  authenticator?: Authenticator;
  /**
   * sockets one caller may hold open in this process; the connection_init of one more closes
   * it with 1013 Try Again Later (not counted with authentication off: every caller is the same anonymous one)
   * @default WEBSOCKET_DEFAULTS.maxSocketsPerCaller
   */
  maxSocketsPerCaller?: number;
  /** the largest message a client may send (the HTTP body limit); a larger one closes its socket with 1009 */
  maxPayloadBytes: number;
  /** the allowlist HTTP requests are held to, if any */
  persistedOperations?: PersistedOperations | undefined;
  /** which web pages may open a socket (the CORS rule); an upgrade from another page is refused with 403 */
  origins: OriginPolicy;
  /** the names the gateway answers to besides localhost and IP literals; an upgrade for another is refused with 421 */
  hosts: ServedHosts;
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

/**
 * An operation's failure as graphql-ws sends it: the gateway's own errors as they are, anything
 * else masked; an error without a code gets `code`, named as yoga names the phase it failed in;
 * each carries the operation's request id.
 */
function operationErrors(
  error: unknown,
  requestId: string,
  code: ErrorCode = CODES.INTERNAL_SERVER_ERROR,
): GraphQLError[] {
  const graphqlError = maskedAsYogaMasks(error);
  // `http` tells yoga a status code; a socket has none
  const { http: _http, ...extensions } = graphqlError.extensions;
  return [
    new GraphQLError(graphqlError.message, {
      nodes: graphqlError.nodes ?? null,
      source: graphqlError.source ?? null,
      positions: graphqlError.positions ?? null,
      path: graphqlError.path ?? null,
      extensions: { code, ...extensions, requestId },
    }),
  ];
}

type WsContext = SocketContext<Record<string, unknown> | undefined, Extra>;

/** the frames one change makes for a socket's subscriptions leave together */
const holdWrites = (ctx: WsContext) => oneWritePerTurn(ctx.extra.request.socket);

/** operation `id` of a socket, for the live fan-out to send results to directly */
const operationOf = (ctx: WsContext, id: string): SocketOperation => ({
  id,
  isOpen: () => id in ctx.subscriptions,
  write: (frame) => {
    holdWrites(ctx);
    ctx.extra.socket.send(frame);
  },
});

/** what one accepted socket holds until it closes */
interface Connection {
  caller: Caller;
  release(): void;
  /** the ids of its mutations under way, each from its start until its `complete` is sent */
  mutations: Set<string>;
}

/** the close that tells a graphql-ws client to reconnect, and to send again what had no result */
const goAway = (socket: WebSocket) => socket.close(1001, 'Going away');

export function attachWebSocket(
  server: Server,
  gateway: Gateway,
  options: WebSocketOptions,
): {
  /**
   * No new sockets; each open one closes with 1001, at once or, carrying mutations, once their
   * results have been sent. Resolves when every socket has closed.
   */
  close(): Promise<void>;
} {
  const {
    keepAliveMs = WEBSOCKET_DEFAULTS.keepAliveMs,
    connectionInitWaitTimeoutMs = WEBSOCKET_DEFAULTS.connectionInitWaitTimeoutMs,
    maxSocketsPerCaller = WEBSOCKET_DEFAULTS.maxSocketsPerCaller,
    maxPendingSocketsPerAddress = WEBSOCKET_DEFAULTS.maxPendingSocketsPerAddress,
    maxPendingSockets = WEBSOCKET_DEFAULTS.maxPendingSockets,
    authenticator,
    maxPayloadBytes,
    persistedOperations,
    origins,
    hosts,
  } = options;
  let closing = false;
  const pending = new PendingSockets({
    perAddress: maxPendingSocketsPerAddress,
    total: maxPendingSockets,
    initTimeoutMs: connectionInitWaitTimeoutMs,
  });
  const policy = { closing: () => closing, hosts, origins, pending };
  const wss = new WebSocketServer({
    server,
    path: gateway.graphqlEndpoint,
    maxPayload: maxPayloadBytes,
    verifyClient: ({ origin, req }, done) => {
      const refused = upgradeRefusal(policy, req, origin === '' ? undefined : origin);
      if (refused === undefined) done(true);
      else done(false, refused.status, refused.message, refused.headers);
    },
  });
  // counted from here: ws completes an upgrade in the same turn as verifyClient admits it
  wss.on('connection', (socket, req) => pending.hold(socket, addressOf(req)));
  // the envelop's own execute and subscribe, per operation
  const runners = new WeakMap<object, Pick<Enveloped, 'execute' | 'subscribe'>>();
  const runnerOf = (args: ExecutionArgs) => {
    const runner = runners.get(args.contextValue as object);
    if (runner === undefined) throw new Error('graphql-ws: an operation arrived without its envelop');
    return runner;
  };
  // an execute or subscribe that throws would close the socket with 4500
  const guarded = async <T>(args: ExecutionArgs, run: () => T) => {
    try {
      return await run();
    } catch (error) {
      return { errors: operationErrors(error, (args.contextValue as Context).requestId) };
    }
  };
  const connections = new WeakMap<object, Connection>();
  const ofSocket = new WeakMap<WebSocket, Connection>();
  const socketsOf = new Map<string, number>();

  /** counts the socket against its caller and ends it at the token's expiry; undefined: one too many */
  const admit = (caller: Caller, socket: { close(code: number, reason: string): void }) => {
    const counted = caller.kind !== 'anonymous';
    const count = socketsOf.get(caller.id) ?? 0;
    if (counted && count >= maxSocketsPerCaller) return undefined;
    if (counted) socketsOf.set(caller.id, count + 1);
    const cancelExpiry =
      caller.expiresAt === undefined
        ? () => {}
        : at(caller.expiresAt, () =>
            socket.close(CloseCode.Forbidden, `${TOKEN_EXPIRED}; reconnect with a new one`),
          );
    return {
      caller,
      mutations: new Set<string>(),
      release: () => {
        cancelExpiry();
        if (!counted) return;
        const left = (socketsOf.get(caller.id) ?? 1) - 1;
        if (left > 0) socketsOf.set(caller.id, left);
        else socketsOf.delete(caller.id);
      },
    };
  };

  const disposable = useServer(
    {
      // PendingSockets times connection_init instead: graphql-ws's own timeout would close the
      // socket and leave its connection to ws's close handshake
      connectionInitWaitTimeout: Number.POSITIVE_INFINITY,
      onConnect: async (ctx) => {
        const { socket, request } = ctx.extra;
        pending.initReceived(socket);
        let caller: Caller;
        try {
          caller =
            authenticator === undefined
              ? Caller.anonymous()
              : await authenticator.authenticate(
                  headersOf(request.headers, ctx.connectionParams),
                  'connectionParams',
                );
        } catch (error) {
          // 4403 with the reason (expired, not valid, ...), so an app knows whether to refresh
          // its token; the reason is the 401's message, at most 123 bytes as a close reason may be
          const reason = error instanceof GraphQLError ? error.message : 'the credentials were refused';
          closeAtOnce(socket, CloseCode.Forbidden, Buffer.from(reason).subarray(0, 123).toString());
          return false;
        }
        // the client may have left while its credentials were checked: nothing to count then
        if (socket.readyState !== socket.OPEN) return false;
        const connection = admit(caller, socket);
        if (connection === undefined) {
          // the first close wins: graphql-ws's own 4403 for `false` is then a no-op. 1013 Try
          // Again Later, not 4429: graphql-ws clients take 4429 as final, and a phone whose
          // dead sockets the gateway has not noticed yet must come back once they are
          closeAtOnce(
            socket,
            TRY_AGAIN_LATER,
            `this caller already has ${maxSocketsPerCaller} sockets open; close one first`,
          );
          return false;
        }
        pending.acknowledged(socket);
        connections.set(ctx, connection);
        ofSocket.set(socket, connection);
        return true;
      },
      onClose: (ctx) => {
        connections.get(ctx)?.release();
        connections.delete(ctx);
      },
      onNext: holdWrites,
      // graphql-ws calls this just before it sends the operation's `complete`, in the same run
      // of microtasks: by the next turn of the event loop, the result and the `complete` are
      // both queued on the socket, ahead of the close frame
      onComplete: (ctx, id) => {
        const mutations = connections.get(ctx)?.mutations;
        if (mutations?.delete(id) !== true || !closing || mutations.size > 0) return;
        const { socket } = ctx.extra;
        setImmediate(() => goAway(socket));
      },
      execute: (args) => guarded(args, () => runnerOf(args).execute(args)),
      subscribe: (args) => guarded(args, () => runnerOf(args).subscribe(args)),
      // whatever fails here fails this operation, as an `error` message; never the socket
      onSubscribe: async (ctx, id, payload) => {
        // a POST, as far as plugins that look at the method know: a mutation is allowed
        const request = new Request(`http://gateway${gateway.graphqlEndpoint}`, {
          method: 'POST',
          headers: headersOf(ctx.extra.request.headers, ctx.connectionParams),
        });
        // a socket takes every part of an answer, whatever its upgrade's Accept said
        overSocket(request);
        const requestId = requestIdOf(request);
        try {
          const caller = connections.get(ctx)?.caller ?? Caller.anonymous();
          const query =
            persistedOperations === undefined
              ? payload.query
              : await documentOf(payload, persistedOperations, async () => caller);
          const params = { ...payload, query };
          const { schema, execute, subscribe, contextFactory, parse, validate } = gateway.getEnveloped({
            request,
            params,
          });
          // graphql-armor's limits throw from parse (tokens) and validate (depth, cost, ...)
          let document: DocumentNode;
          try {
            document = parse(query);
          } catch (error) {
            return operationErrors(error, requestId, CODES.GRAPHQL_PARSE_FAILED);
          }
          let errors: readonly GraphQLError[];
          try {
            errors = validate(schema, document);
          } catch (error) {
            return operationErrors(error, requestId, CODES.GRAPHQL_VALIDATION_FAILED);
          }
          if (errors.length > 0)
            return errors.flatMap((e) => operationErrors(e, requestId, CODES.GRAPHQL_VALIDATION_FAILED));
          const contextValue = await contextFactory();
          sendDirectly(contextValue, operationOf(ctx, id));
          endsWithItsSocket(contextValue);
          runners.set(contextValue, { execute, subscribe });
          // from here on, graphql-ws executes it and calls onComplete, however it ends
          if (getOperationAST(document, payload.operationName)?.operation === 'mutation')
            connections.get(ctx)?.mutations.add(id);
          return {
            schema,
            document,
            operationName: payload.operationName,
            variableValues: payload.variables,
            contextValue,
          };
        } catch (error) {
          return operationErrors(error, requestId);
        }
      },
    },
    wss,
    keepAliveMs,
  );
  return {
    close: async () => {
      closing = true;
      const closed = [...wss.clients].map(
        (socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())),
      );
      for (const socket of wss.clients) {
        // one carrying mutations is closed by onComplete, after the last one's result
        if ((ofSocket.get(socket)?.mutations.size ?? 0) === 0) goAway(socket);
      }
      await Promise.all(closed);
      await disposable.dispose();
    },
  };
}
