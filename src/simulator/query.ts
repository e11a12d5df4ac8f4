/**
 * The GET side of the simulator: filters of every query operation, sorting, paging and
 * field selection, answered in the list envelope.
 */
import { z } from 'zod';
import {
  activationSchema,
  cdrMonthSchema,
  cdrSchema,
  dateSchema,
  type Envelope,
  type GetOperation,
  invoiceSchema,
  SIM_CARD_STATUSES,
  SIM_CARD_TYPES,
  simCardSchema,
  subscriptionSchema,
  usageSummarySchema,
  yearMonthSchema,
} from '../provider/wire.js';
import { badRequest, notFound } from './errors.js';
import { type SimulatorData, samePhone } from './state.js';

export const DEFAULT_TAKE = 100;
export const MAX_TAKE = 1000;

/** Query parameters with lower-cased names: the simulator matches names case-insensitively. */
export type Params = ReadonlyMap<string, string>;

export function readParams(search: URLSearchParams): Params {
  const params = new Map<string, string>();
  for (const [name, value] of search) params.set(name.toLowerCase(), value);
  return params;
}

type Row = Record<string, unknown>;
type Filter = (row: Row) => boolean;

const text = (params: Params, name: string): string | undefined => {
  const value = params.get(name.toLowerCase());
  return value === undefined || value === '' ? undefined : value;
};

const checked = <T>(schema: z.ZodType<T>, params: Params, name: string): T | undefined => {
  const value = text(params, name);
  if (value === undefined) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(`${name} ${result.error.issues[0]?.message ?? 'is invalid'}`, name);
  return result.data;
};

const integer = (params: Params, name: string, min: number, max: number): number | undefined => {
  const value = text(params, name);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw badRequest(`${name} must be an integer from ${min} to ${max}`, name);
  }
  return Number(value);
};

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
const oneOf = (values: readonly string[], name: string) =>
  z.enum(values as [string, ...string[]], { error: `must be one of ${values.join(', ')}` }).describe(name);

interface QueryDefinition {
  rows: (data: SimulatorData, params: Params) => Row[];
  filters: (params: Params, data: SimulatorData) => Array<Filter | undefined>;
  /** the scalar fields a caller may sort by */
  sortable: readonly string[];
  /** an `id` filter that matches nothing is a 404 */
  idParam?: string;
}

const scalarFields = (schema: z.ZodObject) =>
  Object.entries(schema.shape)
    .filter(([, field]) => !(field instanceof z.ZodOptional && field.unwrap() instanceof z.ZodArray))
    .filter(([, field]) => !(field instanceof z.ZodOptional && field.unwrap() instanceof z.ZodObject))
    .map(([name]) => name);

export const QUERIES: Record<GetOperation, QueryDefinition> = {
  QuerySimcard: {
    rows: (data) => [...data.simCards.values()],
    filters: (p) => [
      equals('simCardNumber', text(p, 'simCardNumber')),
      equals('status', checked(oneOf(SIM_CARD_STATUSES, 'status'), p, 'status')),
      equals('simCardType', checked(oneOf(SIM_CARD_TYPES, 'simCardType'), p, 'simCardType')),
      equals('subscriptionId', text(p, 'subscriptionId')),
      phone(text(p, 'phoneNumber')),
      dayRange(
        'activatedDate',
        checked(dateSchema, p, 'activatedDateFrom'),
        checked(dateSchema, p, 'activatedDateTo'),
      ),
    ],
    sortable: scalarFields(simCardSchema),
  },
  QueryActivation: {
    rows: (data) => [...data.activations.values()],
    filters: (p) => [
      equals('id', text(p, 'id')),
      equals('status', text(p, 'status')),
      equals('activationType', text(p, 'activationType')),
      equals('subscriptionId', text(p, 'subscriptionId')),
      phone(text(p, 'phoneNumber')),
      dayRange('createdAt', checked(dateSchema, p, 'createdAtFrom'), checked(dateSchema, p, 'createdAtTo')),
    ],
    sortable: scalarFields(activationSchema),
    idParam: 'id',
  },
  QuerySubscription: {
    rows: (data) => [...data.subscriptions.values()],
    filters: (p) => [
      phone(text(p, 'phoneNumber')),
      equals('simCardNumber', text(p, 'simCardNumber')),
      equals('activationDate', checked(dateSchema, p, 'activationDate')),
    ],
    sortable: scalarFields(subscriptionSchema),
  },
  QueryInvoice: {
    rows: (data) => data.invoices,
    filters: (p) => [
      equals('invoiceNumber', text(p, 'InvoiceNumber')),
      equals('yearMonth', checked(yearMonthSchema, p, 'yearMonth')),
    ],
    sortable: scalarFields(invoiceSchema),
  },
  QueryCdrMonth: {
    rows: (data) => data.cdrMonths,
    filters: (p) => [equals('yearMonth', checked(yearMonthSchema, p, 'yearMonth'))],
    sortable: scalarFields(cdrMonthSchema),
  },
  QueryCdr: {
    rows: (data, p) => {
      const yearMonth = checked(yearMonthSchema, p, 'yearMonth');
      if (yearMonth === undefined) throw badRequest('yearMonth is required', 'yearMonth');
      return data.cdrs.get(yearMonth) ?? [];
    },
    filters: (p, data) => [
      equals('id', text(p, 'id')),
      phone(text(p, 'phoneNumber')),
      customerFilter(p, data),
    ],
    sortable: scalarFields(cdrSchema),
    idParam: 'id',
  },
  QueryUsageSubscription: {
    rows: (data) => data.usage,
    filters: (p, data) => [
      equals('id', text(p, 'id')),
      equals('customerId', text(p, 'customerId')),
      phone(text(p, 'phoneNumber')),
      // usage summaries carry no SIM number: match through the SIM card's subscription
      simNumberFilter(p, data),
    ],
    sortable: scalarFields(usageSummarySchema),
    idParam: 'id',
  },
};

function simNumberFilter(p: Params, data: SimulatorData): Filter | undefined {
  const simCardNumber = text(p, 'simCardNumber');
  if (simCardNumber === undefined) return undefined;
  const owner = data.simCards.get(simCardNumber)?.subscriptionId;
  return (row) => owner !== undefined && owner !== null && row['subscriptionId'] === owner;
}

/** CDRs carry no customer: match through the subscription's customer number. */
function customerFilter(p: Params, data: SimulatorData): Filter | undefined {
  const customerId = text(p, 'customerId');
  if (customerId === undefined) return undefined;
  const customerNumber = data.customers.find((c) => c.id === customerId)?.customerNumber;
  const owner = (id: unknown) =>
    typeof id === 'string'
      ? (data.subscriptions.get(id) ?? data.endedSubscriptions.get(id))?.customerNumber
      : undefined;
  return (row) => customerNumber !== undefined && owner(row['subscriptionId']) === customerNumber;
}

/** Answers a GET operation with the list envelope. */
export function runQuery(operation: GetOperation, data: SimulatorData, params: Params): Envelope<Row> {
  const query = QUERIES[operation];
  const take = integer(params, 'take', 0, MAX_TAKE) ?? DEFAULT_TAKE;
  const skip = integer(params, 'skip', 0, Number.MAX_SAFE_INTEGER) ?? 0;
  const orderBy = text(params, 'orderBy');
  const orderByDesc = text(params, 'orderByDesc');
  for (const [name, field] of [
    ['orderBy', orderBy],
    ['orderByDesc', orderByDesc],
  ] as const) {
    if (field !== undefined && !query.sortable.includes(field)) {
      throw badRequest(
        `${name} '${field}' is not a sortable field; use one of ${query.sortable.join(', ')}`,
        name,
      );
    }
  }
  const filters = query.filters(params, data).filter((f): f is Filter => f !== undefined);
  let rows = query.rows(data, params).filter((row) => filters.every((f) => f(row)));
  if (query.idParam !== undefined && rows.length === 0) {
    const id = text(params, query.idParam);
    if (id !== undefined) throw notFound(`${operation}: no record has ${query.idParam} ${id}`);
  }
  const sortField = orderBy ?? orderByDesc;
  if (sortField !== undefined) {
    const direction = orderByDesc !== undefined && orderBy === undefined ? -1 : 1;
    rows = [...rows].sort((a, b) => direction * compare(a[sortField], b[sortField]));
  }
  const page = rows.slice(skip, skip + take);
  const fields = text(params, 'fields')
    ?.split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '');
  return {
    offset: skip,
    total: rows.length,
    results: fields === undefined ? page : page.map((row) => pick(row, fields)),
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
