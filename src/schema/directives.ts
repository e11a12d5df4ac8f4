/**
 * The directives of incremental delivery (@defer, @stream: yoga's plugin executes them) and of
 * live queries (@live: live-queries/live-queries.ts), in the graph's own words: the libraries' own
 * definitions, described for the readers of GraphiQL and of schema.graphql.
 */
import { GraphQLLiveDirective } from '@envelop/live-query';
import { GraphQLDeferDirective, GraphQLStreamDirective } from '@graphql-tools/utils';
import { GraphQLDirective } from 'graphql';
import { MAX_THROTTLE_MS, MIN_THROTTLE_MS } from '../live-queries/runs.js';

/** `directive` with its description and its arguments' descriptions replaced */
function described(
  directive: GraphQLDirective,
  description: string,
  args: Readonly<Record<string, string>>,
): GraphQLDirective {
  const config = directive.toConfig();
  return new GraphQLDirective({
    ...config,
    description,
    args: Object.fromEntries(
      Object.entries(config.args).map(([name, arg]) => [
        name,
        { ...arg, description: args[name] ?? arg.description },
      ]),
    ),
  });
}

const LABEL =
  'Names this part in the incremental results (their label), when the client tells its parts apart by name; unique within the operation.';

export const deferDirective = described(
  GraphQLDeferDirective,
  'Sends this fragment later, in a part of its own: the first part goes out as soon as the fields not deferred are ready, and the fragment follows when its own reads end. Its partner reads start with the request all the same. Over multipart/mixed, SSE and graphql-ws; not with @live.',
  { if: 'Deferred when true (the default); false sends the fragment with the first part.', label: LABEL },
);

export const streamDirective = described(
  GraphQLStreamDirective,
  'Sends the items of this list field as they come, after the first initialCount of them. Over multipart/mixed, SSE and graphql-ws; not with @live.',
  {
    if: 'Streamed when true (the default); false sends the whole list at once.',
    initialCount:
      'How many items to send with the part the field is in (0 by default); the rest follow one by one.',
    label: LABEL,
  },
);

export const liveDirective = described(
  GraphQLLiveDirective,
  'Keeps this query live: the first result at once, then a whole new result each time something it shows changes (an order placed through the gateway, a change the gateway sees in an order it follows). Over SSE and graphql-ws; see docs/graph.md, "Live queries".',
  {
    if: 'Live when true (the default); false runs the query once.',
    throttle: `At most one new result per this many milliseconds: changes in between make one result. At least ${MIN_THROTTLE_MS.toLocaleString('en')}, which also holds without it; a larger one than ${MAX_THROTTLE_MS.toLocaleString('en')} is lowered to it.`,
  },
);
