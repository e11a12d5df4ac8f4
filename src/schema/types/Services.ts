import { BOOLEAN_SERVICE_NAMES } from '../../provider/wire.js';
import { ServicesRef } from '../refs.js';
import {
  BOOLEAN_SERVICE_DESCRIPTIONS,
  DATA_ROAMING_LIMITATION_DESCRIPTION,
  DATA_ROAMING_OUTSIDE_EU_DESCRIPTION,
  DATA_USAGE_NOTIFICATION_DESCRIPTION,
  limitEuros,
  notificationMb,
} from '../services-catalog.js';

ServicesRef.implement({
  description:
    'Services of a subscription. On a subscription: the services actually set. On a SetServices activation: only the services the provider recognised.',
  fields: (t) => ({
    ...Object.fromEntries(
      BOOLEAN_SERVICE_NAMES.map((name) => [
        name,
        t.boolean({ description: BOOLEAN_SERVICE_DESCRIPTIONS[name], resolve: (s) => s[name] ?? null }),
      ]),
    ),
    dataRoamingOutsideEU: t.boolean({
      description: DATA_ROAMING_OUTSIDE_EU_DESCRIPTION,
      resolve: (s) => s.dataRoamingOutsideEU ?? null,
    }),
    dataUsageNotification: t.string({
      description: DATA_USAGE_NOTIFICATION_DESCRIPTION,
      resolve: (s) => s.dataUsageNotification ?? null,
    }),
    dataUsageNotificationMb: t.int({
      description: 'The level of dataUsageNotification in MB; null when there is no notification.',
      resolve: (s) => notificationMb(s.dataUsageNotification),
    }),
    dataRoamingLimitation: t.string({
      description: DATA_ROAMING_LIMITATION_DESCRIPTION,
      resolve: (s) => s.dataRoamingLimitation ?? null,
    }),
    dataRoamingLimitEuros: t.int({
      description: 'The limit of dataRoamingLimitation in euros.',
      resolve: (s) => limitEuros(s.dataRoamingLimitation),
    }),
    accessType: t.string({
      description: 'Human-readable form of the access type (QuerySubscription only).',
      resolve: (s) => s.accessType ?? null,
    }),
    unlimitedVoiceNLEUGroup: t.boolean({
      description: 'QuerySubscription only.',
      resolve: (s) => s.unlimitedVoiceNLEUGroup ?? null,
    }),
    voicePriority: t.boolean({
      description: 'QuerySubscription only.',
      resolve: (s) => s.voicePriority ?? null,
    }),
  }),
});
