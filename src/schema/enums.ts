/**
 * The enums more than one domain uses. An enum of one domain lives in that domain's module.
 */
import {
  ACCESS_TYPES,
  ACTIVATION_STATUSES,
  PROVIDER_ENVIRONMENTS,
  SUBSCRIPTION_TYPES,
} from '@msp/partner-interface';
import { builder } from './builder.js';
import { openEnum } from './open-enum.js';

export const ActivationStatus = openEnum(
  'ActivationStatus',
  ACTIVATION_STATUSES,
  'Status of an activation. DONE, ERROR and CANCELLED are final: nothing changes after them.',
  {
    INIT: 'Accepted; the provider has not started processing it yet.',
    BUSY: 'Being processed; providerOrderNumber appears once the provider has answered. Cancellations of port-ins, port-outs and terminations answer BUSY while they are handled.',
    DONE: 'Final: completed. activatedDate is set.',
    ERROR:
      "Final: the order failed. explanation gives the provider's reason when it sends one; a port-in's portingStatus is REJECTED.",
    CANCELLING: 'A cancellation of a new subscription (cancelNewSubscription) is being handled.',
    CANCELLED: 'Final: cancelled.',
  },
);

export const AccessType = openEnum(
  'AccessType',
  ACCESS_TYPES,
  'Access type of a line (accessType in the info of NewSubscription and InPortSubscription orders).',
  {
    INTERNETACCESS: 'Standard internet access. The default when an order names none.',
    MOBILEPAY:
      'Access for the mobile payment service: the mobilePay rules apply (unsupported on SP16002; on SP16001 only without extraSecureMobile).',
  },
);

export const ProviderEnvironment = openEnum(
  'ProviderEnvironment',
  PROVIDER_ENVIRONMENTS,
  'Environment in which the SIM is registered at the provider. A non-default environment has different subscription fees and must be agreed with the account manager beforehand.',
  {
    SP16001: 'Standard environment. The default when an order names none.',
    SP16002: 'Unlimited environment. mobilePay is unsupported in it.',
  },
);

export const SubscriptionType = openEnum(
  'SubscriptionType',
  SUBSCRIPTION_TYPES,
  'Whether a subscription carries voice and data, or data only (subscriptionType).',
  {
    VOICEDATA: 'Voice and data. The default when an order names none.',
    DATAONLY: 'Data only.',
  },
);

export const SortDirection = builder.enumType('SortDirection', {
  description: 'Direction of a sort order.',
  values: {
    ASC: { description: 'Ascending: sent to the provider as orderBy.' },
    DESC: { description: 'Descending: sent to the provider as orderByDesc.' },
  } as const,
});
