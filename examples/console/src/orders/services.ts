/**
 * The services the console shows and sets: the on/off ones its detail page selects
 * (SubscriptionView's services), with their labels, and two levels. The compiler holds each name to a boolean
 * service both of that selection and of the SetServices input.
 */
import type { ServicesInput } from '@msp/client';
import type { SubscriptionViewFragment } from '../generated/graphql.js';

type Shown = NonNullable<SubscriptionViewFragment['services']>;
type Switchable = {
  [K in keyof Shown & keyof ServicesInput]-?: NonNullable<Shown[K]> extends boolean ? K : never;
}[keyof Shown & keyof ServicesInput];

export const SWITCHES = [
  ['voiceMail', 'Voicemail'],
  ['voiceRoaming', 'Voice roaming'],
  ['internationalDialing', 'International dialing'],
  ['premiumServices', 'Premium numbers'],
  ['internetAccess', 'Internet access'],
  ['mobilePay', 'Mobile pay'],
  ['extraSecureMobile', 'Extra secure mobile'],
  ['dataRoamingEU', 'Data roaming EU'],
] as const satisfies readonly (readonly [Switchable, string])[];

export type Switch = (typeof SWITCHES)[number][0];

type Levels = Pick<ServicesInput, 'dataUsageNotificationMb' | 'dataRoamingLimitEuros'>;

/** the two levels the console sets, each with its label and what empty means */
export const LEVELS = [
  ['dataUsageNotificationMb', 'Data usage notification (MB)', '0 for none; empty: unchanged'],
  ['dataRoamingLimitEuros', 'Data roaming limit (EUR)', 'empty: unchanged'],
] as const satisfies readonly (readonly [keyof Levels, string, string])[];
