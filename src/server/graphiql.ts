/**
 * GraphiQL as the gateway serves it (from @graphql-yoga/render-graphiql: no CDN). It opens with
 * ready tabs that run as they are: the dashboard; a subscription's detail, for a phone number
 * that exists; an order; and that order followed live by the idempotency key it was placed
 * with, so nothing has to be pasted. Live operations go over graphql-ws on the same path (a
 * browser's EventSource cannot send the header CSRF prevention asks a GET for). The values are
 * looked up when GraphiQL is first opened, not at start.
 */
import { readFileSync } from 'node:fs';
import type { GraphiQLOptions } from 'graphql-yoga';
import { OPERATIONS_DIR } from '../operations/location.js';
import type { CallOptions, PartnerApi } from '../provider/api.js';

/** Values the ready tabs use, looked up so that they name data that exists. */
interface GraphiqlExamples {
  phoneNumber: string;
}

/** the key the order tab places its order with, and the live tab follows it by */
const ORDER_KEY = 'graphiql-order-1';

const example = (name: string) => readFileSync(new URL(`${name}.graphql`, OPERATIONS_DIR), 'utf8');

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** A phone number of the partner's to show a subscription's detail with (the first one by number). */
async function findExamples(provider: PartnerApi): Promise<GraphiqlExamples> {
  const call: CallOptions = { requestId: 'graphiql-examples' };
  const first = await provider
    .get('QuerySubscription', { take: 1, orderBy: 'phoneNumber' }, call)
    .catch(() => undefined);
  return { phoneNumber: first?.results[0]?.phoneNumber ?? '0612345678' };
}

/** which credentials the gateway asks for: none (GraphiQL as it always was), or these */
export type Credentials = ReadonlyArray<'jwt' | 'apikey'>;

/** yoga's `graphiql` option: the options of GraphiQL, its examples found once, when it is first opened */
export function graphiqlFor(provider: PartnerApi, credentials: Credentials = []) {
  let examples: Promise<GraphiqlExamples> | undefined;
  return async () => {
    examples ??= findExamples(provider);
    return graphiqlOptions(await examples, credentials);
  };
}

/** the first tab's opening lines when the gateway asks for credentials: how to get them, and where they go */
function howToAuthenticate(credentials: Credentials): string {
  if (credentials.length === 0) return '';
  const header = credentials.includes('jwt')
    ? '{"Authorization": "Bearer <token>"}'
    : '{"X-Api-Key": "<key>"}';
  return [
    '# Authentication is on.',
    ...(credentials.includes('jwt')
      ? [
          '# A development token:',
          '#   npm run token -- --role staff',
          '#   npm run token -- --role customer --subscription <id>',
        ]
      : []),
    `# Paste ${header} into Headers below`,
    '# and run this tab once: every tab then sends it, live ones too',
    '# (an empty value forgets it). Reload the page to load the schema',
    '# (Docs, completion) with it.',
    '',
  ].join('\n');
}

/**
 * Keeps one set of credentials for all of GraphiQL's tabs (GraphiQL keeps headers per tab,
 * and its options are JSON, so no fetcher of ours can be given): the last Authorization or
 * X-Api-Key a tab sent to this origin is kept for the browser tab (sessionStorage) and added
 * to the requests of tabs that send none, over HTTP and in graphql-ws's connection_init
 * (browsers cannot set a WebSocket's headers). It runs before GraphiQL's script, which calls
 * globalThis.fetch and WebSocket when it sends.
 */
const SHARED_CREDENTIALS = `(() => {
  const KEY = 'msp-gateway:credentials';
  const NAMES = ['authorization', 'x-api-key'];
  const kept = () => { try { return JSON.parse(sessionStorage.getItem(KEY) || '{}'); } catch { return {}; } };
  const send = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== location.origin) return send(request);
    const named = NAMES.filter((name) => request.headers.has(name));
    if (named.length > 0) {
      // a tab that names credentials sets them for all; an empty value forgets them
      const sent = {};
      for (const name of named) { const value = request.headers.get(name); if (value) sent[name] = value; else request.headers.delete(name); }
      if (Object.keys(sent).length > 0) sessionStorage.setItem(KEY, JSON.stringify(sent));
      else sessionStorage.removeItem(KEY);
    } else for (const [name, value] of Object.entries(kept())) request.headers.set(name, value);
    return send(request);
  };
  const Socket = globalThis.WebSocket;
  globalThis.WebSocket = class extends Socket {
    send(data) {
      const url = new URL(this.url);
      const own = url.host === location.host && url.protocol === location.protocol.replace('http', 'ws');
      if (typeof data === 'string' && own) {
        try {
          const message = JSON.parse(data);
          const payload = message.payload || {};
          const has = Object.keys(payload).some((key) => NAMES.includes(key.toLowerCase()));
          if (message.type === 'connection_init' && !has) {
            data = JSON.stringify({ ...message, payload: { ...payload, ...kept() } });
          }
        } catch {}
      }
      super.send(data);
    }
  };
})();`;

/**
 * yoga's `renderGraphiQL`: the page of @graphql-yoga/render-graphiql (loaded the first time it
 * is asked for), with one set of credentials for every tab when the gateway asks for them.
 */
export function renderGraphiqlFor(credentials: Credentials) {
  return async (options: GraphiQLOptions): Promise<string> => {
    const html = (await import('@graphql-yoga/render-graphiql')).renderGraphiQL(options);
    if (credentials.length === 0) return html;
    if (!html.includes('<head>'))
      throw new Error("GraphiQL's page has no <head> to add the credentials script to");
    return html.replace('<head>', () => `<head><script>${SHARED_CREDENTIALS}</script>`);
  };
}

function graphiqlOptions(examples: GraphiqlExamples, credentials: Credentials) {
  return {
    title: 'Mobile subscriptions graph',
    subscriptionsProtocol: 'WS' as const,
    defaultTabs: [
      { query: howToAuthenticate(credentials) + example('Dashboard') },
      {
        query: example('SubscriptionDetail'),
        variables: json({ phoneNumber: examples.phoneNumber }),
      },
      {
        query: example('OrderNewSubscription'),
        variables: json({
          input: {
            eSim: true,
            email: 'customer@example.com',
            confirmationCode: '4711',
            referenceNumber: 'WEB-2001',
            services: { voiceMail: true, dataRoamingLimitEuros: 100 },
            idempotencyKey: ORDER_KEY,
          },
        }),
      },
      { query: example('FollowActivation'), variables: json({ idempotencyKey: ORDER_KEY }) },
    ],
  };
}
