/**
 * What the graph's ids and root fields make a live query known by (the keys of
 * live-queries/keys.ts): the record a selected `id` names, and the keys the root look-ups and
 * lists add from their arguments as sent (a global id or the provider's id, a phone number
 * however written), each spelled as a change names it.
 *
 * Root fields add their keys through `extensions.liveQuery.collectResourceIdentifiers`, not the
 * store's `indexBy`: that names a look-up by its argument as sent, so a global id, or a phone
 * number written with its dash, would be a key that no change names. The store also knows a
 * root field only when the document gives it arguments; a list asked without any is still
 * known here.
 */
import {
  type KeyedRead,
  keyOf,
  listKey,
  liveKeys,
  lookupKey,
  PLACED_ORDERS,
  recordKey,
} from '../live-queries/keys.js';
import { globalIdParts, providerIdDecoder } from './ids.js';
import { ACTIVATION_OBJECTS, ActivationRef, MobileSubscriptionRef } from './refs.js';

/** the interface whose name the records of each implementation go by: every activation is `Activation:<id>` */
const KEYED_AS = new Map(ACTIVATION_OBJECTS.map((ref) => [ref.name, ActivationRef.name]));

/** The key of the record a selected `id` names (the store's buildResourceIdentifier). */
export function recordKeyOfId({ typename, id }: Readonly<{ typename: string; id: string }>): string {
  const named = globalIdParts(id) ?? { typename, id };
  return recordKey(KEYED_AS.get(named.typename) ?? named.typename, named.id);
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** `extensions` of the root field that lists the records of `read`. */
export const listedLive = (read: Parameters<typeof listKey>[0]) => liveKeys(() => listKey(read));

/** `extensions` of placedOrders, which every change of an order changes. */
export const placedOrdersLive = liveKeys(() => PLACED_ORDERS);

/** `extensions` of a root look-up of one record of `read` by its key `by` (an id as its resolver decodes it: ids.ts). */
export function lookedUpLive(read: KeyedRead, by: string, decode: (key: string) => string = (key) => key) {
  return liveKeys((args) => {
    const key = text(args[by]);
    return key === undefined ? null : keyOf(read, decode(key));
  });
}

const subscriptionId = providerIdDecoder([MobileSubscriptionRef]);

/** `extensions` of mobileSubscription: by its id, its phone number or its SIM card's number. */
export const subscriptionLookedUpLive = liveKeys((args) => {
  const [id, phoneNumber, simCardNumber] = ['id', 'phoneNumber', 'simCardNumber'].map((name) =>
    text(args[name]),
  );
  return [
    ...(id === undefined ? [] : [keyOf('QuerySubscription', subscriptionId(id))]),
    ...(phoneNumber === undefined ? [] : [lookupKey('phoneNumber', phoneNumber)]),
    ...(simCardNumber === undefined ? [] : [lookupKey('simCardNumber', simCardNumber)]),
  ];
});
