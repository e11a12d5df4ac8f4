/**
 * The enums more than one domain uses. An enum of one domain lives in that domain's module.
 */
import { ACCESS_TYPES, PROVIDER_ENVIRONMENTS, SUBSCRIPTION_TYPES } from '@msp/partner-interface';
import { builder } from './builder.js';
import { openEnum } from './open-enum.js';

export const AccessType = openEnum('AccessType', ACCESS_TYPES, 'INTERNETACCESS (default) or MOBILEPAY.');

export const ProviderEnvironment = openEnum(
  'ProviderEnvironment',
  PROVIDER_ENVIRONMENTS,
  'Environment in which the SIM is registered at the provider: SP16001 standard (default), SP16002 unlimited.',
);

export const SubscriptionType = openEnum(
  'SubscriptionType',
  SUBSCRIPTION_TYPES,
  'VOICEDATA (default) or DATAONLY.',
);

export const SortDirection = builder.enumType('SortDirection', {
  description: 'Ascending (the provider orderBy) or descending (orderByDesc).',
  values: ['ASC', 'DESC'] as const,
});
