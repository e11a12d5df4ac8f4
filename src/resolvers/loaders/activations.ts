/** The loaders of activations: by id, and every activation of a subscription, newest first. */
import { PARTNER_MAX_TAKE, type WireActivation } from '@msp/partner-interface';
import { first, type RequestReads } from './batch.js';

const activationsList = (reads: RequestReads) =>
  reads.wholeList('QueryActivation', (p) => reads.provider.get('QueryActivation', p, reads.call));

export const activationLoader = (reads: RequestReads) =>
  reads.loader<string, WireActivation | null, WireActivation>({
    cacheKey: (id) => id,
    callsPerKey: () => 1,
    one: (id) => first(reads.provider.get('QueryActivation', { id, take: 1 }, reads.call)),
    scan: {
      list: activationsList(reads),
      pick: (records, id) => reads.indexed(records, 'id', (a) => a.id, false).get(id) ?? null,
    },
  });

const newestFirst = (a: WireActivation, b: WireActivation) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

export const activationsBySubscriptionLoader = (reads: RequestReads) =>
  reads.loader<string, WireActivation[], WireActivation>({
    cacheKey: (id) => id,
    callsPerKey: () => 1,
    one: async (subscriptionId) =>
      (
        await reads.provider.readAll(
          'QueryActivation',
          { subscriptionId, orderByDesc: 'createdAt' },
          { ...reads.call, pageSize: PARTNER_MAX_TAKE },
        )
      ).results,
    scan: {
      list: activationsList(reads),
      pick: (records, id) =>
        [...(reads.indexed(records, 'subscription', (a) => a.subscriptionId, true).get(id) ?? [])].sort(
          newestFirst,
        ),
    },
  });
