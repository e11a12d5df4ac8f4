/**
 * What the order forms share: each order goes out once under its own idempotency key (a
 * double click or a retry after a lost answer places nothing twice), and its typed answer is
 * either the activation to follow, or problems: a ValidationError's fields beside the form
 * fields they name (`input.referenceNumber` beside referenceNumber), the rest above the form.
 */
import type { OrderProblemFragment } from '../generated/graphql.js';

/** an order mutation's result: its payload's activation, or one of the typed errors */
export type OrderResult = { __typename: string; activation: { id: string } } | OrderProblemFragment;

export interface Settled {
  /** the activation to follow, when the order was placed */
  activationId?: string;
  /** problems by form field (the input path without `input.`) */
  fieldErrors: Record<string, string>;
  /** problems no form field shows, under a title that says whether the order exists */
  general: { title: string; messages: string[] };
}

const NOT_PLACED = 'The order was not placed';
/** OrderOutcomeUnknownError: sent, and its answer lost; its message says how to find it */
const MAY_EXIST = 'The order may have been placed';

/** sorts an order's answer into what the form shows; `fields` are the form's field paths */
export function settle(result: OrderResult, fields: readonly string[]): Settled {
  if ('activation' in result)
    return {
      activationId: result.activation.id,
      fieldErrors: {},
      general: { title: NOT_PLACED, messages: [] },
    };
  if (result.__typename !== 'ValidationError' || !('fields' in result)) {
    const title = result.__typename === 'OrderOutcomeUnknownError' ? MAY_EXIST : NOT_PLACED;
    return { fieldErrors: {}, general: { title, messages: [result.message] } };
  }
  const fieldErrors: Record<string, string> = {};
  const general: string[] = [];
  for (const { path, message } of result.fields) {
    const field = path.replace(/^input\.?/, '');
    if (fields.includes(field))
      fieldErrors[field] = fieldErrors[field] ? `${fieldErrors[field]}; ${message}` : message;
    else general.push(`${path}: ${message}`);
  }
  return { fieldErrors, general: { title: NOT_PLACED, messages: general } };
}
