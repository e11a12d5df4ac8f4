/**
 * Every component's defaults, stated once, in a module that imports nothing: each component
 * applies its own object (`options.x ?? X_DEFAULTS.x`), and the settings table (settings/index.ts)
 * shows the same values as the defaults of its variables. So reading the configuration loads
 * this file and none of the components (no schema, no yoga, no Redis client).
 */

/** graphql-armor's limits and the deadline of an operation (yoga.ts) */
export const PROTECTION_DEFAULTS = {
  maxDepth: 12,
  maxCost: 20_000,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 3_000,
  executionTimeoutMs: 15_000,
  introspection: true,
  fieldSuggestions: true,
  /** extensions.cost on every answer, not only on those of callers who ask (cost.ts) */
  costInEveryAnswer: true,
  /** which web pages may call from a browser (CORS on HTTP, Origin on a WebSocket upgrade) */
  origins: { origins: [] as readonly string[], localhost: false },
};
/** what yoga.ts is given to protect the gateway with: the shape of the defaults above */
export type Protection = typeof PROTECTION_DEFAULTS;

/** the provider client (provider/client.ts) */
export const CLIENT_DEFAULTS = {
  timeoutMs: 10_000,
  connections: 32,
  pageSize: 500,
};

/** the retry policy of GETs (provider/retry.ts) */
export const RETRY_DEFAULTS = { maxRetries: 3, minDelayMs: 100, maxDelayMs: 5000 };

/** How many listed records weigh as much as one call, unless configured otherwise (provider/paging.ts). */
export const SCAN_RECORDS_PER_CALL = 200;

/** the per-request DataLoaders (resolvers/loaders.ts) */
export const BATCH_DEFAULTS = {
  mode: 'batched' as 'batched' | 'naive',
  concurrency: 8,
  recordsPerCall: SCAN_RECORDS_PER_CALL,
};

/** how often a followed activation is polled (the watcher's schedule) */
export const DEFAULT_POLL_SETTINGS = {
  minMs: 1_000,
  maxMs: 30_000,
  slowMs: 300_000,
  jitter: 0.1,
};

/** the activation watcher */
export const WATCHER_DEFAULTS = { maxInFlight: 16 };

/** the WebSocket transport (websocket.ts) */
export const WEBSOCKET_DEFAULTS = {
  keepAliveMs: 12_000,
  connectionInitWaitTimeoutMs: 3_000,
  maxSocketsPerCaller: 5,
  /**
   * Sockets not yet acknowledged (transport/pending-sockets.ts), some 13 KB each: 1,000 is 13 MB
   * at most. A client holds one for a round trip; 50 leave room for many clients behind one NAT
   * reconnecting at once, and one address fills at most a twentieth of the total.
   */
  maxPendingSocketsPerAddress: 50,
  maxPendingSockets: 1_000,
};

/** the Node HTTP server's guards against slow clients (transport/http-server.ts) */
export const HTTP_SERVER_DEFAULTS = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 };

/** live streams per caller (plugins/stream-limit.ts) */
export const STREAM_DEFAULTS = { maxPerCaller: 20 };

/** Defaults of the shared stores (stores/redis.ts). */
export const JOURNAL_DEFAULTS = {
  /** the embedded PostgreSQL's directory, relative to the working directory */
  dataDir: '.data',
  poolSize: 10,
  timeoutMs: 5_000,
  /** a year: a support desk asks about last year's port-in, a client retries within a day */
  retentionDays: 365,
  /** how often orders whose answer was lost are looked for at the partner */
  reconcileIntervalMs: 5_000,
  /** beyond the partner timeout, before an order sent and not answered is taken as abandoned */
  settleMarginMs: 2_000,
  /**
   * how long after its entry is written an order's POST may still leave (src/provider/send-by.ts):
   * within the settle margin, so that no POST reaches the partner after its entry could be
   * found not placed
   */
  sendBudgetMs: 1_000,
  /** how often entries older than the retention are deleted */
  pruneIntervalMs: 3_600_000,
} as const;

export const WEBHOOK_DEFAULTS = {
  /** after each failed attempt: ten attempts over about three days (75.6 h of delays, jittered) */
  retrySchedule: '5s,5m,30m,2h,5h,10h,10h,24h,24h',
  /** how long an endpoint has to answer */
  timeoutMs: 15_000,
  /** (endpoint, order) pairs an instance sends to at once */
  concurrency: 8,
  /** how often messages overdue without a delivery job are looked for */
  sweepIntervalMs: 30_000,
  /** how long a rotated secret keeps signing beside the new one */
  secretOverlapHours: 24,
} as const;

export const REDIS_DEFAULTS = {
  prefix: 'msp:',
  /** how long an activation's lease lasts without renewal */
  leaseTtlMs: 15_000,
  /** how long opening a connection may take before the attempt is dropped and made again */
  connectTimeoutMs: 2_000,
  /**
   * how long a call may wait for its answer; then it fails and its caller degrades. Redis
   * answers in about a millisecond: this is what the calls in flight pay when Redis freezes,
   * until the failure marks the connection down and later calls fail at once.
   */
  commandTimeoutMs: 500,
};

/**
 * Every default of the partner cache (cache/partner-cache.ts) but each read's freshness, which
 * is in its row of the read table (reads/table.ts).
 */
export const CACHE_DEFAULTS = {
  enabled: true,
  /** records kept in memory, over all answers */
  maxRecords: 200_000,
};

/**
 * Tracing (tracing.ts): whose trace context is taken on, and how much of it is forwarded to the
 * partner at most, whoever sent it. The W3C limits are 32 tracestate members (512 characters
 * is what every vendor must pass on) and 180 baggage members in 8192 bytes; the gateway's
 * trusted callers need far less.
 */
export const TRACING_DEFAULTS = {
  /** callers authenticated with an API key: the gateway's own servers */
  trustedCallers: 'apikey:*',
  maxTraceStateMembers: 32,
  maxTraceStateChars: 512,
  maxBaggageMembers: 32,
  maxBaggageBytes: 2_048,
};

/** where notifications go: APNs and FCM, or the development recorder (src/push/development.ts) */
export const PUSH_TARGETS = ['services', 'development'] as const;
export type PushTargetName = (typeof PUSH_TARGETS)[number];

export const PUSH_DEFAULTS = {
  apnsHost: 'https://api.push.apple.com',
  fcmEndpoint: 'https://fcm.googleapis.com',
  /** after each failed attempt: seven attempts over about five hours; a day-old status is no news */
  retrySchedule: '5s,30s,2m,10m,1h,4h',
  timeoutMs: 10_000,
  concurrency: 8,
  /**
   * devices one caller keeps: a registration beyond it drops their least recently registered
   * (phones are replaced and apps reinstalled; a flood of tokens reaches no more than this)
   */
  maxDevicesPerCaller: 10,
  /** days a device is kept after it was last registered (apps register at every start) */
  deviceTtlDays: 60,
} as const;

/** Bounds on what an operation's inputs may hold, stated once (docs/security.md, "Limits", documents them). */
export const INPUT_LIMITS = {
  /** characters in any string or id, argument or input field (an email is at most 254) */
  maxStringLength: 256,
  /** items in any list argument: ids of nodes, of activationsUpdated, ... */
  maxListLength: 100,
  /**
   * objects and lists nested in one value: the graph's inputs nest two or three deep, and a
   * value nested thousands deep would exhaust the stack of any walk over it
   */
  maxDepth: 16,
};
