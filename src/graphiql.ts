/**
 * GraphiQL as the gateway serves it (from @graphql-yoga/render-graphiql: no CDN). It opens with
 * ready tabs that run as they are: the dashboard; a subscription's detail, for a phone number
 * that exists; an order; and that order followed live by the idempotency key it was placed
 * with, so nothing has to be pasted. Live operations go over graphql-ws on the same path (a
 * browser's EventSource cannot send the header CSRF prevention asks a GET for). The values are
 * looked up when GraphiQL is first opened, not at start.
 */
import { readFileSync } from 'node:fs';
import type { CallOptions, PartnerApi } from './provider/api.js';

/** Values the ready tabs use, looked up so that they name data that exists. */
interface GraphiqlExamples {
  phoneNumber: string;
}

/** the key the order tab places its order with, and the live tab follows it by */
const ORDER_KEY = 'graphiql-order-1';

const example = (name: string) =>
  readFileSync(new URL(`./operations/${name}.graphql`, import.meta.url), 'utf8');

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** A phone number of the partner's to show a subscription's detail with (the first one by number). */
async function findExamples(provider: PartnerApi): Promise<GraphiqlExamples> {
  const call: CallOptions = { requestId: 'graphiql-examples' };
  const first = await provider
    .get('QuerySubscription', { take: 1, orderBy: 'phoneNumber' }, call)
    .catch(() => undefined);
  return { phoneNumber: first?.results[0]?.phoneNumber ?? '0612345678' };
}

/** yoga's `graphiql` option: the options of GraphiQL, its examples found once, when it is first opened */
export function graphiqlFor(provider: PartnerApi) {
  let examples: Promise<GraphiqlExamples> | undefined;
  return async () => {
    examples ??= findExamples(provider);
    return graphiqlOptions(await examples);
  };
}

function graphiqlOptions(examples: GraphiqlExamples) {
  return {
    title: 'Mobile subscriptions graph',
    subscriptionsProtocol: 'WS' as const,
    defaultTabs: [
      { query: example('Dashboard') },
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
