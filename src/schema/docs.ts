/**
 * Descriptions of fields that recur across domains, each fact of the spec worded once. A
 * description that belongs to one type stays beside its field; the sentence that marks a type
 * without an id as embedded is EMBEDDED in ./builder.ts. A figure the gateway or the partner
 * sets (a lifetime, a window) is written from the constant that sets it, never as a number: the
 * printed schema states the settings' defaults, and says which setting changes each.
 */
import { OUTPORT_WINDOW_MS, PORTING_WINDOW_MS } from '@msp/partner-interface';
import { JOURNAL_DEFAULTS } from '../settings/defaults.js';

/** The spec's convention for phone numbers, appended to every phone number field. */
export const PHONE_FORMS = 'Written 06-<digits> or 06<digits>; some outputs mask digits.';

/** A record's phone number. */
export const PHONE_NUMBER = `The phone number. ${PHONE_FORMS}`;

/** providerGroup, on any record. */
export const PROVIDER_GROUP = 'The provider group. On subscriptions always the constant PROVIDERMOBIEL.';

/** subscriptionId of a record that belongs to a subscription. */
export const SUBSCRIPTION_ID =
  "The provider's id of the subscription the record belongs to; subscription resolves it.";

/** The edge from a record to its subscription. */
export const SUBSCRIPTION =
  'The subscription the record belongs to; null when it names none, or when the provider no longer lists it (terminated and ported-out subscriptions are gone from QuerySubscription).';

/** customerId of usage, invoices and CDRs: the spec names it without saying more. */
export const CUSTOMER_ID = "The customer's id at the provider.";

/** The yearMonth of a record. */
export const YEAR_MONTH = 'The month the record belongs to.';

/** The filter argument of a list. */
export const FILTER = "Only the records that match every field given (the spec's query parameters).";

/** The orderBy argument of a list. */
export const ORDER_BY = 'Sort order; without it, the order the provider answers in.';

/** The fields invoice lines and usage detail lines share. */
export const LINE = {
  invoiceLineType: 'The type of the invoice line.',
  invoiceLineCode: 'The code of the invoice line.',
  description: 'The text of the line.',
  sortOrder: 'The position of the line: the provider sorts lines by it.',
  quantity: 'Number of occurrences.',
  volume: 'The volume as a number; volumeStr writes it with its unit.',
  volumeStr: 'The volume as text: megabytes, time or pieces.',
  amount: 'The charge.',
} as const;

/** The bundle figures of a usage summary and of an invoice's group-bundle lines. */
export const BUNDLE = {
  quantityInBundleHomeVoice: 'Included voice bundle (home).',
  usageHomeVoice: 'Voice minutes used (home).',
  quantityInBundleHomeData: 'Included data bundle (home).',
  usageHomeData: 'Data used (home).',
  quantityInBundleHomeSms: 'Included SMS bundle (home).',
  usageHomeSms: 'SMS used (home).',
} as const;

/**
 * How long an idempotency key names its order: as long as the journal keeps the order, which
 * deletes final orders JOURNAL_RETENTION_DAYS after they were sent (src/journal/journal.ts).
 */
export const KEY_LIFETIME = `A key names its order for as long as the journal keeps it: until ${JOURNAL_DEFAULTS.retentionDays} days after it was sent by default (JOURNAL_RETENTION_DAYS), and while it is not final.`;

/** The partner refuses to change or cancel an APPROVED port-in this long before its approvedDate. */
export const PORTING_WINDOW = `${PORTING_WINDOW_MS / 3_600_000} hours`;

/** A port-out is OUTPORTED within this long of its order, NOTCALLED when it is not called in it. */
export const OUTPORT_WINDOW = `${OUTPORT_WINDOW_MS / 86_400_000} days`;
