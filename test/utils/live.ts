/**
 * Following subscriptions and live queries in tests: a real graphql-ws client, a real SSE
 * reader and graphql-sse's client, each collecting events into a list that tests can wait on.
 */
import { createClient as createSseClient } from 'graphql-sse';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

export interface Received {
  /** every result as it came, whole */
  results: unknown[];
  events: Array<Record<string, unknown>>;
  errors: unknown[];
  done: boolean;
  /** resolves once `predicate` holds for what has arrived, or rejects after `timeoutMs` */
  until(predicate: (r: Received) => boolean, timeoutMs?: number): Promise<void>;
  stop(): void;
}

function received(): Received & { notify(): void } {
  const waiters = new Set<() => void>();
  const state: Received & { notify(): void } = {
    results: [],
    events: [],
    errors: [],
    done: false,
    until(predicate, timeoutMs = 5_000) {
      if (predicate(state)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `timed out; received ${JSON.stringify(state.events)} errors ${JSON.stringify(state.errors)}`,
            ),
          );
        }, timeoutMs);
        const check = () => {
          if (!predicate(state)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
    },
    stop() {},
    notify() {
      for (const waiter of [...waiters]) waiter();
    },
  };
  return state;
}

export function wsClient(url: string, connectionParams: Record<string, unknown> = {}): Client {
  return createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: true,
  });
}

/** Subscribes over graphql-ws and collects `data[field]` of every event. */
export function follow(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
  field: string,
): Received {
  const state = received();
  state.stop = client.subscribe<Record<string, Record<string, unknown>>>(
    { query, variables },
    sinkInto(state, field),
  );
  return state;
}

/** what graphql-ws's and graphql-sse's clients call with each result: collected into `state` */
function sinkInto(state: Received & { notify(): void }, field: string) {
  return {
    next: (result: {
      data?: Record<string, Record<string, unknown>> | null | undefined;
      errors?: readonly unknown[] | undefined;
    }) => {
      state.results.push(result);
      if (result.errors !== undefined) state.errors.push(...result.errors);
      const value = result.data?.[field];
      if (value !== undefined) state.events.push(value);
      state.notify();
    },
    error: (error: unknown) => {
      state.errors.push(error);
      state.done = true;
      state.notify();
    },
    complete: () => {
      state.done = true;
      state.notify();
    },
  };
}

/**
 * Follows an operation (a subscription, or a live query) with graphql-sse's client, in its
 * distinct connections mode, and collects `data[field]` of every result; `stop()` leaves.
 */
export function followSseClient(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  field: string,
  headers: Record<string, string> = {},
): Received {
  const state = received();
  const client = createSseClient({ url: `${url}/graphql`, headers, retryAttempts: 0 });
  const unsubscribe = client.subscribe<Record<string, Record<string, unknown>>>(
    { query, variables },
    sinkInto(state, field),
  );
  state.stop = () => {
    unsubscribe();
    client.dispose();
  };
  return state;
}

export interface SseOptions {
  /** credentials and such */
  headers?: Record<string, string>;
  /** GET sends the operation in the query string (graphql-sse's distinct connections mode) @default 'POST' */
  method?: 'GET' | 'POST';
  /** a persisted operation's hash, for instance */
  extensions?: Record<string, unknown>;
}

/**
 * Reads the answer `send` asks for into `state`, frame by frame as they come: `cut` takes the
 * next whole frame off the text read so far, `onFrame` records it. Done when the answer ends.
 */
function collect(
  state: ReturnType<typeof received>,
  controller: AbortController,
  send: () => Promise<Response>,
  cut: (buffer: string) => { frame: string; rest: string } | undefined,
  onFrame: (frame: string) => void,
): void {
  void (async () => {
    try {
      const response = await send();
      const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const chunk = await reader?.read();
        if (chunk === undefined || chunk.done) break;
        buffer += chunk.value;
        for (let next = cut(buffer); next !== undefined; next = cut(buffer)) {
          buffer = next.rest;
          onFrame(next.frame);
          state.notify();
        }
      }
      state.done = true;
    } catch (error) {
      if (!controller.signal.aborted) state.errors.push(error);
      state.done = true;
    }
    state.notify();
  })();
}

/** Subscribes over server-sent events (yoga's SSE) and collects `data[field]` of every event. */
export function followSse(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  field: string,
  { headers = {}, method = 'POST', extensions }: SseOptions = {},
): Received {
  const state = received();
  const controller = new AbortController();
  state.stop = () => controller.abort();
  const params = { query, variables, ...(extensions === undefined ? {} : { extensions }) };
  const send = () =>
    method === 'POST'
      ? fetch(`${url}/graphql`, {
          method,
          headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
          body: JSON.stringify(params),
          signal: controller.signal,
        })
      : fetch(
          `${url}/graphql?${new URLSearchParams(
            Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
          )}`,
          // a GET must show it is no cross-site form (CSRF prevention)
          {
            headers: { accept: 'text/event-stream', 'x-graphql-yoga-csrf': '1', ...headers },
            signal: controller.signal,
          },
        );
  // an event: its lines up to a blank one
  const cut = (buffer: string) => {
    const end = buffer.indexOf('\n\n');
    return end < 0 ? undefined : { frame: buffer.slice(0, end), rest: buffer.slice(end + 2) };
  };
  collect(state, controller, send, cut, (block) => {
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (event === 'complete') state.done = true;
    else if (data !== undefined) {
      const result = JSON.parse(data) as {
        data?: Record<string, Record<string, unknown>>;
        errors?: unknown[];
      };
      state.results.push(result);
      if (result.errors !== undefined) state.errors.push(...result.errors);
      const value = result.data?.[field];
      if (value !== undefined) state.events.push(value);
    }
  });
  return state;
}

export const statuses = (r: Received) => r.events.map((e) => e['status']);

/**
 * Sends an operation over HTTP asking for multipart/mixed (incremental delivery) and collects
 * each part's result as it comes.
 */
export function followMultipart(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Received {
  const state = received();
  const controller = new AbortController();
  state.stop = () => controller.abort();
  const send = () =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'multipart/mixed', ...headers },
      body: JSON.stringify({ query, variables }),
      signal: controller.signal,
    });
  // a part: its headers, a blank line, then its JSON, up to the next boundary
  const cut = (buffer: string) => {
    const start = buffer.indexOf('\r\n\r\n');
    const end = start < 0 ? -1 : buffer.indexOf('\r\n---', start);
    return end < 0 ? undefined : { frame: buffer.slice(start + 4, end), rest: buffer.slice(end + 5) };
  };
  collect(state, controller, send, cut, (json) => {
    const result = JSON.parse(json) as { errors?: unknown[] };
    state.results.push(result);
    if (result.errors !== undefined) state.errors.push(...result.errors);
  });
  return state;
}
