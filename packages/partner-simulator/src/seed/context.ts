/**
 * What every part of the seed shares: the PRNG, the dataset being built, the anchor time, and
 * generators of phone numbers, SIM cards and finished activations. The parts draw from one
 * PRNG in a fixed order, so the same seed and start always give the same dataset.
 */
import type { WireActivation, WireSimCard } from '@msp/partner-interface';
import type { SimulatorData } from '../data.js';
import { Random } from '../random.js';

export type DatasetSize = 'small' | 'large';

export interface SeedOptions {
  seed: number;
  /** virtual time the dataset is anchored on, epoch ms */
  now: number;
  size: DatasetSize;
}

export const DAY = 86_400_000;
const SIZES = {
  small: { subscriptions: 300, cdrsPerSubscriptionMonth: 5, freeSims: 60 },
  large: { subscriptions: 1500, cdrsPerSubscriptionMonth: 7, freeSims: 200 },
} as const;

export const monthStart = (ms: number, back: number): number => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1);
};

type NewActivation = Partial<WireActivation> & { createdAt: string; status: string; activationType: string };
type Finished = Partial<WireActivation> & { createdAt: string; modifiedAt: string; status: string };

export interface SeedContext {
  readonly random: Random;
  readonly data: SimulatorData;
  /** the anchor, epoch ms */
  readonly now: number;
  readonly size: (typeof SIZES)[DatasetSize];
  iso(ms: number): string;
  /** a phone number no other seeded record has */
  phone(): string;
  newSim(simCardType: string, status: string): WireSimCard;
  addActivation(act: NewActivation): WireActivation;
  /** the timestamps, status and order number of an activation that ended */
  finished(created: number, status: 'DONE' | 'ERROR'): Finished;
}

export function createSeedContext(options: SeedOptions): SeedContext {
  const random = new Random(options.seed);
  const iso = (ms: number) => new Date(ms).toISOString();
  const data: SimulatorData = {
    customers: [],
    simCards: new Map(),
    subscriptions: new Map(),
    endedSubscriptions: new Map(),
    activations: new Map(),
    userNames: new Map(),
    cdrMonths: [],
    cdrs: new Map(),
    usage: [],
    invoices: [],
  };
  const takenPhones = new Set<string>();
  let orderSeq = 3_000_000;
  return {
    random,
    data,
    now: options.now,
    size: SIZES[options.size],
    iso,
    phone: () => {
      for (;;) {
        const candidate = `06${random.digits(8)}`;
        if (!takenPhones.has(candidate)) {
          takenPhones.add(candidate);
          return candidate;
        }
      }
    },
    newSim: (simCardType, status) => {
      const sim: WireSimCard = {
        id: random.guid(),
        simCardNumber: `893101${random.digits(13)}`,
        status,
        simCardType,
        pin: random.digits(4),
        puk: random.digits(8),
        subscriptionId: null,
        phoneNumber: null,
      };
      data.simCards.set(sim.simCardNumber, sim);
      return sim;
    },
    addActivation: (act) => {
      const record: WireActivation = { id: random.guid(), modifiedAt: act.createdAt, ...act };
      data.activations.set(record.id, record);
      return record;
    },
    finished: (created, status) => {
      orderSeq += random.int(1, 40);
      const done = created + random.int(2, 90) * 60_000;
      return {
        createdAt: iso(created),
        modifiedAt: iso(done),
        status,
        ...(status === 'DONE' ? { providerOrderNumber: `PO${orderSeq}`, activatedDate: iso(done) } : {}),
      };
    },
  };
}
