/**
 * The floor of the overhead bench: GraphQL Yoga with no plugin of its own, no check, no cache
 * and no loader, answering the same two reads with one undici call each to the simulator
 * whose answer it hands on unchecked. What any gateway built on Yoga and undici spends at the
 * least per request, beside which the gateway's own cost (its checks, limits, loaders,
 * metrics, tracing, journal) and the peer's can be read. Yoga's request-body limit is off, as
 * the gateway's is (it counts bodies without a length itself).
 *
 * With `memory` after the URL it keeps each answer after its first call and answers that path
 * from memory from then on: the floor of a gateway whose partner cache holds the answer.
 *
 * Run as a process of its own: `node --import tsx bench/floor.ts <simulator url> [memory]`
 * prints the URL it listens on.
 */
import { createServer } from 'node:http';
import { cursorToOffset, offsetToCursor } from '@pothos/plugin-relay';
import { createSchema, createYoga } from 'graphql-yoga';
import { Agent } from 'undici';

const [, , simulator = '', mode = ''] = process.argv;
if (simulator === '') throw new Error('usage: floor.ts <simulator url> [memory]');
const agent = new Agent();

type Answer = { results: Array<Record<string, unknown>> };
/** with `memory`: each path's answer once it has come */
const kept = mode === 'memory' ? new Map<string, Answer>() : undefined;

/** one GET to the simulator, its JSON as it comes (or as it came, with `memory`) */
async function partner(path: string): Promise<Answer> {
  const known = kept?.get(path);
  if (known !== undefined) return known;
  const response = await agent.request({ origin: simulator, path, method: 'GET' });
  const answer = (await response.body.json()) as Answer;
  kept?.set(path, answer);
  return answer;
}

const schema = createSchema({
  typeDefs: /* GraphQL */ `
    type SimCard { simCardNumber: String! status: String simCardType: String phoneNumber: String }
    type MobileSubscription { id: ID! phoneNumber: String state: String simCardNumber: String }
    type MobileSubscriptionEdge { node: MobileSubscription! cursor: String! }
    type MobileSubscriptionConnection { edges: [MobileSubscriptionEdge!]! }
    type Query {
      simCard(simCardNumber: String!): SimCard
      mobileSubscriptions(first: Int!, after: String): MobileSubscriptionConnection!
    }
  `,
  resolvers: {
    Query: {
      simCard: async (_: unknown, { simCardNumber }: { simCardNumber: string }) =>
        (await partner(`/api/QuerySimcard?simCardNumber=${encodeURIComponent(simCardNumber)}`)).results[0] ??
        null,
      mobileSubscriptions: async (_: unknown, { first, after }: { first: number; after?: string | null }) => {
        const skip = after == null ? 0 : cursorToOffset(after) + 1;
        // the fields the page reads, as the gateway asks for them (QuerySubscription's `fields`)
        const { results } = await partner(
          `/api/QuerySubscription?skip=${skip}&take=${first}&fields=id,phoneNumber,state,simCardNumber`,
        );
        return { edges: results.map((node, i) => ({ node, cursor: offsetToCursor(skip + i) })) };
      },
    },
  },
});

const server = createServer(
  createYoga({ schema, logging: false, landingPage: false, graphiql: false, maxRequestBodySize: false }),
);
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  process.stdout.write(`listening on http://127.0.0.1:${address.port}/graphql\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
