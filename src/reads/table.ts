/**
 * THE read table: one row per GET operation of the operation table, as the order table
 * (schema/orders/table.ts) is for the POSTs. A row says what the gateway needs of its read:
 * where the graph shows its records (the keys of live queries are spelled from these names),
 * how long the partner cache keeps its answers, and which orders make those answers wrong.
 *
 * The row is data only, and this module imports nothing of the gateway, because the layers
 * that read it lie far apart: the settings (which operations PARTNER_CACHE_FRESHNESS may
 * name), the partner cache (freshness, what an order drops: cache/changes.ts) and the live
 * queries (graph names, what a change re-runs: live-queries/keys.ts). The cache may import
 * neither the resolvers nor the schema, so the loaders of a read cannot sit in its row: they
 * are the loader table (resolvers/loaders.ts), which is keyed by the same operations and
 * builds the loaders of each request.
 *
 * Both tables are `Record<GetOperation, …>`: a GET added to the operation table does not
 * compile until it has its row here and its entry there.
 */
import { ACTIVATION_TYPES, type ActivationType, type GetOperation } from '@msp/partner-interface';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long an answer is fresh, and how much longer it may be served while read again. */
export interface Freshness {
  freshMs: number;
  staleMs: number;
}

/**
 * Which cached answers of a read an order drops: those about the records it names
 * (`records`), those and every answer whose list of records it may change (`members`), or
 * every answer of the read (`all`). cache/changes.ts says how an answer is known by each.
 */
export type Scope = 'records' | 'members' | 'all';

/** Of a read no order changes: its answers go by age alone. */
export const UNCHANGED = 'nothing an order changes';

/**
 * What an activation of each type drops of one read's answers; `unlisted` is a type the
 * spec does not list, which may change anything an order can change. A type not named drops
 * nothing of it.
 */
export type ChangedBy = { readonly [T in ActivationType]?: Scope } & { readonly unlisted: Scope };

/** The graph's names for what a read returns: the type of its records, the root field listing them, the one looking one up. */
export interface GraphNames {
  /** only for records with a key of their own, which a live query knows them by */
  readonly record?: string;
  readonly list: string;
  readonly lookup?: string;
}

/** What the gateway needs of one GET operation. */
export interface Read {
  /**
   * Where the graph shows its records; a live query showing them is known by these names
   * (test/live-queries.test.ts holds them to the schema).
   */
  readonly graph: GraphNames;
  /** how long the partner cache keeps its answers (PARTNER_CACHE_FRESHNESS overrides it) */
  readonly freshness: Freshness;
  /** of a read asked for one month (`yearMonth`), the answers about a month before the provider's current one */
  readonly pastMonth?: Freshness;
  /**
   * What the orders change of it, from the spec and the decisions of docs/simulator.md
   * (UNCHANGED, when no order does).
   */
  readonly changedBy: ChangedBy | typeof UNCHANGED;
}

const byEveryType = (scope: Scope): ChangedBy =>
  Object.fromEntries([...ACTIVATION_TYPES, 'unlisted'].map((type) => [type, scope])) as ChangedBy;

/** CDRs and invoices of a month before the provider's current one hardly change. */
const PAST_MONTH: Freshness = { freshMs: HOUR, staleMs: 24 * HOUR };

/**
 * One row per GET operation. Subscriptions, SIM cards and activations change through orders,
 * which drop them at once, so they may be kept a while; CDR months and invoices appear once a
 * month.
 */
export const READS = {
  QuerySubscription: {
    graph: { record: 'MobileSubscription', list: 'mobileSubscriptions', lookup: 'mobileSubscription' },
    freshness: { freshMs: 30_000, staleMs: 5 * MINUTE },
    // SUSPEND and RESUME change its state (lists filtered by state too), SETSERVICES its
    // services, SIMSWAP its SIM card; a new subscription or a port-in joins the lists,
    // TERMINATE and OUTPORT end it
    changedBy: {
      ACTIVATENEW: 'members',
      INPORT: 'members',
      SUSPEND: 'members',
      RESUME: 'members',
      SETSERVICES: 'records',
      SIMSWAP: 'members',
      TERMINATE: 'members',
      OUTPORT: 'members',
      unlisted: 'all',
    },
  },
  QuerySimcard: {
    graph: { record: 'SimCard', list: 'simCards', lookup: 'simCard' },
    freshness: { freshMs: 30_000, staleMs: 5 * MINUTE },
    // SIMSWAP changes two cards' statuses (the new card is not named in the activation), a new
    // subscription or a port-in takes a card, TERMINATE and OUTPORT disable the card
    changedBy: {
      ACTIVATENEW: 'all',
      INPORT: 'all',
      SIMSWAP: 'all',
      TERMINATE: 'members',
      OUTPORT: 'members',
      unlisted: 'all',
    },
  },
  QueryUsageSubscription: {
    graph: { list: 'usageSummaries' },
    // usage grows slowly
    freshness: { freshMs: MINUTE, staleMs: 10 * MINUTE },
    // a new subscription or a port-in starts the number's usage
    changedBy: { ACTIVATENEW: 'records', INPORT: 'records', unlisted: 'all' },
  },
  QueryActivation: {
    graph: { record: 'Activation', list: 'activations', lookup: 'activation' },
    // activations also move on their own while an order placed elsewhere runs: fresh only
    // briefly, never served stale
    freshness: { freshMs: 2_000, staleMs: 0 },
    // every activation is itself a record of QueryActivation, and a new one joins its lists
    changedBy: byEveryType('members'),
  },
  QueryInvoice: {
    graph: { list: 'invoices', lookup: 'invoice' },
    freshness: { freshMs: 10 * MINUTE, staleMs: 24 * HOUR },
    pastMonth: PAST_MONTH,
    changedBy: UNCHANGED,
  },
  QueryCdrMonth: {
    graph: { list: 'cdrMonths' },
    freshness: { freshMs: 5 * MINUTE, staleMs: HOUR },
    changedBy: UNCHANGED,
  },
  QueryCdr: {
    graph: { list: 'cdrs' },
    freshness: { freshMs: MINUTE, staleMs: 10 * MINUTE },
    pastMonth: PAST_MONTH,
    changedBy: UNCHANGED,
  },
} as const satisfies Record<GetOperation, Read>;
