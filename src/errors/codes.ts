/**
 * Every `extensions.code` the gateway answers with, stated once, each with when it is given.
 * Code everywhere names a code through `CODES` (a code written inline as a string is refused by
 * test/architecture.test.ts), and the table of docs/graph.md "Errors" is generated from this
 * one (`npm run docs`; test/docs.test.ts fails when they differ). Codes sharing a row
 * share their explanation. This module imports nothing: every layer reads it.
 */

export interface ErrorCodeRow {
  readonly codes: readonly string[];
  /** when it is given, in the docs' words (Markdown) */
  readonly when: string;
}

const ROWS = [
  {
    codes: ['PROVIDER_REJECTED'],
    when: 'the partner refused a read (a 4xx it meant, with `providerStatus`, `providerErrorCode`, `operation`): asking again the same way gets the same answer',
  },
  {
    codes: ['PROVIDER_UNAVAILABLE'],
    when: "the partner cannot serve now, after the GET's retries: `reason` `TIMEOUT` (no answer in time), `UNREACHABLE` (no connection) or `HTTP_<status>` (a 5xx or a 429, with `providerStatus`, `providerErrorCode`); `retryAfterSeconds` when the partner sent `Retry-After`. Try again later. A response it leaves without data is a 503, with `Retry-After` when the partner gave one; with data, a 200 as any partial result. On every path: fields, lists, `node(id)`, streams (a mutation answers `ProviderUnavailableError`)",
  },
  { codes: ['PROVIDER_BAD_RESPONSE'], when: 'the partner answered something unreadable' },
  {
    codes: ['BAD_USER_INPUT'],
    when: 'bad input, with the offending `field` or `fields`; a variable that does not fit its type is named as `field: "$name"`; a `DateTime` without an offset says one is required; a value nested more than 16 deep is a 400 naming where (`$name.path`); a string holding a NUL or a lone UTF-16 surrogate is refused naming where',
  },
  {
    codes: [
      'DEPTH_LIMIT_EXCEEDED',
      'ALIAS_LIMIT_EXCEEDED',
      'DIRECTIVE_LIMIT_EXCEEDED',
      'TOKEN_LIMIT_EXCEEDED',
      'COST_LIMIT_EXCEEDED',
    ],
    when: 'the document is over a limit ([What a request costs](#what-a-request-costs))',
  },
  {
    codes: ['RATE_LIMITED', 'PARTNER_BUDGET_EXCEEDED'],
    when: 'too many operations, or too many partner calls caused, this minute (429 with `Retry-After`)',
  },
  {
    codes: ['TOO_MANY_STREAMS'],
    when: 'one live stream (subscription or live query) more than the caller may hold (429 on SSE)',
  },
  {
    codes: ['LIVE_WITH_DEFER_OR_STREAM'],
    when: 'a live query with `@defer` or `@stream`: a live query is sent whole',
  },
  {
    codes: ['DEADLINE_EXCEEDED'],
    // the figure is checked against the settings table (test/docs.test.ts): this module imports nothing
    when: 'a query or mutation ran past the deadline (`EXECUTION_TIMEOUT_MS`, default 15 s)',
  },
  {
    codes: ['PARTS_NOT_ACCEPTED'],
    when: '406: an answer in parts (`@defer`, `@stream`, `@live`, a subscription) to a request that accepts only `application/json`, refused before anything runs',
  },
  {
    codes: ['SUBSCRIPTION_WITH_DEFER_OR_STREAM'],
    when: '`@defer` or `@stream` in a subscription, whose events are whole',
  },
  {
    codes: ['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED'],
    when: 'GraphQL itself refuses the document',
  },
  { codes: ['BAD_REQUEST'], when: 'no query; a GET whose `variables` or `extensions` is not JSON' },
  {
    codes: ['REQUEST_ENTITY_TOO_LARGE'],
    when: '413: a body larger than the gateway takes (`MAX_BODY_BYTES`)',
  },
  {
    codes: ['UNSUPPORTED_MEDIA_TYPE'],
    when: '415: a POST that is not `application/json` or another type GraphQL over HTTP reads',
  },
  {
    codes: ['CSRF_HEADER_REQUIRED'],
    when: 'a request a cross-site page could send, without its header ([security.md](security.md#browsers-csrf-and-cors))',
  },
  {
    codes: ['HOST_NOT_ALLOWED'],
    when: '421: a `Host` the gateway does not serve, on any path and at a WebSocket upgrade (no `requestId`: nothing ran; [security.md](security.md#dns-rebinding))',
  },
  {
    codes: ['PERSISTED_QUERY_NOT_IN_LIST', 'PERSISTED_QUERY_ID_REQUIRED', 'CANNOT_SEND_PQ_ID_AND_BODY'],
    when: 'a hash that is not on the persisted list; neither a query nor a hash; a document of its own from a caller without an API key where only listed documents run (`PERSISTED_OPERATIONS_ONLY`) ([security.md](security.md#persisted-documents))',
  },
  { codes: ['UNAUTHENTICATED'], when: 'missing or refused credentials, or an expired token' },
  { codes: ['FORBIDDEN'], when: "a field the caller's role or scopes do not open" },
  {
    codes: ['NOT_FOUND'],
    when: "a stream whose activation or subscription is not there (or not the caller's); an id of the journal, a webhook endpoint, a delivery or a device that names nothing (with its `field`)",
  },
  {
    codes: ['ORDER_NOT_UNDECIDED'],
    when: 'a staff decision on an order that is not waiting for one (decided already, or by someone else meanwhile)',
  },
  {
    codes: ['ACTIVATION_HELD'],
    when: 'a staff decision that would give an order an activation another placed order holds already',
  },
  {
    codes: ['ORDER_OUTCOME_PENDING'],
    when: 'a stream that follows an order by its `idempotencyKey` while what became of it is still being found out: subscribe again later',
  },
  {
    codes: ['PUSH_NOT_CONFIGURED'],
    when: '`registerDevice` for a platform (APNs, FCM) the gateway has no credentials for (`field: "input.platform"`): with `PUSH_TARGET=services`, or in production',
  },
  {
    codes: ['DEVICE_TOKEN_TAKEN'],
    when: '`registerDevice` with a push token another account has registered, as a device\'s or a Live Activity\'s (`field`: `"input.token"` or `"input.liveActivityToken"`, whichever carries it; whose is not said): it is unregistered there first (`unregisterDevice` at sign-out), or registered here once it expires (`DEVICE_TTL_DAYS`)',
  },
  {
    codes: [
      'WEBHOOK_URL_INVALID',
      'WEBHOOK_URL_NOT_HTTPS',
      'WEBHOOK_TARGET_NOT_ALLOWED',
      'WEBHOOK_TARGET_UNRESOLVABLE',
    ],
    when: 'a webhook endpoint URL the gateway will not send to: not a URL, not https in production, an address it refuses, or a name that does not resolve ([webhooks.md](webhooks.md))',
  },
  {
    codes: ['WEBHOOK_ENDPOINT_DISABLED'],
    when: 'a replay or resend to an endpoint that is disabled: enable it first',
  },
  {
    codes: ['JOURNAL_UNAVAILABLE'],
    when: 'the order journal cannot be read: `Activation.history` and `placedOrders` (orders answer `JournalUnavailableError`)',
  },
  {
    codes: ['SHUTTING_DOWN'],
    when: 'a stream the gateway ends as it stops: subscribe again; or a mutation that came once it had begun to stop, refused before anything was sent (503 over HTTP): send it again',
  },
  { codes: ['INTERNAL_SERVER_ERROR'], when: 'anything unexpected, masked as `Unexpected error.`' },
] as const satisfies readonly ErrorCodeRow[];

/** The rows of the error table, in the docs' order. */
export const ERROR_CODE_ROWS: readonly ErrorCodeRow[] = ROWS;

export type ErrorCode = (typeof ROWS)[number]['codes'][number];

/** Each code by its name: `CODES.NOT_FOUND` is `'NOT_FOUND'`. */
export const CODES = Object.freeze(
  Object.fromEntries(ROWS.flatMap((row) => row.codes.map((code) => [code, code]))),
) as { readonly [C in ErrorCode]: C };
