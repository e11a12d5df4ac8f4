import type { ParamsOf, WireSimCard } from '@msp/partner-interface';
import type { Context } from '../request/context.js';
import { type FilterArg, type SortArg, sortParams, withoutNulls } from './common.js';
import { arrayConnection, type Connection, type ConnectionArgs, providerConnection } from './connection.js';
import { filterAndSort, ifOwn, ownSubscriptionBy, ownSubscriptions } from './own.js';

export function listSimCards(
  ctx: Context,
  args: ConnectionArgs & {
    filter?: FilterArg<ParamsOf<'QuerySimcard'>>;
    orderBy?: SortArg | null | undefined;
  },
): Promise<Connection<WireSimCard>> {
  if (!ctx.caller.isStaff) return ownSimCards(ctx, args);
  return providerConnection(args, (page) =>
    ctx.provider.get(
      'QuerySimcard',
      { ...withoutNulls(args.filter), ...sortParams(args.orderBy), ...page },
      ctx.call,
    ),
  );
}

async function ownSimCards(
  ctx: Context,
  args: ConnectionArgs & {
    filter?: FilterArg<ParamsOf<'QuerySimcard'>>;
    orderBy?: SortArg | null | undefined;
  },
): Promise<Connection<WireSimCard>> {
  const subs = await ownSubscriptions(ctx);
  const sims = await Promise.all(
    subs.map((s) => (s.simCardNumber ? ctx.loaders.simCard.load(s.simCardNumber) : null)),
  );
  const own = sims.filter((sim): sim is WireSimCard => sim !== null);
  return arrayConnection(args, filterAndSort(own, withoutNulls(args.filter), args.orderBy));
}

/** A SIM card by number; for a customer, only the SIM card of a subscription of theirs (as simCards lists them). */
export async function simCardByNumber(ctx: Context, simCardNumber: string): Promise<WireSimCard | null> {
  if (ctx.caller.isStaff) return ctx.loaders.simCard.load(simCardNumber);
  const sub = await ownSubscriptionBy(ctx, { name: 'simCardNumber', value: simCardNumber });
  return sub === null ? null : ifOwn(ctx, await ctx.loaders.simCard.load(simCardNumber));
}
