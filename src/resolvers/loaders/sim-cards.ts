/** The loader of SIM cards, by number. */
import type { WireSimCard } from '@msp/partner-interface';
import type { RequestReads } from './batch.js';

export const simCardLoader = (reads: RequestReads) =>
  reads.loader<string, WireSimCard | null, WireSimCard>({
    cacheKey: (simCardNumber) => simCardNumber,
    callsPerKey: () => 1,
    one: async (simCardNumber) =>
      (await reads.provider.get('QuerySimcard', { simCardNumber, take: 1 }, reads.call)).results[0] ?? null,
    scan: {
      list: reads.wholeList('QuerySimcard', (p) => reads.provider.get('QuerySimcard', p, reads.call)),
      pick: (records, simCardNumber) =>
        reads.indexed(records, 'number', (s) => s.simCardNumber, false).get(simCardNumber) ?? null,
    },
  });
