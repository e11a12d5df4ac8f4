/**
 * @msp/client: what an app needs to talk to the MSP GraphQL gateway, as phones live.
 *
 * - `createWsClient`: graphql-ws with a keep-alive that replaces a silent socket, `getToken` at
 *   every connection, a retry with a fresh token after the expired-token close, and endless
 *   jittered reconnects (ws.ts);
 * - `followActivation`, `followMobileSubscriptionActivity`: live streams that pass `since` when
 *   they subscribe again, so every change arrives once, in order, and keep their place in the app's storage
 *   across app starts (follow.ts);
 * - `placeOrder`: an order placed as the docs advise: its idempotency key kept before it leaves,
 *   sent again until the answer is definite, then followed to its final status (place-order.ts);
 * - `isLiveQuery`: whether a document is a live query (`query @live`), which goes where
 *   subscriptions go;
 * - the typed documents, with their persisted hashes, and the generated cache configuration
 *   (possible types, embedded types, list fields) for any cache;
 * - `@msp/client/apollo` and `@msp/client/urql`: the two client libraries set up with all of it
 *   (entry points of their own, so that an app installs only the library it uses);
 * - `@msp/client/persisted-documents.json`: the gateway's PERSISTED_OPERATIONS_FILE for this
 *   release of the documents.
 */
export {
  authorization,
  authorizedFetch,
  CREDENTIALS_REFUSED,
  type GetToken,
  isExpiredToken,
  isRefused,
} from './credentials.js';
export {
  type ActivationEvent,
  type ActivityEvent,
  type FollowHandlers,
  type FollowOptions,
  followActivation,
  followMobileSubscriptionActivity,
  type SinceStorage,
} from './follow.js';
export { default as embeddedTypes } from './generated/embedded-types.js';
export * from './generated/graphql.js';
export { default as listFields } from './generated/list-fields.js';
export { default as possibleTypes } from './generated/possible-types.js';
export { isLiveQuery } from './live-query.js';
export type { ClientSetupOptions } from './options.js';
export { persistedHashOf } from './persisted.js';
export {
  type OrderRefusal,
  type OrderStorage,
  type PlacedOrderResult,
  PlaceOrderError,
  type PlaceOrderOptions,
  placeOrder,
} from './place-order.js';
export { createWsClient, reconnecting, socketUrl, type WsClientOptions } from './ws.js';
