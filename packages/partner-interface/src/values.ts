/**
 * The value sets and formats of the Mobile Subscription Partner Interface.
 *
 * Open value sets (status, activationType, portingStatus, ...) are plain strings on the wire
 * so that a value the spec does not list never breaks parsing; the known values are listed
 * here for the layers above.
 */
import { z } from 'zod';

// value sets the spec lists (the complete lists are "not shown" for several of them)

export const ACTIVATION_STATUSES = ['INIT', 'BUSY', 'DONE', 'ERROR', 'CANCELLING', 'CANCELLED'] as const;
export const FINAL_ACTIVATION_STATUSES = ['DONE', 'ERROR', 'CANCELLED'] as const;
export const ACTIVATION_TYPES = [
  'ACTIVATENEW',
  'SETSERVICES',
  'SIMSWAP',
  'OUTPORT',
  'INPORT',
  'TERMINATE',
  'SUSPEND',
  'RESUME',
] as const;
export const INPORT_PORTING_STATUSES = ['INIT', 'APPROVED', 'REJECTED', 'CANCELLING', 'CANCELLED'] as const;
export const OUTPORT_PORTING_STATUSES = ['OUTPORTED', 'REJECTED', 'NOTCALLED', 'CANCELLING'] as const;
export const PROVIDER_ENVIRONMENTS = ['SP16001', 'SP16002'] as const;
export const SUBSCRIPTION_STATES = ['ACTIVE', 'BLOCKED', 'UNKNOWN'] as const;
export const SIM_CARD_STATUSES = ['FREE', 'ACTIVATED', 'DISABLED', 'BUSY'] as const;
export const SIM_CARD_TYPES = ['USIM', 'DUOSIM', 'DATAONLYSIM'] as const;
export const SUBSCRIPTION_TYPES = ['VOICEDATA', 'DATAONLY'] as const;
export const ACCESS_TYPES = ['INTERNETACCESS', 'MOBILEPAY'] as const;

export type ActivationStatus = (typeof ACTIVATION_STATUSES)[number];
export type ActivationType = (typeof ACTIVATION_TYPES)[number];
/** What an order means when it leaves a field out (the spec's defaults; eSim also for a SIM swap). */
export const ORDER_DEFAULTS = {
  providerEnvironment: 'SP16001',
  subscriptionType: 'VOICEDATA',
  accessType: 'INTERNETACCESS',
  eSim: false,
} as const;

export type AccessType = (typeof ACCESS_TYPES)[number];
export type ProviderEnvironment = (typeof PROVIDER_ENVIRONMENTS)[number];
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** Phone numbers come as 06-<digits> and 06<digits>: compare them by their digits. */
export const normalizePhone = (phone: string): string => phone.replace(/[^0-9]/g, '');

/** Change and cancel of an APPROVED port-in are refused within this long before approvedDate. */
export const PORTING_WINDOW_MS = 48 * 3_600_000;

/** A port-out is OUTPORTED within this long of its order, and NOTCALLED when it is not called in it. */
export const OUTPORT_WINDOW_MS = 90 * 24 * 3_600_000;

export const isFinalStatus = (status: string): boolean =>
  (FINAL_ACTIVATION_STATUSES as readonly string[]).includes(status);

// ---------------------------------------------------------------------------------------------
// formats

/** YYYY_MM, the spec's year-month form. */
export const yearMonthSchema = z.string().regex(/^\d{4}_(0[1-9]|1[0-2])$/, 'must be a year-month as YYYY_MM');
/** The year-month (UTC) of an instant, epoch ms. */
export const yearMonthOf = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}_${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
/** YYYY-MM-DD. */
export const dateSchema = z.iso.date({ error: 'must be a date as YYYY-MM-DD' });
/** ISO 8601 date-time with a time-zone offset (Z or +hh:mm). */
export const dateTimeSchema = z.iso.datetime({
  offset: true,
  error: 'must be an ISO 8601 date-time with a time-zone offset',
});

/** `Data Usage Notification <n> MB`, or the default `No Data Usage Notification`. */
export const DATA_USAGE_NOTIFICATION_PATTERN =
  /^(No Data Usage Notification|Data Usage Notification [1-9]\d* MB)$/;
/** `Limit <n>` (euros). */
export const DATA_ROAMING_LIMITATION_PATTERN = /^Limit (0|[1-9]\d*)$/;
