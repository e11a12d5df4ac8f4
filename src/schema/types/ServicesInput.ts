import { BOOLEAN_SERVICE_NAMES } from '../../provider/wire.js';
import { builder } from '../builder.js';
import {
  BOOLEAN_SERVICE_DESCRIPTIONS,
  DATA_ROAMING_LIMITATION_DESCRIPTION,
  DATA_ROAMING_OUTSIDE_EU_DESCRIPTION,
  DATA_USAGE_NOTIFICATION_DESCRIPTION,
} from '../services-catalog.js';

export const ServicesInput = builder.inputType('ServicesInput', {
  description:
    'The services to set: only the ones named here change. dataUsageNotification and dataRoamingLimitation take their documented text forms, or a number through dataUsageNotificationMb and dataRoamingLimitEuros.',
  fields: (t) => ({
    ...Object.fromEntries(
      BOOLEAN_SERVICE_NAMES.map((name) => [
        name,
        t.boolean({ description: BOOLEAN_SERVICE_DESCRIPTIONS[name] }),
      ]),
    ),
    dataRoamingOutsideEU: t.boolean({
      description: `${DATA_ROAMING_OUTSIDE_EU_DESCRIPTION} An explicit null sets null.`,
    }),
    dataUsageNotification: t.string({ description: DATA_USAGE_NOTIFICATION_DESCRIPTION }),
    dataUsageNotificationMb: t.int({
      description: 'The notification level in MB, as a number; 0 means no notification.',
    }),
    dataRoamingLimitation: t.string({ description: DATA_ROAMING_LIMITATION_DESCRIPTION }),
    dataRoamingLimitEuros: t.int({ description: 'The data roaming limit in euros, as a number.' }),
  }),
});
