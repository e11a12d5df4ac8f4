/**
 * What each service means, from the spec's services table: the descriptions of the Services
 * type and of the services input.
 */
import type { BooleanServiceName } from '@msp/partner-interface';

export const BOOLEAN_SERVICE_DESCRIPTIONS: Record<BooleanServiceName, string> = {
  voiceMail: 'Voicemail. Default false.',
  voiceRoaming: 'Voice roaming (number used abroad). Default true.',
  internationalDialing: 'Calling foreign countries (number used within the home country). Default false.',
  premiumServices: 'Premium services (0900). Default true.',
  entertainmentServices: '0906, 0909 and 18xy numbers. Default true.',
  internetAccess: 'Standard internet access. Default true.',
  mobilePay:
    'APN for the mobile payment service. Default false. Unsupported on SP16002; on SP16001 only while extraSecureMobile is false.',
  extraSecureMobile: 'Extra secure mobile. Default false.',
  superFast: 'Ultrafast internet up to 1000 Mbps. Default false.',
  blockData: 'Block internet access. Default false.',
  dataRoamingEU: 'Data roaming in EU countries. Default false.',
  benefitCountriesA15000MB: 'Benefit countries A, 15 GB. Default true.',
  benefitCountriesA15000MBMax: 'Maximum of 10 per month (countries A). Default false.',
  benefitCountriesB7500MB: 'Benefit countries B, 7.5 GB. Default true.',
  benefitCountriesB7500MBMax: 'Maximum of 10 per month (countries B). Default false.',
  restOfTheWorld5000MB: 'Rest of the world bundle, 5 GB. Default true.',
  restOfTheWorld5000MBMax: 'Maximum of 10 per month (rest of world). Default false.',
  worldBundle7500MB: 'World bundle, 7.5 GB. Default false.',
  worldBundle7500MBMax: 'Maximum of 10 per month (world bundle). Default false.',
  notificationInfo: 'Foreign tariffs by SMS when abroad. Default true.',
  dataRoamingLimitationNotification: 'Provider notification for the data roaming limit. Default true.',
  dataRoamingLimitationOverrideAllowed: 'Exceeding the data roaming limit allowed. Default true.',
  fixedIp:
    "Fixed IP address. May need device APN changes; the assigned address appears in the subscription's fixedIpAddress. Default false.",
  blockExceptionCountries: 'Block country exceptions. Default false.',
  blockSatelliteDestinations: 'Block satellite destinations. Default false.',
};

export const DATA_ROAMING_OUTSIDE_EU_DESCRIPTION =
  'Data roaming outside the EU: true, false or null. Default null.';
export const DATA_USAGE_NOTIFICATION_DESCRIPTION =
  "Notification to the end user at a data usage level (home country and EU): 'Data Usage Notification <n> MB', or the default 'No Data Usage Notification'.";
export const DATA_ROAMING_LIMITATION_DESCRIPTION =
  "Limit in euros for data use abroad: 'Limit <n>'. Default 'Limit 50'.";

/** The MB of a `Data Usage Notification <n> MB` value; null for no notification or another form. */
export function notificationMb(value: string | null | undefined): number | null {
  const match = value?.match(/^Data Usage Notification (\d+) MB$/);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** The euros of a `Limit <n>` value; null for another form. */
export function limitEuros(value: string | null | undefined): number | null {
  const match = value?.match(/^Limit (\d+)$/);
  return match?.[1] === undefined ? null : Number(match[1]);
}
