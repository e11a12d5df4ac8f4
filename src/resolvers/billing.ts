import {
  type ParamsOf,
  type WireCdr,
  type WireCdrMonth,
  type WireInvoice,
  type WireUsageSummary,
  yearMonthSchema,
} from '@msp/partner-interface';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../request/context.js';
import { type FilterArg, inputError, type SortArg, sortParams, withoutNulls } from './common.js';
import { arrayConnection, type Connection, type ConnectionArgs, providerConnection } from './connection.js';
import { filterAndSort, ownRecords, ownSubscriptions } from './own.js';
import { fieldsParam } from './selection.js';
import { USAGE_ALWAYS_READ } from './subscriptions.js';

type ListArgs<F> = ConnectionArgs & { filter?: FilterArg<F>; orderBy?: SortArg | null | undefined };

/** What a page of invoices asked by field carries besides the fields selected: the ids the global id is built from. */
const INVOICE_ALWAYS_READ = ['id', 'invoiceNumber'] as const satisfies ReadonlyArray<keyof WireInvoice>;

export function listInvoices(
  ctx: Context,
  args: ListArgs<{ invoiceNumber?: string | undefined; yearMonth?: string | undefined }>,
  info: GraphQLResolveInfo,
) {
  const { invoiceNumber, yearMonth } = withoutNulls(args.filter);
  const params: ParamsOf<'QueryInvoice'> = {
    ...(invoiceNumber ? { InvoiceNumber: invoiceNumber } : {}),
    ...(yearMonth ? { yearMonth } : {}),
    // a page whose selection reads only top-level fields asks the partner for those alone (an
    // invoice's lines make up most of its size)
    ...fieldsParam(info, ['edges', 'node'], INVOICE_ALWAYS_READ),
  };
  return providerConnection<WireInvoice>(args, (page) =>
    ctx.provider.get('QueryInvoice', { ...params, ...sortParams(args.orderBy), ...page }, ctx.call),
  );
}

/** An invoice by number: staff only, so for anyone else none, without a look-up (node(id) answers null alike). */
export async function invoiceByNumber(ctx: Context, invoiceNumber: string): Promise<WireInvoice | null> {
  return ctx.caller.isStaff ? ctx.loaders.invoice.load(invoiceNumber) : null;
}

export function listCdrMonths(
  ctx: Context,
  args: ListArgs<ParamsOf<'QueryCdrMonth'>>,
): Promise<Connection<WireCdrMonth>> {
  return providerConnection(args, (page) =>
    ctx.provider.get(
      'QueryCdrMonth',
      { ...withoutNulls(args.filter), ...sortParams(args.orderBy), ...page },
      ctx.call,
    ),
  );
}

/** One CDR month, or null when the provider has no CDRs for it (or it is no month). */
export async function cdrMonth(ctx: Context, yearMonth: string): Promise<WireCdrMonth | null> {
  if (!yearMonthSchema.safeParse(yearMonth).success) return null;
  const page = await ctx.provider.get('QueryCdrMonth', { yearMonth, take: 1 }, ctx.call);
  return page.results.find((m) => m.yearMonth === yearMonth) ?? null;
}

export async function listCdrs(
  ctx: Context,
  args: ListArgs<ParamsOf<'QueryCdr'>> & { filter: FilterArg<ParamsOf<'QueryCdr'>> & { yearMonth: string } },
): Promise<Connection<WireCdr>> {
  if (!ctx.caller.isStaff) {
    const { customerId, ...filter } = withoutNulls(args.filter);
    // the partner filters by it; a CDR does not carry it, so a customer's own CDRs cannot be
    // filtered by it here: refused, rather than ignored (every CDR of theirs would come back)
    if (customerId !== undefined)
      throw inputError(
        'filter.customerId',
        "a CDR does not carry its customer's id, so a customer's own CDRs cannot be filtered by it: filter by phoneNumber",
      );
    return arrayConnection(
      args,
      filterAndSort(await ownCdrs(ctx, args.filter.yearMonth), filter, args.orderBy),
    );
  }
  return providerConnection(args, (page) =>
    ctx.provider.get(
      'QueryCdr',
      {
        ...withoutNulls(args.filter),
        yearMonth: args.filter.yearMonth,
        ...sortParams(args.orderBy),
        ...page,
      },
      ctx.call,
    ),
  );
}

/** the CDRs of one month of the caller's own subscriptions */
const ownCdrs = (ctx: Context, yearMonth: string): Promise<WireCdr[]> =>
  ownRecords(ctx, (s) =>
    ctx.loaders.cdrsBySubscription.load({ yearMonth, id: s.id, phoneNumber: s.phoneNumber }),
  );

/** the usage summaries of the caller's own subscriptions */
const ownUsage = (ctx: Context): Promise<WireUsageSummary[]> =>
  ownRecords(ctx, (s) => ctx.loaders.usageBySubscription.load({ id: s.id, phoneNumber: s.phoneNumber }));

/** One CDR by month and id; for a customer, found among their own (src/resolvers/own.ts says why). */
export async function cdrById(ctx: Context, yearMonth: string, id: string): Promise<WireCdr | null> {
  // a month the partner would refuse (a node id made up by hand) names no record
  if (!yearMonthSchema.safeParse(yearMonth).success) return null;
  if (ctx.caller.isStaff) return ctx.loaders.cdr.load({ yearMonth, id });
  return (await ownCdrs(ctx, yearMonth)).find((cdr) => cdr.id === id) ?? null;
}

export async function listUsageSummaries(
  ctx: Context,
  args: ListArgs<ParamsOf<'QueryUsageSubscription'>>,
  info: GraphQLResolveInfo,
): Promise<Connection<WireUsageSummary>> {
  if (!ctx.caller.isStaff) {
    const [subs, usage] = await Promise.all([ownSubscriptions(ctx), ownUsage(ctx)]);
    const { simCardNumber, ...filter } = withoutNulls(args.filter);
    const bySim =
      simCardNumber === undefined
        ? usage
        : usage.filter((u) => subs.find((s) => s.id === u.subscriptionId)?.simCardNumber === simCardNumber);
    return arrayConnection(args, filterAndSort(bySim, filter, args.orderBy));
  }
  // a page whose selection reads only some fields asks the partner for those alone
  const fields = fieldsParam(info, ['edges', 'node'], USAGE_ALWAYS_READ);
  return providerConnection(args, (page) =>
    ctx.provider.get(
      'QueryUsageSubscription',
      { ...withoutNulls(args.filter), ...sortParams(args.orderBy), ...fields, ...page },
      ctx.call,
    ),
  );
}

/** One usage summary by id; for a customer, found among their own (src/resolvers/own.ts says why). */
export async function usageSummaryById(ctx: Context, id: string): Promise<WireUsageSummary | null> {
  if (ctx.caller.isStaff) return ctx.loaders.usageSummary.load(id);
  return (await ownUsage(ctx)).find((usage) => usage.id === id) ?? null;
}
