/**
 * The loaders of subscriptions: by id, by phone number, by customer number and by SIM card,
 * all answerable from the one whole list of subscriptions.
 */
import { normalizePhone, type WireSubscription } from '@msp/partner-interface';
import type { RequestReads } from './batch.js';

/** A subscription reference: its id, and the phone number an edge knows it by, if any. */
export interface SubscriptionRef {
  id: string;
  phoneNumber?: string | null | undefined;
}

/** Makes a subscription a loader returned known by id for the rest of the request. */
type Prime = (value: WireSubscription | null) => void;

const subscriptionsList = (reads: RequestReads) =>
  reads.wholeList('QuerySubscription', (p) => reads.provider.get('QuerySubscription', p, reads.call));

const byPhone = async (reads: RequestReads, phoneNumber: string) =>
  (await reads.provider.get('QuerySubscription', { phoneNumber, take: 10 }, reads.call)).results;

/**
 * The subscription a phone number names now: numbers are recycled, so of several the one
 * activated last (an ended one is not current).
 */
const current = (subs: readonly WireSubscription[]): WireSubscription | null =>
  subs.reduce<WireSubscription | null>(
    (best, s) => (best === null || (s.activationDate ?? '') > (best.activationDate ?? '') ? s : best),
    null,
  );

/** a subscription by id: through the phone number the edge knows, else through its latest activations */
async function subscriptionOne(reads: RequestReads, ref: SubscriptionRef): Promise<WireSubscription | null> {
  const tried = new Set<string>();
  const attempt = async (phone: string) => {
    tried.add(normalizePhone(phone));
    return (await byPhone(reads, phone)).find((s) => s.id === ref.id);
  };
  if (ref.phoneNumber) {
    const found = await attempt(ref.phoneNumber);
    if (found !== undefined) return found;
  }
  const recent = await reads.provider.get(
    'QueryActivation',
    { subscriptionId: ref.id, orderByDesc: 'createdAt', take: 10 },
    reads.call,
  );
  for (const act of recent.results) {
    if (!act.phoneNumber || tried.has(normalizePhone(act.phoneNumber))) continue;
    const found = await attempt(act.phoneNumber);
    if (found !== undefined) return found;
  }
  return null;
}

export const subscriptionLoader = (reads: RequestReads) =>
  reads.loader<SubscriptionRef, WireSubscription | null, WireSubscription>({
    cacheKey: (ref) => ref.id,
    callsPerKey: (ref) => (ref.phoneNumber ? 1 : 2),
    one: (ref) => subscriptionOne(reads, ref),
    scan: {
      list: subscriptionsList(reads),
      pick: (records, ref) => reads.indexed(records, 'id', (s) => s.id, false).get(ref.id) ?? null,
    },
  });

export const subscriptionByPhoneLoader = (reads: RequestReads, prime: Prime) =>
  reads.loader<string, WireSubscription | null, WireSubscription>({
    cacheKey: normalizePhone,
    callsPerKey: () => 1,
    one: async (phone) => {
      const found = current(await byPhone(reads, phone));
      prime(found);
      return found;
    },
    scan: {
      list: subscriptionsList(reads),
      pick: (records, phone) =>
        current(
          reads
            .indexed(
              records,
              'phone',
              (s) => (s.phoneNumber ? normalizePhone(s.phoneNumber) : undefined),
              true,
            )
            .get(normalizePhone(phone)) ?? [],
        ),
    },
  });

/** the subscriptions of one customer number: the partner has no such filter, so its whole list */
export const subscriptionsOfCustomerLoader = (reads: RequestReads) =>
  reads.loader<string, WireSubscription[], WireSubscription>({
    cacheKey: (customerNumber) => customerNumber,
    callsPerKey: () => Number.POSITIVE_INFINITY,
    one: async (customerNumber) =>
      (await subscriptionsList(reads).read()).filter((s) => s.customerNumber === customerNumber),
    scan: {
      list: subscriptionsList(reads),
      pick: (records, customerNumber) =>
        reads.indexed(records, 'customer', (s) => s.customerNumber, true).get(customerNumber) ?? [],
    },
  });

export const subscriptionBySimCardLoader = (reads: RequestReads, prime: Prime) =>
  reads.loader<string, WireSubscription | null, WireSubscription>({
    cacheKey: (simCardNumber) => simCardNumber,
    callsPerKey: () => 1,
    one: async (simCardNumber) => {
      const found =
        (await reads.provider.get('QuerySubscription', { simCardNumber, take: 1 }, reads.call)).results[0] ??
        null;
      prime(found);
      return found;
    },
    scan: {
      list: subscriptionsList(reads),
      pick: (records, simCardNumber) =>
        reads.indexed(records, 'sim', (s) => s.simCardNumber, false).get(simCardNumber) ?? null,
    },
  });
