/**
 * A customer's view of the lists: built from the subscriptions that are theirs, never from
 * the provider's whole lists, then filtered, sorted and paged in memory with the same filter
 * names as the provider's.
 */

import type { WireSubscription } from '@msp/partner-interface';
import { normalizePhone, PARTNER_MAX_TAKE } from '@msp/partner-interface';
import type { Context } from '../context.js';
import type { OrderArg } from './common.js';

const owned = new WeakMap<Context, Promise<WireSubscription[]>>();

/**
 * The subscriptions the caller owns: by id, by phone number, and by customer number; worked
 * out once per request, however many of its lists ask.
 */
export function ownSubscriptions(ctx: Context): Promise<WireSubscription[]> {
  let pending = owned.get(ctx);
  if (pending === undefined) {
    pending = findOwnSubscriptions(ctx);
    owned.set(ctx, pending);
  }
  return pending;
}

async function findOwnSubscriptions(ctx: Context): Promise<WireSubscription[]> {
  const { caller, loaders, provider } = ctx;
  const found = await Promise.all([
    ...[...caller.subscriptionIds].map((id) => loaders.subscription.load({ id })),
    ...[...caller.phoneNumbers].map((phone) => loaders.subscriptionByPhone.load(phone)),
  ]);
  if (caller.customerNumber !== undefined) {
    const all = await provider.readAll('QuerySubscription', {}, { ...ctx.call, pageSize: PARTNER_MAX_TAKE });
    found.push(...all.results.filter((s) => s.customerNumber === caller.customerNumber));
  }
  const byId = new Map<string, WireSubscription>();
  for (const sub of found) if (sub !== null && caller.mayRead(sub, 'subscription')) byId.set(sub.id, sub);
  return [...byId.values()];
}

/** `<field>From` and `<field>To` filters compare the date part of `<field>` (or its alias). */
const RANGE_FIELDS: Record<string, string> = { activatedDate: 'activatedDate', createdAt: 'createdAt' };

/** Records that pass the provider-style filter, sorted like the provider would. */
export function filterAndSort<T extends object>(
  records: readonly T[],
  filter: Record<string, unknown>,
  order: OrderArg | null | undefined,
  defaultOrder?: OrderArg,
): T[] {
  const checks = Object.entries(filter)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([name, value]) => {
      const range = /^(.*)(From|To)$/.exec(name);
      const rangeField = range?.[1] !== undefined ? RANGE_FIELDS[range[1]] : undefined;
      if (range !== null && rangeField !== undefined) {
        return (r: Record<string, unknown>) => {
          const day = typeof r[rangeField] === 'string' ? (r[rangeField] as string).slice(0, 10) : undefined;
          return day !== undefined && (range[2] === 'From' ? day >= String(value) : day <= String(value));
        };
      }
      if (name === 'phoneNumber') {
        return (r: Record<string, unknown>) =>
          typeof r[name] === 'string' && normalizePhone(r[name] as string) === normalizePhone(String(value));
      }
      const field = name === 'invoiceNumber' ? 'invoiceNumber' : name;
      return (r: Record<string, unknown>) => r[field] === value;
    });
  const kept = records.filter((r) => checks.every((check) => check(r as Record<string, unknown>)));
  const sort = order ?? defaultOrder;
  if (sort === undefined || sort === null) return kept;
  const sign = sort.direction === 'DESC' ? -1 : 1;
  return [...kept].sort((a, b) => {
    const x = (a as Record<string, unknown>)[sort.field];
    const y = (b as Record<string, unknown>)[sort.field];
    if (x === y) return 0;
    if (x === undefined || x === null) return 1;
    if (y === undefined || y === null) return -1;
    return sign * (x < y ? -1 : 1);
  });
}
