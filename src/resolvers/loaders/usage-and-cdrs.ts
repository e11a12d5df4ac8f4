/**
 * The loaders of usage and CDRs: a subscription's usage summaries, one summary by id, one CDR
 * by month and id, and a subscription's CDRs of one month (the month's list is the scan).
 */
import { PARTNER_MAX_TAKE, type WireCdr, type WireUsageSummary } from '@msp/partner-interface';
import type DataLoader from 'dataloader';
import { first, type RequestReads } from './batch.js';
import type { SubscriptionRef } from './subscriptions.js';

export interface CdrKey extends SubscriptionRef {
  yearMonth: string;
}

export const usageBySubscriptionLoader = (reads: RequestReads) =>
  reads.loader<SubscriptionRef, WireUsageSummary[], WireUsageSummary>({
    cacheKey: (ref) => ref.id,
    callsPerKey: () => 1,
    one: async (ref) => {
      if (!ref.phoneNumber) return [];
      const { results } = await reads.provider.readAll(
        'QueryUsageSubscription',
        { phoneNumber: ref.phoneNumber },
        { ...reads.call, pageSize: PARTNER_MAX_TAKE },
      );
      return results.filter((u) => u.subscriptionId === ref.id);
    },
    scan: {
      list: reads.wholeList('QueryUsageSubscription', (p) =>
        reads.provider.get('QueryUsageSubscription', p, reads.call),
      ),
      pick: (records, ref) =>
        reads.indexed(records, 'subscription', (u) => u.subscriptionId, true).get(ref.id) ?? [],
    },
  });

export const usageSummaryLoader = (reads: RequestReads) =>
  reads.loader<string, WireUsageSummary | null, WireUsageSummary>({
    cacheKey: (id) => id,
    callsPerKey: () => 1,
    one: (id) => first(reads.provider.get('QueryUsageSubscription', { id, take: 1 }, reads.call)),
  });

export const cdrLoader = (reads: RequestReads) =>
  reads.loader<{ yearMonth: string; id: string }, WireCdr | null, WireCdr>({
    cacheKey: (key) => `${key.yearMonth}/${key.id}`,
    callsPerKey: () => 1,
    one: ({ yearMonth, id }) => first(reads.provider.get('QueryCdr', { yearMonth, id, take: 1 }, reads.call)),
  });

/** CDRs of one month per subscription: a loader per month, made on the month's first key */
export function cdrsBySubscriptionLoader(reads: RequestReads) {
  const byMonth = new Map<string, DataLoader<SubscriptionRef, WireCdr[], string>>();
  const forMonth = (yearMonth: string) =>
    reads.loader<SubscriptionRef, WireCdr[], WireCdr>({
      cacheKey: (ref) => ref.id,
      callsPerKey: () => 1,
      one: async (ref) => {
        if (!ref.phoneNumber) return [];
        const { results } = await reads.provider.readAll(
          'QueryCdr',
          { yearMonth, phoneNumber: ref.phoneNumber },
          { ...reads.call, pageSize: PARTNER_MAX_TAKE },
        );
        return results.filter((c) => c.subscriptionId === ref.id);
      },
      scan: {
        list: reads.wholeList(`QueryCdr?yearMonth=${yearMonth}`, (p) =>
          reads.provider.get('QueryCdr', { ...p, yearMonth }, reads.call),
        ),
        pick: (records, ref) =>
          reads.indexed(records, 'subscription', (c) => c.subscriptionId, true).get(ref.id) ?? [],
      },
    });
  return {
    load(key: CdrKey): Promise<WireCdr[]> {
      let loader = byMonth.get(key.yearMonth);
      if (loader === undefined) {
        loader = forMonth(key.yearMonth);
        byMonth.set(key.yearMonth, loader);
      }
      return loader.load({ id: key.id, phoneNumber: key.phoneNumber });
    },
  };
}
