import type { ParamsOf, WireActivation } from '@msp/partner-interface';
import type { Context } from '../context.js';
import { type FilterArg, type OrderArg, sortParams, withoutNulls } from './common.js';
import { arrayConnection, type Connection, type ConnectionArgs, providerConnection } from './connection.js';
import { filterAndSort, ownSubscriptions } from './own.js';

export async function listActivations(
  ctx: Context,
  args: ConnectionArgs & {
    filter?: FilterArg<ParamsOf<'QueryActivation'>>;
    orderBy?: OrderArg | null | undefined;
  },
): Promise<Connection<WireActivation>> {
  if (!ctx.caller.isStaff) {
    const subs = await ownSubscriptions(ctx);
    const lists = await Promise.all(subs.map((s) => ctx.loaders.activationsBySubscription.load(s.id)));
    const newest = { field: 'createdAt', direction: 'DESC' } as const;
    return arrayConnection(
      args,
      filterAndSort(lists.flat(), withoutNulls(args.filter), args.orderBy, newest),
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

/** An activation by its provider id. */
export function activationById(ctx: Context, id: string): Promise<WireActivation | null> {
  return ctx.loaders.activation.load(id);
}
