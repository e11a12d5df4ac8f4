/**
 * What is the caller's. A customer owns the subscriptions their credentials name (by id, by
 * phone number, by customer number), worked out once per request; every other record (SIM
 * card, activation, usage, CDR) is theirs when its subscriptionId is one of those. A phone
 * number finds only the subscription that holds it now: numbers are recycled, and the records
 * of a number's earlier holder carry the earlier subscription's id. What is not the caller's
 * is not there for them (null, or NOT_FOUND), never FORBIDDEN.
 *
 * A customer's lists are built from their subscriptions, never from the provider's whole
 * lists, then filtered, sorted and paged in memory with the same filter names as the provider's.
 * A customer's look-up by key is decided the same way: the key is matched among their own
 * records alone (ownSubscriptionBy, ownRecords), so no record of anyone else is read for it.
 * The partner cache is shared: a look-up that read the record asked for would answer at once
 * when someone else had read it lately, and tell the caller so; one that reads only the
 * caller's own records takes as long whatever others did.
 */

import type { WireSubscription } from '@msp/partner-interface';
import { normalizePhone } from '@msp/partner-interface';
import type { Caller } from '../auth/caller.js';
import type { Context } from '../request/context.js';
import type { SortArg } from './common.js';

/**
 * by the request's call options: one query's, or one live stream's (every event's execution
 * runs on a copy of the subscriber's context with its call options, subscriptions/multiplex.ts)
 */
const owned = new WeakMap<Context['call'], Promise<WireSubscription[]>>();

/**
 * The subscriptions the caller owns; worked out once per request, however many fields ask,
 * and once per live stream, however many events it has. A look-up that failed (the partner,
 * or the caller's partner budget) is tried again by the next field that asks.
 */
export function ownSubscriptions(ctx: Context): Promise<WireSubscription[]> {
  let pending = owned.get(ctx.call);
  if (pending === undefined) {
    pending = findOwnSubscriptions(ctx);
    owned.set(ctx.call, pending);
    const tried = pending;
    tried.catch(() => owned.get(ctx.call) === tried && owned.delete(ctx.call));
  }
  return pending;
}

async function findOwnSubscriptions(ctx: Context): Promise<WireSubscription[]> {
  const { caller, loaders } = ctx;
  const found = await Promise.all([
    ...[...caller.subscriptionIds].map(async (id) => [await loaders.subscription.load({ id })]),
    ...[...caller.phoneNumbers].map(async (phone) => [await loaders.subscriptionByPhone.load(phone)]),
    ...(caller.customerNumber === undefined
      ? []
      : [loaders.subscriptionsOfCustomer.load(caller.customerNumber)]),
  ]);
  const byId = new Map<string, WireSubscription>();
  for (const sub of found.flat()) if (sub !== null) byId.set(sub.id, sub);
  return [...byId.values()];
}

/** The records of each of the caller's own subscriptions (its activations, usage, CDRs), as one list. */
export async function ownRecords<T>(
  ctx: Context,
  recordsOf: (sub: WireSubscription) => Promise<readonly T[]>,
): Promise<T[]> {
  const lists = await Promise.all((await ownSubscriptions(ctx)).map(recordsOf));
  return lists.flat();
}

/** A key a subscription is looked up by: its id (the provider's), its phone number, or its SIM card's. */
export interface SubscriptionKey {
  name: 'id' | 'phoneNumber' | 'simCardNumber';
  value: string;
}

/**
 * Whether the token could name a subscription with this key: false where its claims alone say
 * no (a token of subscriptionIds asked for another id, one of phoneNumbers for another number),
 * so that the look-up answers null without reading anything at all.
 */
function mayHold(caller: Caller, key: SubscriptionKey): boolean {
  if (caller.customerNumber !== undefined) return true;
  if (key.name === 'id' && caller.subscriptionIds.has(key.value)) return true;
  if (key.name === 'phoneNumber' && caller.phoneNumbers.has(normalizePhone(key.value))) return true;
  // the other claims name subscriptions whose ids, numbers and SIM cards only a read tells
  return (
    (key.name !== 'id' && caller.subscriptionIds.size > 0) ||
    (key.name !== 'phoneNumber' && caller.phoneNumbers.size > 0)
  );
}

const holds = (sub: WireSubscription, key: SubscriptionKey): boolean =>
  key.name === 'phoneNumber'
    ? sub.phoneNumber !== undefined && normalizePhone(sub.phoneNumber) === normalizePhone(key.value)
    : sub[key.name] === key.value;

/** The caller's own subscription `key` names, or null: found among theirs alone. */
export async function ownSubscriptionBy(
  ctx: Context,
  key: SubscriptionKey,
): Promise<WireSubscription | null> {
  if (!mayHold(ctx.caller, key)) return null;
  return (await ownSubscriptions(ctx)).find((sub) => holds(sub, key)) ?? null;
}

/** a record of a subscription: the subscription itself is judged by its id, the rest by subscriptionId */
export type OwnedRecord =
  | { subscriptionId?: string | null | undefined }
  | { kind: 'subscription'; id: string };

/** Whether the caller may see this record: staff see everything, a customer what is theirs. */
export function isOwn(ctx: Context, record: OwnedRecord): boolean | Promise<boolean> {
  // at once where no look-up is needed: a type's authScopes run for every record of a page,
  // and an answer that is a promise makes each record wait a turn
  if (ctx.caller.isStaff) return true;
  const subscriptionId = 'kind' in record ? record.id : record.subscriptionId;
  if (!subscriptionId) return false;
  return ownSubscriptions(ctx).then((subs) => subs.some((s) => s.id === subscriptionId));
}

/**
 * isOwn for records judged one after another for the same caller (the events of a stream): a
 * caller who sees everything is told so at once, without reading the context for each record.
 */
export function ownershipOf(ctx: Context): (record: OwnedRecord) => boolean | Promise<boolean> {
  return ctx.caller.isStaff ? () => true : (record) => isOwn(ctx, record);
}

/** The record when the caller may see it, else null: what is not theirs is not there. */
export async function ifOwn<T extends { subscriptionId?: string | null | undefined }>(
  ctx: Context,
  record: T | null,
): Promise<T | null> {
  return record !== null && (await isOwn(ctx, record)) ? record : null;
}

/** `<field>From` and `<field>To` filters compare the date part of `<field>` (or its alias). */
const RANGE_FIELDS: Record<string, string> = { activatedDate: 'activatedDate', createdAt: 'createdAt' };

/** Records that pass the provider-style filter, sorted like the provider would. */
export function filterAndSort<T extends object>(
  records: readonly T[],
  filter: Record<string, unknown>,
  order: SortArg | null | undefined,
  defaultOrder?: SortArg,
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
