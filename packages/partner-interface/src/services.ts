/**
 * The services of a subscription: their names, the spec's defaults, and the services object
 * as the provider returns it and as a request sends it.
 */
import { z } from 'zod';
import { DATA_ROAMING_LIMITATION_PATTERN, DATA_USAGE_NOTIFICATION_PATTERN } from './values.js';

const BOOLEAN_SERVICES = [
  'voiceMail',
  'voiceRoaming',
  'internationalDialing',
  'premiumServices',
  'entertainmentServices',
  'internetAccess',
  'mobilePay',
  'extraSecureMobile',
  'superFast',
  'blockData',
  'dataRoamingEU',
  'benefitCountriesA15000MB',
  'benefitCountriesA15000MBMax',
  'benefitCountriesB7500MB',
  'benefitCountriesB7500MBMax',
  'restOfTheWorld5000MB',
  'restOfTheWorld5000MBMax',
  'worldBundle7500MB',
  'worldBundle7500MBMax',
  'notificationInfo',
  'dataRoamingLimitationNotification',
  'dataRoamingLimitationOverrideAllowed',
  'fixedIp',
  'blockExceptionCountries',
  'blockSatelliteDestinations',
] as const;
export type BooleanServiceName = (typeof BOOLEAN_SERVICES)[number];
export const BOOLEAN_SERVICE_NAMES: readonly BooleanServiceName[] = BOOLEAN_SERVICES;
/** Every service name the spec lists, in the spec's order of the boolean ones, then the rest. */
export const SERVICE_NAMES = [
  ...BOOLEAN_SERVICES,
  'dataRoamingOutsideEU',
  'dataUsageNotification',
  'dataRoamingLimitation',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** The spec's defaults for every service. */
export const SERVICE_DEFAULTS = {
  voiceMail: false,
  voiceRoaming: true,
  internationalDialing: false,
  premiumServices: true,
  entertainmentServices: true,
  internetAccess: true,
  mobilePay: false,
  extraSecureMobile: false,
  superFast: false,
  blockData: false,
  dataRoamingEU: false,
  dataRoamingOutsideEU: null,
  benefitCountriesA15000MB: true,
  benefitCountriesA15000MBMax: false,
  benefitCountriesB7500MB: true,
  benefitCountriesB7500MBMax: false,
  restOfTheWorld5000MB: true,
  restOfTheWorld5000MBMax: false,
  worldBundle7500MB: false,
  worldBundle7500MBMax: false,
  notificationInfo: true,
  dataRoamingLimitationNotification: true,
  dataRoamingLimitationOverrideAllowed: true,
  fixedIp: false,
  blockExceptionCountries: false,
  blockSatelliteDestinations: false,
  dataUsageNotification: 'No Data Usage Notification',
  dataRoamingLimitation: 'Limit 50',
} as const satisfies Record<ServiceName, boolean | string | null>;

const booleanServiceShape = Object.fromEntries(
  BOOLEAN_SERVICES.map((name) => [name, z.boolean().optional()]),
) as {
  [K in BooleanServiceName]: z.ZodOptional<z.ZodBoolean>;
};

/** The services object as the provider returns it (QuerySubscription adds three read-only fields). */
export const servicesSchema = z.looseObject({
  ...booleanServiceShape,
  dataRoamingOutsideEU: z.boolean().nullable().optional(),
  dataUsageNotification: z.string().optional(),
  dataRoamingLimitation: z.string().optional(),
  accessType: z.string().optional(),
  unlimitedVoiceNLEUGroup: z.boolean().optional(),
  voicePriority: z.boolean().optional(),
});
export type WireServices = z.infer<typeof servicesSchema>;

/**
 * The services object of a request. Unknown names pass (the provider ignores them, rule 1 of
 * SetServicesSubscription); value-type services must have their documented form.
 */
export const servicesRequestSchema = z.looseObject({
  ...booleanServiceShape,
  dataRoamingOutsideEU: z.boolean().nullable().optional(),
  dataUsageNotification: z
    .string()
    .regex(
      DATA_USAGE_NOTIFICATION_PATTERN,
      "must be 'No Data Usage Notification' or 'Data Usage Notification <n> MB'",
    )
    .optional(),
  dataRoamingLimitation: z.string().regex(DATA_ROAMING_LIMITATION_PATTERN, "must be 'Limit <n>'").optional(),
});
export type WireServicesRequest = z.infer<typeof servicesRequestSchema>;
