/**
 * The parameters of the GET operations. Values of open sets are plain strings; the formats
 * the spec names (YYYY-MM-DD, YYYY_MM) are checked. The simulator validates the query string
 * with these schemas (names matched case-insensitively); the client's parameter types are
 * inferred from them.
 */
import { z } from 'zod';
import { dateSchema, yearMonthSchema } from './values.js';

/** The largest `take` (the spec does not show one: the simulator's maximum); the client never asks more. */
export const PARTNER_MAX_TAKE = 1000;
/** `take` when a request names none (the spec does not show it: the simulator's choice). */
export const PARTNER_DEFAULT_TAKE = 100;

/** Paging, sorting and field selection, shared by every GET operation. */
export const listParamsShape = {
  take: z.number().int().min(0).max(PARTNER_MAX_TAKE).optional().describe('how many records to return'),
  skip: z.number().int().min(0).optional().describe('how many records to pass over'),
  orderBy: z.string().optional().describe('ascending sort by a top-level scalar field'),
  orderByDesc: z.string().optional().describe('descending sort by a top-level scalar field'),
  fields: z.string().optional().describe('comma-separated top-level fields to return'),
};
/** include and meta: accepted by QueryInvoice, QueryCdrMonth, QueryCdr and QueryUsageSubscription. */
const extraShape = {
  include: z.string().optional().describe('related data to include (its effect is not shown in the spec)'),
  meta: z.string().optional().describe('extra metadata for the query (its effect is not shown in the spec)'),
};
const text = z.string().optional();

export const listParamsSchema = z.object(listParamsShape);
export type ListParams = z.input<typeof listParamsSchema>;

export const querySimcardParams = z.object({
  simCardNumber: text,
  status: text.describe('FREE, ACTIVATED, DISABLED or BUSY'),
  simCardType: text.describe('USIM, DUOSIM or DATAONLYSIM'),
  subscriptionId: text,
  phoneNumber: text,
  activatedDateFrom: dateSchema.optional(),
  activatedDateTo: dateSchema.optional(),
  ...listParamsShape,
});

export const queryActivationParams = z.object({
  id: text,
  status: text.describe('INIT, BUSY, DONE, ERROR, CANCELLING or CANCELLED'),
  activationType: text,
  subscriptionId: text,
  phoneNumber: text,
  createdAtFrom: dateSchema.optional(),
  createdAtTo: dateSchema.optional(),
  ...listParamsShape,
});

export const querySubscriptionParams = z.object({
  phoneNumber: text,
  simCardNumber: text,
  activationDate: dateSchema.optional(),
  ...listParamsShape,
});

export const queryInvoiceParams = z.object({
  /** written with a capital I, as the spec writes it */
  InvoiceNumber: text,
  yearMonth: yearMonthSchema.optional(),
  ...extraShape,
  ...listParamsShape,
});

export const queryCdrMonthParams = z.object({
  yearMonth: yearMonthSchema.optional(),
  ...extraShape,
  ...listParamsShape,
});

export const queryCdrParams = z.object({
  yearMonth: yearMonthSchema,
  id: text,
  customerId: text,
  phoneNumber: text,
  ...extraShape,
  ...listParamsShape,
});

export const queryUsageSubscriptionParams = z.object({
  id: text,
  customerId: text,
  phoneNumber: text,
  simCardNumber: text,
  ...extraShape,
  ...listParamsShape,
});
