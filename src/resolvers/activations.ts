import type { ParamsOf, WireActivation } from '@msp/partner-interface';
import { GraphQLError } from 'graphql';
import { CODES } from '../errors/codes.js';
import type { Context } from '../request/context.js';
import { type FilterArg, type SortArg, sortParams, withoutNulls } from './common.js';
import { arrayConnection, type Connection, type ConnectionArgs, providerConnection } from './connection.js';
import { filterAndSort, ownRecords } from './own.js';

export async function listActivations(
  ctx: Context,
  args: ConnectionArgs & {
    filter?: FilterArg<ParamsOf<'QueryActivation'>>;
    orderBy?: SortArg | null | undefined;
  },
): Promise<Connection<WireActivation>> {
  if (!ctx.caller.isStaff) {
    const newest = { field: 'createdAt', direction: 'DESC' } as const;
    return arrayConnection(
      args,
      filterAndSort(await ownActivations(ctx), withoutNulls(args.filter), args.orderBy, newest),
    );
  }
  const connection = await providerConnection(args, (page) =>
    ctx.provider.get(
      'QueryActivation',
      { ...withoutNulls(args.filter), ...sortParams(args.orderBy), ...page },
      ctx.call,
    ),
  );
  for (const edge of connection.edges) ctx.loaders.primeActivation(edge.node);
  return connection;
}

/**
 * Before a stream follows activations: each one exists and is the caller's. For staff, what
 * this instance's watcher already polls costs nothing; the rest is looked up through the
 * loaders (one batch, charged to the caller; the client folds identical look-ups in flight into
 * one), so that unknown ids start no poller. A customer's are found among their own
 * (activationById). Throws NOT_FOUND naming the ones that are not there.
 */
export async function requireActivations(ctx: Context, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const found = await Promise.all(
    unique.map(async (id) => {
      if (!ctx.caller.isStaff) return activationById(ctx, id);
      const known = ctx.live.watcher.snapshot(id);
      if (known === undefined) return ctx.loaders.activation.load(id);
      return known.kind === 'state' ? known.activation : null;
    }),
  );
  const missing = unique.filter((_id, i) => found[i] === null);
  if (missing.length > 0) {
    throw new GraphQLError(`activation ${missing.join(', ')} does not exist`, {
      extensions: { code: CODES.NOT_FOUND, activationIds: missing },
    });
  }
}

/** every activation of the caller's own subscriptions */
const ownActivations = (ctx: Context): Promise<WireActivation[]> =>
  ownRecords(ctx, (sub) => ctx.loaders.activationsBySubscription.load(sub.id));

/**
 * An activation by its provider id; for a customer, found among the activations of their own
 * subscriptions, so that another's is not read (src/resolvers/own.ts says why).
 */
export async function activationById(ctx: Context, id: string): Promise<WireActivation | null> {
  if (ctx.caller.isStaff) return ctx.loaders.activation.load(id);
  return (await ownActivations(ctx)).find((activation) => activation.id === id) ?? null;
}
