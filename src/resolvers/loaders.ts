/**
 * Per-request DataLoaders: every edge of the graph resolves through one of these. Each
 * loader dedupes its keys and answers a batch with one call per key or one read of the whole
 * list (./loaders/batch.ts); one module per resource says how (./loaders/*.ts). What the
 * journal recorded of activations is read by one query per batch (./loaders/journal.ts).
 */
import type { WireActivation, WireSubscription } from '@msp/partner-interface';
import type { Journal } from '../journal/journal.js';
import type { CallOptions, PartnerApi } from '../provider/api.js';
import type { ListSizes } from '../provider/paging.js';
import { activationLoader, activationsBySubscriptionLoader } from './loaders/activations.js';
import { type BatchSettings, RequestReads } from './loaders/batch.js';
import { invoiceLoader } from './loaders/billing.js';
import { activationHistoryLoader } from './loaders/journal.js';
import { simCardLoader } from './loaders/sim-cards.js';
import {
  subscriptionByPhoneLoader,
  subscriptionBySimCardLoader,
  subscriptionLoader,
  subscriptionsOfCustomerLoader,
} from './loaders/subscriptions.js';
import {
  cdrLoader,
  cdrsBySubscriptionLoader,
  usageBySubscriptionLoader,
  usageSummaryLoader,
} from './loaders/usage-and-cdrs.js';

export type { BatchSettings };

/**
 * The loaders of one request, or of one event of a live stream. Each is made when a resolver
 * first uses it (a request uses a few), and what they share on the first use of any: an idle
 * live stream, which holds a set for its next event, holds only this object (the
 * subscriptions bench's "gateway RSS per subscriber", bench/results.md).
 */
export class Loaders {
  readonly #provider: PartnerApi;
  readonly #sizes: ListSizes;
  readonly #settings: BatchSettings;
  readonly #call: CallOptions;
  readonly #journal: Journal;
  #reads: RequestReads | undefined;
  #subscription: ReturnType<typeof subscriptionLoader> | undefined;
  #subscriptionByPhone: ReturnType<typeof subscriptionByPhoneLoader> | undefined;
  #subscriptionsOfCustomer: ReturnType<typeof subscriptionsOfCustomerLoader> | undefined;
  #subscriptionBySimCard: ReturnType<typeof subscriptionBySimCardLoader> | undefined;
  #simCard: ReturnType<typeof simCardLoader> | undefined;
  #activation: ReturnType<typeof activationLoader> | undefined;
  #activationsBySubscription: ReturnType<typeof activationsBySubscriptionLoader> | undefined;
  #usageBySubscription: ReturnType<typeof usageBySubscriptionLoader> | undefined;
  #cdr: ReturnType<typeof cdrLoader> | undefined;
  #usageSummary: ReturnType<typeof usageSummaryLoader> | undefined;
  #invoice: ReturnType<typeof invoiceLoader> | undefined;
  #cdrsBySubscription: ReturnType<typeof cdrsBySubscriptionLoader> | undefined;
  #activationHistory: ReturnType<typeof activationHistoryLoader> | undefined;

  constructor(
    provider: PartnerApi,
    sizes: ListSizes,
    settings: BatchSettings,
    call: CallOptions,
    journal: Journal,
  ) {
    this.#provider = provider;
    this.#sizes = sizes;
    this.#settings = settings;
    this.#call = call;
    this.#journal = journal;
  }

  get #shared(): RequestReads {
    this.#reads ??= new RequestReads(this.#provider, this.#sizes, this.#settings, this.#call);
    return this.#reads;
  }

  get subscription() {
    this.#subscription ??= subscriptionLoader(this.#shared);
    return this.#subscription;
  }
  get subscriptionByPhone() {
    this.#subscriptionByPhone ??= subscriptionByPhoneLoader(this.#shared, (s) => this.primeSubscription(s));
    return this.#subscriptionByPhone;
  }
  get subscriptionsOfCustomer() {
    this.#subscriptionsOfCustomer ??= subscriptionsOfCustomerLoader(this.#shared);
    return this.#subscriptionsOfCustomer;
  }
  get subscriptionBySimCard() {
    this.#subscriptionBySimCard ??= subscriptionBySimCardLoader(this.#shared, (s) =>
      this.primeSubscription(s),
    );
    return this.#subscriptionBySimCard;
  }
  get simCard() {
    this.#simCard ??= simCardLoader(this.#shared);
    return this.#simCard;
  }
  get activation() {
    this.#activation ??= activationLoader(this.#shared);
    return this.#activation;
  }
  get activationsBySubscription() {
    this.#activationsBySubscription ??= activationsBySubscriptionLoader(this.#shared);
    return this.#activationsBySubscription;
  }
  get usageBySubscription() {
    this.#usageBySubscription ??= usageBySubscriptionLoader(this.#shared);
    return this.#usageBySubscription;
  }
  get cdr() {
    this.#cdr ??= cdrLoader(this.#shared);
    return this.#cdr;
  }
  get usageSummary() {
    this.#usageSummary ??= usageSummaryLoader(this.#shared);
    return this.#usageSummary;
  }
  get invoice() {
    this.#invoice ??= invoiceLoader(this.#shared);
    return this.#invoice;
  }
  get cdrsBySubscription() {
    this.#cdrsBySubscription ??= cdrsBySubscriptionLoader(this.#shared);
    return this.#cdrsBySubscription;
  }
  /** each activation's status changes as the journal recorded them: no partner call */
  get activationHistory() {
    this.#activationHistory ??= activationHistoryLoader(this.#journal);
    return this.#activationHistory;
  }

  /** makes a subscription fetched by a list known to the by-key loaders of this request */
  primeSubscription<V extends WireSubscription | null>(value: V): V {
    if (value !== null && this.#shared.batched) this.subscription.prime({ id: value.id }, value);
    return value;
  }

  /** makes an activation fetched by a list known to the by-key loaders of this request */
  primeActivation(value: WireActivation): WireActivation {
    if (this.#shared.batched) this.activation.prime(value.id, value);
    return value;
  }
}

export const createLoaders = (
  provider: PartnerApi,
  sizes: ListSizes,
  settings: BatchSettings,
  call: CallOptions,
  journal: Journal,
): Loaders => new Loaders(provider, sizes, settings, call, journal);
