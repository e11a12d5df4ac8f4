/**
 * The simulated partner's records, as the seed makes them and the order state machines
 * change them.
 */
import type {
  WireActivation,
  WireCdr,
  WireCdrMonth,
  WireInvoice,
  WireSimCard,
  WireSubscription,
  WireUsageSummary,
} from '@msp/partner-interface';

/** The provider group every record of the simulated reseller belongs to. */
export const PROVIDER_GROUP = 'PROVIDERMOBIEL';

export interface Customer {
  id: string;
  customerNumber: string;
  name: string;
}

export interface SimulatorData {
  customers: Customer[];
  simCards: Map<string, WireSimCard>;
  subscriptions: Map<string, WireSubscription>;
  /** subscriptions that were terminated or ported out: gone from QuerySubscription */
  endedSubscriptions: Map<string, WireSubscription>;
  activations: Map<string, WireActivation>;
  userNames: Map<string, string>;
  cdrMonths: WireCdrMonth[];
  cdrs: Map<string, WireCdr[]>;
  usage: WireUsageSummary[];
  invoices: WireInvoice[];
}
