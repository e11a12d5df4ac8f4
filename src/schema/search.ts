/**
 * search: one text, as staff type it, read as every key it could be (a phone number in any
 * form or its beginning, a SIM card number, a customer number, an activation id, a reference
 * number); what each reading finds (src/resolvers/search.ts says how each is looked up).
 */
import {
  SEARCH_MIN_LENGTH,
  SEARCH_READINGS,
  SEARCH_SCAN_LIMIT,
  type SearchReading,
  type SearchResult,
  search,
} from '../resolvers/search.js';
import { builder, embedded } from './builder.js';
import { PlacedOrderRef } from './placed-orders.js';
import { ActivationRef, MobileSubscriptionRef } from './refs.js';

const READING_DESCRIPTIONS: Record<SearchReading, string> = {
  PHONE_NUMBER:
    'A whole phone number, in any form: 06-12345678, 0612345678, 06 1234 5678, +31 6 12345678, 0031612345678. Looked up by QuerySubscription phoneNumber.',
  PHONE_PREFIX: `A phone number's beginning (0 and 3 to 9 digits, in any of those forms). The spec has no prefix filter: the subscriptions are read page by page, at most ${SEARCH_SCAN_LIMIT.toLocaleString('en')} of them.`,
  SIM_CARD_NUMBER:
    'A SIM card number (ICCID: 89 and 17 or 18 digits). Looked up by QuerySubscription simCardNumber.',
  CUSTOMER_NUMBER:
    'A customer number (up to three letters, then digits; letter case aside). The spec has no customer filter: read as PHONE_PREFIX is.',
  ACTIVATION_ID: "An order's activation id (the provider's GUID). Looked up by QueryActivation id.",
  REFERENCE_NUMBER:
    'A reference number (at most 15 characters): the orders placed through the gateway with it (the spec offers no reference filter on QueryActivation).',
};

const SearchReadingEnum = builder.enumType('SearchReading', {
  description: 'A kind of key a search text was read as.',
  values: Object.fromEntries(
    SEARCH_READINGS.map((r) => [r, { value: r, description: READING_DESCRIPTIONS[r] }]),
  ) as Record<SearchReading, { value: SearchReading; description: string }>,
});

const SearchResultRef = builder.objectRef<SearchResult>('SearchResult').implement({
  description: embedded('What a search found, by every reading of its text.'),
  fields: (t) => ({
    text: t.string({ nullable: false, description: 'The text, trimmed.', resolve: (r) => r.text }),
    readAs: t.field({
      type: [SearchReadingEnum],
      nullable: false,
      description: 'Every kind of key the text was read as; each was looked up.',
      resolve: (r) => r.readAs,
    }),
    subscriptions: t.field({
      type: [MobileSubscriptionRef],
      nullable: false,
      description: 'The subscriptions found, at most first.',
      resolve: (r) => r.subscriptions,
    }),
    activations: t.field({
      type: [ActivationRef],
      nullable: false,
      description: 'The order with the activation id, when the text is one.',
      resolve: (r) => r.activations,
    }),
    placedOrders: t.field({
      type: [PlacedOrderRef],
      nullable: false,
      description:
        'The orders placed through the gateway with the text as their reference number or activation id, newest first, at most first.',
      resolve: (r) => r.placedOrders,
    }),
    complete: t.boolean({
      nullable: false,
      description:
        'False when there may be more: a scan (PHONE_PREFIX, CUSTOMER_NUMBER) stopped at its bound before the end of the list, or more matched than first. Type more of the number.',
      resolve: (r) => r.complete,
    }),
    scanned: t.int({
      nullable: false,
      description: 'How many subscriptions a scan read; 0 when none was needed.',
      resolve: (r) => r.scanned,
    }),
  }),
});

builder.queryFields((t) => ({
  search: t.field({
    type: SearchResultRef,
    nullable: false,
    authScopes: { staff: true },
    description: `Finds subscriptions and orders by what a person types: a phone number in any form (with or without dashes, spaces or the country code) or its beginning, a SIM card number (ICCID), a customer number, an activation id, a reference number. At least ${SEARCH_MIN_LENGTH} characters. Staff only.`,
    args: {
      text: t.arg.string({ required: true, description: 'What to look for.' }),
      first: t.arg.int({
        required: false,
        defaultValue: 20,
        description: 'At most this many subscriptions, and as many placed orders: 1 to 100.',
      }),
    },
    resolve: (_root, { text, first }, ctx) => search(ctx, text, first ?? 20),
  }),
}));
