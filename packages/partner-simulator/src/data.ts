/**
 * The simulated partner's records, as the seed makes them and the order state machines
 * change them.
 */
import type {
  AccessType,
  WireActivation,
  WireCdr,
  WireCdrMonth,
  WireInvoice,
  WireServices,
  WireSimCard,
  WireSubscription,
  WireUsageSummary,
} from '@msp/partner-interface';

/** The provider group every record of the simulated reseller belongs to. */
export const PROVIDER_GROUP = 'PROVIDERMOBIEL';

/** services.accessType in QuerySubscription: "human-readable form of the access type". */
export const ACCESS_TYPE_LABELS = {
  INTERNETACCESS: 'Internet access',
  MOBILEPAY: 'Mobile pay',
} as const satisfies Record<AccessType, string>;

/**
 * The three services QuerySubscription "additionally returns": the access type as ordered,
 * unlimited voice NL/EU in the unlimited environment (SP16002), and voice priority, which only
 * the provider grants (off for every new subscription).
 */
export const readOnlyServices = (
  environment: string,
  accessType: AccessType,
  voicePriority = false,
): Pick<WireServices, 'accessType' | 'unlimitedVoiceNLEUGroup' | 'voicePriority'> => ({
  accessType: ACCESS_TYPE_LABELS[accessType],
  unlimitedVoiceNLEUGroup: environment === 'SP16002',
  voicePriority,
});

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
