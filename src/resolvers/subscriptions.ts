import {
  isFinalStatus,
  type ParamsOf,
  type WireActivation,
  type WireCdr,
  type WireSubscription,
  type WireUsageSummary,
  yearMonthOf,
} from '@msp/partner-interface';
import type { GraphQLResolveInfo } from 'graphql';
import { keyFieldsOf } from '../cache/changes.js';
import type { Context } from '../request/context.js';
import { exactlyOneOf, type FilterArg, type SortArg, sortParams, withoutNulls } from './common.js';
import { arrayConnection, type Connection, type ConnectionArgs, providerConnection } from './connection.js';
import { filterAndSort, ownSubscriptionBy, ownSubscriptions, type SubscriptionKey } from './own.js';
import { fieldsParam } from './selection.js';

/**
 * What a page of subscriptions asked by field carries besides the fields selected: the id
 * (ownership, the global id) and the fields the partner cache tags an answer by.
 */
const ALWAYS_READ = ['id', ...keyFieldsOf('QuerySubscription')];

export async function listSubscriptions(
  ctx: Context,
  args: ConnectionArgs & {
    filter?: FilterArg<ParamsOf<'QuerySubscription'>>;
    orderBy?: SortArg | null | undefined;
  },
  info: GraphQLResolveInfo,
): Promise<Connection<WireSubscription>> {
  if (!ctx.caller.isStaff) {
    return arrayConnection(
      args,
      filterAndSort(await ownSubscriptions(ctx), withoutNulls(args.filter), args.orderBy),
    );
  }
  // a page whose selection reads only some fields asks the partner for those alone
  const fields = fieldsParam(info, ['edges', 'node'], ALWAYS_READ);
  const connection = await providerConnection(args, (page) =>
    ctx.provider.get(
      'QuerySubscription',
      { ...withoutNulls(args.filter), ...sortParams(args.orderBy), ...fields, ...page },
      ctx.call,
    ),
  );
  // only whole records may stand for a subscription in the rest of the request
  if (fields.fields === undefined)
    for (const edge of connection.edges) ctx.loaders.primeSubscription(edge.node);
  return connection;
}

export interface SubscriptionLookup {
  id?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  simCardNumber?: string | null | undefined;
}

/** One subscription by exactly one of id (the provider's), phoneNumber and simCardNumber. */
export function findSubscription(ctx: Context, by: SubscriptionLookup): Promise<WireSubscription | null> {
  return subscriptionBy(ctx, exactlyOneOf(by, ['id', 'phoneNumber', 'simCardNumber']));
}

/**
 * The subscription `key` names: for staff, looked up; for a customer, found among their own
 * (src/resolvers/own.ts), so that another's is neither read nor there.
 */
export async function subscriptionBy(ctx: Context, key: SubscriptionKey): Promise<WireSubscription | null> {
  if (!ctx.caller.isStaff) return ownSubscriptionBy(ctx, key);
  return key.name === 'id'
    ? ctx.loaders.subscription.load({ id: key.value })
    : key.name === 'phoneNumber'
      ? ctx.loaders.subscriptionByPhone.load(key.value)
      : ctx.loaders.subscriptionBySimCard.load(key.value);
}

export function subscriptionActivations(
  ctx: Context,
  sub: Pick<WireSubscription, 'id'>,
): Promise<WireActivation[]> {
  return ctx.loaders.activationsBySubscription.load(sub.id);
}

/** A subscription's orders that are not final yet (DONE, ERROR and CANCELLED are), newest first. */
export async function subscriptionOpenActivations(
  ctx: Context,
  sub: Pick<WireSubscription, 'id'>,
): Promise<WireActivation[]> {
  return (await subscriptionActivations(ctx, sub)).filter((a) => !isFinalStatus(a.status));
}

/** The current month on the provider's clock. */
const thisMonth = (ctx: Context): string => yearMonthOf(ctx.provider.now());

/**
 * What usage summaries asked by field carry besides the fields selected: the id, what ownership
 * reads (subscriptionId), the month the summaries are picked by, and the fields the partner
 * cache tags an answer by.
 */
export const USAGE_ALWAYS_READ = [
  'id',
  'subscriptionId',
  'yearMonth',
  ...keyFieldsOf('QueryUsageSubscription'),
];

/** A subscription's usage summary of the current month on the provider's clock, if it has one. */
export async function subscriptionUsageThisMonth(
  ctx: Context,
  sub: WireSubscription,
  info: GraphQLResolveInfo,
): Promise<WireUsageSummary | null> {
  const [summary] = await subscriptionUsage(ctx, sub, thisMonth(ctx), info);
  return summary ?? null;
}

/**
 * A subscription's usage summaries, of one month or all; a selection that reads only some of
 * their fields asks the partner for those alone (a page's rows share one read of them).
 */
export async function subscriptionUsage(
  ctx: Context,
  sub: WireSubscription,
  yearMonth: string | null | undefined,
  info: GraphQLResolveInfo,
): Promise<WireUsageSummary[]> {
  const { fields } = fieldsParam(info, [], USAGE_ALWAYS_READ);
  const loader =
    fields === undefined ? ctx.loaders.usageBySubscription : ctx.loaders.usageFieldsBySubscription(fields);
  const all = await loader.load({ id: sub.id, phoneNumber: sub.phoneNumber });
  return yearMonth ? all.filter((u) => u.yearMonth === yearMonth) : all;
}

/** A subscription's CDRs of one month; without a month, of the current month on the provider's clock. */
export function subscriptionCdrs(
  ctx: Context,
  sub: WireSubscription,
  yearMonth: string | null | undefined,
): Promise<WireCdr[]> {
  return ctx.loaders.cdrsBySubscription.load({
    yearMonth: yearMonth ?? thisMonth(ctx),
    id: sub.id,
    phoneNumber: sub.phoneNumber,
  });
}

/** The subscription a record points at, by its id and the phone number it carries. */
export function subscriptionOf(
  ctx: Context,
  record: { subscriptionId?: string | null | undefined; phoneNumber?: string | null | undefined },
): Promise<WireSubscription | null> | null {
  if (!record.subscriptionId) return null;
  return ctx.loaders.subscription.load({ id: record.subscriptionId, phoneNumber: record.phoneNumber });
}
