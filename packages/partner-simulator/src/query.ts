/**
 * The GET side of the simulator: parameters validated with the operation's schema from the
 * operation table, then each operation's rows and filters (its behaviour), sorting by the
 * scalar fields of its record, paging and field selection, answered in the list envelope.
 */
import {
  type Envelope,
  type GetOperation,
  OPERATIONS,
  PARTNER_DEFAULT_TAKE,
  SIM_CARD_STATUSES,
  SIM_CARD_TYPES,
} from '@msp/partner-interface';
import { z } from 'zod';
import type { SimulatorData } from './data.js';
import { badRequest, notFound } from './errors.js';
import { samePhone } from './state/lookups.js';

/** What a list answers when a request names no `take` or `skip`. */
export const LIST_DEFAULTS = { take: PARTNER_DEFAULT_TAKE, skip: 0 };

/** Query parameters with lower-cased names: the simulator matches names case-insensitively. */
export type RawParams = ReadonlyMap<string, string>;

export function readParams(search: URLSearchParams): RawParams {
  const params = new Map<string, string>();
  for (const [name, value] of search) params.set(name.toLowerCase(), value);
  return params;
}

/** The parameters of a GET operation, validated. */
type ParamsFor<O extends GetOperation> = z.output<(typeof OPERATIONS)[O]['params']>;

const numberIn = (field: z.ZodType): z.ZodNumber | undefined => {
  const inner = field instanceof z.ZodOptional ? field.unwrap() : field;
  return inner instanceof z.ZodNumber ? inner : undefined;
};

/**
 * Reads the parameters `schema` names from the query string (an empty value is an absent
 * one; numbers are parsed from their digits) and validates them; the first problem is a 400
 * that names the parameter as the schema writes it.
 */
function parseParams<S extends z.ZodObject>(schema: S, raw: RawParams): z.output<S> {
  const input: Record<string, string | number> = {};
  const fields = Object.entries(schema.shape);
  for (const [name, field] of fields) {
    const value = raw.get(name.toLowerCase());
    if (value === undefined || value === '') continue;
    input[name] = numberIn(field) !== undefined && /^\d+$/.test(value) ? Number(value) : value;
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const name = String(result.error.issues[0]?.path[0] ?? '');
  const field = fields.find(([key]) => key === name)?.[1];
  const number = field === undefined ? undefined : numberIn(field);
  if (number !== undefined) {
    throw badRequest(`${name} must be an integer from ${number.minValue} to ${number.maxValue}`, name);
  }
  if (input[name] === undefined) throw badRequest(`${name} is required`, name);
  throw badRequest(`${name} ${result.error.issues[0]?.message ?? 'is invalid'}`, name);
}

type Row = Record<string, unknown>;
type Filter = (row: Row) => boolean;

const equals = (field: string, value: string | undefined): Filter | undefined =>
  value === undefined ? undefined : (row) => row[field] === value;
const phone = (value: string | undefined): Filter | undefined =>
  value === undefined
    ? undefined
    : (row) => samePhone(row['phoneNumber'] as string | null | undefined, value);
const dayRange = (field: string, from: string | undefined, to: string | undefined): Filter | undefined => {
  if (from === undefined && to === undefined) return undefined;
  return (row) => {
    const day = typeof row[field] === 'string' ? (row[field] as string).slice(0, 10) : undefined;
    if (day === undefined) return false;
    return (from === undefined || day >= from) && (to === undefined || day <= to);
  };
};
/** The contract keeps open value sets open; the simulator knows its own and refuses others. */
const oneOf = (values: readonly string[], name: string, value: string | undefined): string | undefined => {
  if (value !== undefined && !values.includes(value)) {
    throw badRequest(`${name} must be one of ${values.join(', ')}`, name);
  }
  return value;
};

interface QueryDefinition<P> {
  rows: (data: SimulatorData, params: P) => Row[];
  filters: (params: P, data: SimulatorData) => Array<Filter | undefined>;
  /** an `id` filter that matches nothing is a 404 */
  idParam?: keyof P & string;
}

/** Each GET operation's behaviour, typed from its parameters in the operation table. */
const QUERIES: { [O in GetOperation]: QueryDefinition<ParamsFor<O>> } = {
  QuerySimcard: {
    rows: (data) => [...data.simCards.values()],
    filters: (p) => [
      equals('simCardNumber', p.simCardNumber),
      equals('status', oneOf(SIM_CARD_STATUSES, 'status', p.status)),
      equals('simCardType', oneOf(SIM_CARD_TYPES, 'simCardType', p.simCardType)),
      equals('subscriptionId', p.subscriptionId),
      phone(p.phoneNumber),
      dayRange('activatedDate', p.activatedDateFrom, p.activatedDateTo),
    ],
  },
  QueryActivation: {
    rows: (data) => [...data.activations.values()],
    filters: (p) => [
      equals('id', p.id),
      equals('status', p.status),
      equals('activationType', p.activationType),
      equals('subscriptionId', p.subscriptionId),
      phone(p.phoneNumber),
      dayRange('createdAt', p.createdAtFrom, p.createdAtTo),
    ],
    idParam: 'id',
  },
  QuerySubscription: {
    rows: (data) => [...data.subscriptions.values()],
    filters: (p) => [
      phone(p.phoneNumber),
      equals('simCardNumber', p.simCardNumber),
      equals('activationDate', p.activationDate),
    ],
  },
  QueryInvoice: {
    rows: (data) => data.invoices,
    filters: (p) => [equals('invoiceNumber', p.InvoiceNumber), equals('yearMonth', p.yearMonth)],
  },
  QueryCdrMonth: {
    rows: (data) => data.cdrMonths,
    filters: (p) => [equals('yearMonth', p.yearMonth)],
  },
  QueryCdr: {
    rows: (data, p) => data.cdrs.get(p.yearMonth) ?? [],
    filters: (p, data) => [equals('id', p.id), phone(p.phoneNumber), customerFilter(p.customerId, data)],
    idParam: 'id',
  },
  QueryUsageSubscription: {
    rows: (data) => data.usage,
    filters: (p, data) => [
      equals('id', p.id),
      equals('customerId', p.customerId),
      phone(p.phoneNumber),
      // usage summaries carry no SIM number: match through the SIM card's subscription
      simNumberFilter(p.simCardNumber, data),
    ],
    idParam: 'id',
  },
};

function simNumberFilter(simCardNumber: string | undefined, data: SimulatorData): Filter | undefined {
  if (simCardNumber === undefined) return undefined;
  const owner = data.simCards.get(simCardNumber)?.subscriptionId;
  return (row) => owner !== undefined && owner !== null && row['subscriptionId'] === owner;
}

/** CDRs carry no customer: match through the subscription's customer number. */
function customerFilter(customerId: string | undefined, data: SimulatorData): Filter | undefined {
  if (customerId === undefined) return undefined;
  const customerNumber = data.customers.find((c) => c.id === customerId)?.customerNumber;
  const owner = (id: unknown) =>
    typeof id === 'string'
      ? (data.subscriptions.get(id) ?? data.endedSubscriptions.get(id))?.customerNumber
      : undefined;
  return (row) => customerNumber !== undefined && owner(row['subscriptionId']) === customerNumber;
}

/** The fields a caller may sort by: the top-level scalars of the operation's record. */
const sortableFields = (item: z.ZodType): string[] =>
  item instanceof z.ZodObject
    ? Object.entries(item.shape)
        .filter(([, field]) => !(field instanceof z.ZodOptional && field.unwrap() instanceof z.ZodArray))
        .filter(([, field]) => !(field instanceof z.ZodOptional && field.unwrap() instanceof z.ZodObject))
        .map(([name]) => name)
    : [];

/** Answers a GET operation with the list envelope. */
export function runQuery<O extends GetOperation>(
  operation: O,
  data: SimulatorData,
  raw: RawParams,
): Envelope<Row> {
  const query = QUERIES[operation];
  // TypeScript widens OPERATIONS[operation] to every row of the table; the schema is this operation's
  const params = parseParams(OPERATIONS[operation].params, raw) as ParamsFor<O>;
  const { take = LIST_DEFAULTS.take, skip = LIST_DEFAULTS.skip, orderBy, orderByDesc, fields } = params;
  const sortable = sortableFields(OPERATIONS[operation].item);
  for (const [name, field] of [
    ['orderBy', orderBy],
    ['orderByDesc', orderByDesc],
  ] as const) {
    if (field !== undefined && !sortable.includes(field)) {
      throw badRequest(`${name} '${field}' is not a sortable field; use one of ${sortable.join(', ')}`, name);
    }
  }
  const filters = query.filters(params, data).filter((f): f is Filter => f !== undefined);
  let rows = query.rows(data, params).filter((row) => filters.every((f) => f(row)));
  if (query.idParam !== undefined && rows.length === 0) {
    const id = params[query.idParam];
    if (id !== undefined) throw notFound(`${operation}: no record has ${query.idParam} ${String(id)}`);
  }
  const sortField = orderBy ?? orderByDesc;
  if (sortField !== undefined) {
    const direction = orderByDesc !== undefined && orderBy === undefined ? -1 : 1;
    rows = [...rows].sort((a, b) => direction * compare(a[sortField], b[sortField]));
  }
  const page = rows.slice(skip, skip + take);
  const picked = fields
    ?.split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '');
  return {
    offset: skip,
    total: rows.length,
    results: picked === undefined ? page : page.map((row) => pick(row, picked)),
    meta: {},
  };
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : 1;
}

function pick(row: Row, fields: readonly string[]): Row {
  const out: Row = {};
  for (const field of fields) if (field in row) out[field] = row[field];
  return out;
}
