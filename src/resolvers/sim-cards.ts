import type { Context } from '../context.js';
import type { QuerySimcardParams, WireSimCard } from '../provider/wire.js';
import { type FilterArg, type OrderArg, sortParams, withoutNulls } from './common.js';
import { type Connection, type ConnectionArgs, providerConnection } from './connection.js';

export function listSimCards(
  ctx: Context,
  args: ConnectionArgs & { filter?: FilterArg<QuerySimcardParams>; orderBy?: OrderArg | null | undefined },
): Promise<Connection<WireSimCard>> {
  return providerConnection(args, (page) =>
    ctx.provider.querySimcard(
      { ...withoutNulls(args.filter), ...sortParams(args.orderBy), ...page },
      ctx.call,
    ),
  );
}

export function simCardByNumber(ctx: Context, simCardNumber: string): Promise<WireSimCard | null> {
  return ctx.loaders.simCard.load(simCardNumber);
}
