/**
 * Search as a person types it (staff only): one text, read as every kind of key it could be,
 * each looked up the way the partner's spec allows, and the matches together.
 *
 * - A phone number in any form: 06-12345678, 0612345678, 06 1234 5678, +31 6 12345678,
 *   0031612345678, 31612345678 (the country code and every separator dropped): QuerySubscription
 *   by phoneNumber, which the spec offers.
 * - A SIM card number (ICCID: 89 and 17 or 18 digits): QuerySubscription by simCardNumber.
 * - An activation id (the provider's GUID): QueryActivation by id, and the order placed here.
 * - A reference number (at most 15 characters, as orders send it): the orders placed through
 *   this gateway with it (the journal; QueryActivation offers no reference filter).
 * - A phone number's beginning (0 and 3 to 9 digits, in any form above) or a customer number:
 *   the spec offers no filter for either, so the subscriptions are read page by page
 *   (QuerySubscription, PARTNER_MAX_TAKE a call), at most SEARCH_SCAN_LIMIT of them; when there
 *   are more, the answer says it is not complete (`complete: false`), and an exact number finds
 *   what the scan did not reach.
 */
import { normalizePhone, type WireActivation, type WireSubscription } from '@msp/partner-interface';
import type { Context } from '../request/context.js';
import { INPUT_LIMITS } from '../settings/defaults.js';
import { activationById } from './activations.js';
import { inputError } from './common.js';
import { listPlacedOrders, type PlacedOrder } from './journal.js';

/** how many subscriptions a scan (a prefix, a customer number) reads at most */
export const SEARCH_SCAN_LIMIT = 5_000;

/** the fewest characters a search text has, separators aside */
export const SEARCH_MIN_LENGTH = 3;

export const SEARCH_READINGS = [
  'PHONE_NUMBER',
  'PHONE_PREFIX',
  'SIM_CARD_NUMBER',
  'CUSTOMER_NUMBER',
  'ACTIVATION_ID',
  'REFERENCE_NUMBER',
] as const;
export type SearchReading = (typeof SEARCH_READINGS)[number];

export interface SearchResult {
  text: string;
  readAs: SearchReading[];
  subscriptions: WireSubscription[];
  activations: WireActivation[];
  placedOrders: PlacedOrder[];
  /** false when a scan stopped at SEARCH_SCAN_LIMIT before the end of the list */
  complete: boolean;
  /** how many subscriptions a scan read; 0 without one */
  scanned: number;
}

/** what a person puts between digits: spaces, dashes, dots, slashes, brackets */
const SEPARATORS = /[\s\-./()]/g;
const GUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
const ICCID = /^89\d{17,18}$/;
/** a reference is at most this long (the spec's referenceNumber) */
const REFERENCE_MAX = 15;

/**
 * The national form of a phone number's digits, 0 first, from any form a person types: +31 6...,
 * 0031 6..., 31 6... (a Dutch mobile number written with its country code) or 06...; null when
 * the text is no phone number (or its beginning).
 */
export function nationalDigits(text: string): string | null {
  const compact = text.replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace('+', '');
  if (compact.startsWith('+31') || compact.startsWith('0031'))
    return `0${digits.slice(compact.startsWith('+') ? 2 : 4)}`;
  if (compact.startsWith('+')) return null;
  // 31 6xxxxxxxx: a mobile number with its country code and no plus
  if (/^316\d{8}$/.test(digits)) return `0${digits.slice(2)}`;
  return digits.startsWith('0') ? digits : null;
}

/** every kind of key `text` could be, and the value each is looked up by */
export function readingsOf(text: string): Array<{ as: SearchReading; value: string }> {
  const compact = text.replace(SEPARATORS, '');
  const readings: Array<{ as: SearchReading; value: string }> = [];
  const phone = nationalDigits(text);
  if (phone !== null && /^06\d{8}$/.test(phone)) readings.push({ as: 'PHONE_NUMBER', value: phone });
  else if (phone !== null && /^0\d{3,9}$/.test(phone)) readings.push({ as: 'PHONE_PREFIX', value: phone });
  if (ICCID.test(compact)) readings.push({ as: 'SIM_CARD_NUMBER', value: compact });
  if (/^[a-z]{0,3}\d{3,}$/i.test(compact) && !ICCID.test(compact) && !compact.startsWith('0'))
    readings.push({ as: 'CUSTOMER_NUMBER', value: compact });
  if (GUID.test(text)) readings.push({ as: 'ACTIVATION_ID', value: text.toLowerCase() });
  if (text.length <= REFERENCE_MAX) readings.push({ as: 'REFERENCE_NUMBER', value: text });
  return readings;
}

/** the subscriptions a phone prefix or a customer number finds, by reading the list (bounded) */
async function scan(
  ctx: Context,
  prefix: string | undefined,
  customerNumber: string | undefined,
): Promise<{ found: WireSubscription[]; scanned: number; complete: boolean }> {
  const all = await ctx.provider.readAll('QuerySubscription', {}, { ...ctx.call, limit: SEARCH_SCAN_LIMIT });
  const customer = customerNumber?.toLowerCase();
  const found = all.results.filter(
    (sub) =>
      (prefix !== undefined &&
        typeof sub.phoneNumber === 'string' &&
        normalizePhone(sub.phoneNumber).startsWith(prefix)) ||
      (customer !== undefined && sub.customerNumber?.toLowerCase() === customer),
  );
  for (const sub of found) ctx.loaders.primeSubscription(sub);
  return { found, scanned: all.results.length, complete: all.results.length >= all.total };
}

/** A search for staff: everything `text` finds, read as every key it could be. */
export async function search(ctx: Context, raw: string, first: number): Promise<SearchResult> {
  const text = raw.trim();
  if (text.replace(SEPARATORS, '').length < SEARCH_MIN_LENGTH)
    throw inputError('text', `give at least ${SEARCH_MIN_LENGTH} characters (digits or letters)`);
  if (text.length > INPUT_LIMITS.maxStringLength)
    throw inputError('text', `at most ${INPUT_LIMITS.maxStringLength} characters`);
  if (first < 1 || first > 100) throw inputError('first', 'must be 1 to 100');
  const readings = readingsOf(text);
  const value = (as: SearchReading) => readings.find((r) => r.as === as)?.value;
  const phone = value('PHONE_NUMBER');
  const sim = value('SIM_CARD_NUMBER');
  const prefix = value('PHONE_PREFIX');
  const customer = value('CUSTOMER_NUMBER');
  const activationId = value('ACTIVATION_ID');
  const reference = value('REFERENCE_NUMBER');
  const [byPhone, bySim, scanned, activation, byReference, byActivation] = await Promise.all([
    phone === undefined ? null : ctx.loaders.subscriptionByPhone.load(phone),
    sim === undefined ? null : ctx.loaders.subscriptionBySimCard.load(sim),
    prefix === undefined && customer === undefined ? null : scan(ctx, prefix, customer),
    activationId === undefined ? null : activationById(ctx, activationId),
    reference === undefined ? null : listPlacedOrders(ctx, { first, filter: { referenceNumber: reference } }),
    activationId === undefined ? null : listPlacedOrders(ctx, { first, filter: { activationId } }),
  ]);
  const subscriptions = new Map<string, WireSubscription>();
  for (const sub of [byPhone, bySim, ...(scanned?.found ?? [])])
    if (sub !== null && sub !== undefined) subscriptions.set(sub.id, sub);
  const placedOrders = new Map<string, PlacedOrder>();
  for (const edge of [...(byReference?.edges ?? []), ...(byActivation?.edges ?? [])])
    placedOrders.set(edge.node.id, edge.node);
  return {
    text,
    readAs: readings.map((r) => r.as),
    subscriptions: [...subscriptions.values()].slice(0, first),
    activations: activation === null ? [] : [activation],
    placedOrders: [...placedOrders.values()].slice(0, first),
    complete: (scanned?.complete ?? true) && subscriptions.size <= first,
    scanned: scanned?.scanned ?? 0,
  };
}
