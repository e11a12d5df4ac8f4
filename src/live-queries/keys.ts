/**
 * The keys of live queries (live-queries.ts): what a query shows is known by keys, and a change
 * names the keys it touches; a live query runs again when one of its keys is named. Both sides
 * build their keys here, so that they spell them alike:
 *
 * - a record: `MobileSubscription:<subscriptionId>`, `SimCard:<simCardNumber>`,
 *   `Activation:<activationId>` (every implementation of Activation under that one name). A query
 *   knows a record by the `id` it selects (a global id, which the schema turns into this key:
 *   schema/live-query-keys.ts) and by the id or SIM card number a root look-up is asked by;
 * - a look-up by another key: `Query.mobileSubscription(phoneNumber:"0612345678")` (the digits
 *   alone, however the number was written) and `Query.mobileSubscription(simCardNumber:"…")`;
 * - a list: `Query.mobileSubscriptions`, `Query.simCards`, `Query.activations`,
 *   `Query.usageSummaries`, `Query.placedOrders`; and a whole look-up field, `Query.simCard` (the
 *   store knows every root field asked with arguments by its bare name too), for a change that
 *   may touch any of its records.
 *
 * The names are the graph names of the read table (reads/table.ts). A change of an activation
 * names the activation, its subscription, its SIM card and the look-ups by its phone number and
 * SIM card, and the lists (or whole look-up fields) of the reads whose rows say an order of its
 * type changes them (`changedBy`, through cache/changes.ts).
 */
import { type GetOperation, normalizePhone, type WireActivation } from '@msp/partner-interface';
import { changesOf } from '../cache/changes.js';
import { type GraphNames, READS } from '../reads/table.js';

/** the reads whose records have a key of their own */
export type KeyedRead = {
  [O in GetOperation]: (typeof READS)[O]['graph'] extends { record: string } ? O : never;
}[GetOperation];

/** what the root fields of one read show, for tests that hold the read table's graph names to the schema */
export const shownBy = (operation: GetOperation): GraphNames => READS[operation].graph;

/** The key of a record: its type's name (an interface's, for its implementations) and the provider's id. */
export const recordKey = (typename: string, id: string): string => `${typename}:${id}`;

/** The key of the record of `operation` with this provider id. */
export const keyOf = (operation: KeyedRead, id: string): string =>
  recordKey(READS[operation].graph.record, id);

/** The key of a root look-up of a subscription by its phone number (the digits alone) or its SIM card number. */
export function lookupKey(by: 'phoneNumber' | 'simCardNumber', value: string): string {
  const spelled = by === 'phoneNumber' ? normalizePhone(value) : value;
  return `Query.${READS.QuerySubscription.graph.lookup}(${by}:"${spelled}")`;
}

/** The key of a root field as a whole: a list, or every look-up of one field. */
const fieldKey = (field: string): string => `Query.${field}`;

/** The key of the list a read's records make up. */
export const listKey = (operation: GetOperation): string => fieldKey(READS[operation].graph.list);

/** The key of the orders placed through the gateway (placedOrders, from the journal): every change of an order changes it. */
export const PLACED_ORDERS = fieldKey('placedOrders');

/** What one run of a root field's resolver adds to its live query's keys, from its arguments as sent. */
export type KeysOfArguments = (args: Readonly<Record<string, unknown>>) => string | readonly string[] | null;

/**
 * The `extensions` of a root field by which its live queries are known by `keysOf` (the store
 * reads `extensions.liveQuery.collectResourceIdentifiers`).
 */
export const liveKeys = (keysOf: KeysOfArguments) => ({
  liveQuery: {
    collectResourceIdentifiers: (_root: unknown, args: Readonly<Record<string, unknown>>) => keysOf(args),
  },
});

/** What each activation touches, as the keys of the live queries it re-runs. */
export function keysOfChanges(activations: readonly WireActivation[]): Set<string> {
  const keys = new Set<string>([PLACED_ORDERS]);
  for (const activation of activations) {
    keys.add(keyOf('QueryActivation', activation.id));
    const simCardNumber = activation.info?.simCardNumber;
    const subject = [
      ...(activation.subscriptionId ? [keyOf('QuerySubscription', activation.subscriptionId)] : []),
      ...(activation.phoneNumber ? [lookupKey('phoneNumber', activation.phoneNumber)] : []),
      ...(simCardNumber
        ? [keyOf('QuerySimcard', simCardNumber), lookupKey('simCardNumber', simCardNumber)]
        : []),
    ];
    for (const key of subject) keys.add(key);
    for (const [operation, scope] of changesOf(activation.activationType)) {
      const shown: GraphNames = READS[operation].graph;
      // with none of its keys known, any record of it may be the one: as for the partner cache
      const whole = scope === 'all' || (subject.length === 0 && operation !== 'QueryActivation');
      if (scope !== 'records' || whole) keys.add(fieldKey(shown.list));
      if (whole && shown.lookup !== undefined) keys.add(fieldKey(shown.lookup));
    }
  }
  return keys;
}
