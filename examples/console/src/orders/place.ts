/**
 * What the order form does around sending (kept apart from React, so a unit test reads it):
 * the input built from the form's fields; one idempotency key per subscription or order,
 * order and form contents, kept in the tab's sessionStorage with the form sent until the
 * order's answer says it was placed or not (so a double click, a retry after a lost answer, or
 * the same order sent again after a reload, which opens its form as it was sent, places it
 * once); and the typed answer sorted: the activation to follow,
 * or problems, a ValidationError's fields beside the form fields they name
 * (`input.referenceNumber` beside referenceNumber), the rest above the form.
 */
import type { SubscriptionViewFragment } from '../generated/graphql.js';
import { LEVELS, SWITCHES } from './services.js';
import type { Field, FormValues } from './table.js';

/**
 * What the form reads of an order mutation's result: its payload's activation, or a typed
 * error (the client package's OrderRefusal selects more of each; a ValidationError names fields).
 */
export type OrderResult =
  | { __typename: string; activation: { id: string } }
  | { __typename: string; message: string; fields?: ReadonlyArray<{ path: string; message: string }> };

export interface Settled {
  /** the activation to follow, when the order was placed */
  activationId?: string;
  /** problems by form field (the input path without `input.`) */
  fieldErrors: Record<string, string>;
  /** problems no form field shows, under a title that says whether the order exists */
  general: { title: string; messages: string[] };
  /** the answer was lost or is not known yet: the order may exist, so its key is kept for a retry */
  mayExist: boolean;
}

/** the typed errors after which the order may exist (or be on its way): sent again, it must keep its key */
const MAY_EXIST_AFTER: readonly string[] = [
  'OrderOutcomeUnknownError',
  'OrderOutcomePendingError',
  'JournalUnavailableError',
  'ProviderUnavailableError',
];

const NOT_PLACED = 'The order was not placed';
/** OrderOutcomeUnknownError: sent, and its answer lost; its message says how to find it */
const MAY_EXIST = 'The order may have been placed';
const SEND_AGAIN =
  'Its answer was lost on the way. Send it again: it goes under the same key, so it is placed once, and the answer says whether it already was.';

/** sorts an order's answer into what the form shows; `fields` are the form's field paths */
export function settle(result: OrderResult, fields: readonly string[]): Settled {
  if ('activation' in result)
    return {
      activationId: result.activation.id,
      fieldErrors: {},
      general: { title: NOT_PLACED, messages: [] },
      mayExist: false,
    };
  if (result.__typename !== 'ValidationError' || result.fields === undefined) {
    const lost = result.__typename === 'OrderOutcomeUnknownError';
    const mayExist = MAY_EXIST_AFTER.includes(result.__typename);
    // the graph's message tells an API caller how to look it up; the desk sends it again instead
    const messages = lost ? [SEND_AGAIN] : [result.message];
    return { fieldErrors: {}, general: { title: lost ? MAY_EXIST : NOT_PLACED, messages }, mayExist };
  }
  const fieldErrors: Record<string, string> = {};
  const general: string[] = [];
  for (const { path, message } of result.fields) {
    const field = path.replace(/^input\.?/, '');
    if (fields.includes(field))
      fieldErrors[field] = fieldErrors[field] ? `${fieldErrors[field]}; ${message}` : message;
    else general.push(`${path}: ${message}`);
  }
  return { fieldErrors, general: { title: NOT_PLACED, messages: general }, mayExist: false };
}

/** the fields shown for these values */
export const shownFields = (fields: readonly Field[], values: FormValues): Field[] =>
  fields.filter((field) => field.when?.(values) ?? true);

/** the form paths a ValidationError may name for these fields (services: each service too) */
export const fieldPaths = (fields: readonly Field[]): string[] =>
  fields.flatMap((field) =>
    field.kind === 'services'
      ? [field.name, ...[...SWITCHES, ...LEVELS].map(([name]) => `${field.name}.${name}`)]
      : [field.name],
  );

/** a form's first values: empty, off, the graph's default; services as the subscription has them */
export function initialValues(
  fields: readonly Field[],
  services: SubscriptionViewFragment['services'] | undefined,
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.kind === 'switch') values[field.name] = false;
    else if (field.kind === 'services') {
      const current: Record<string, unknown> = {};
      for (const [name] of SWITCHES) current[name] = services?.[name] ?? false;
      // a level the subscription does not have reads empty: left so, it stays unchanged
      for (const [name] of LEVELS) current[name] = services?.[name] ?? '';
      values[field.name] = current;
    } else values[field.name] = '';
  }
  return values;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** the services changed from what the form started with: the partner keeps the others */
function changedServices(now: unknown, before: unknown): Record<string, unknown> {
  const [after, start] = [record(now), record(before)];
  const changed: Record<string, unknown> = {};
  for (const [name] of SWITCHES) if (after[name] !== start[name]) changed[name] = after[name];
  for (const [name] of LEVELS)
    if (typeof after[name] === 'number' && after[name] !== start[name]) changed[name] = after[name];
  return changed;
}

/**
 * The input of the fields shown: text trimmed (an empty optional one left out, an empty
 * required one sent for the graph to name), a date-time as an ISO instant, a switch only when
 * on, a select only off its default, services only those changed from `initial`.
 */
export function inputOf(
  fields: readonly Field[],
  values: FormValues,
  initial: FormValues,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of shownFields(fields, values)) {
    const value = values[field.name];
    const text = typeof value === 'string' ? value.trim() : '';
    if (field.kind === 'services') input[field.name] = changedServices(value, initial[field.name]);
    else if (field.kind === 'switch') {
      if (value === true) input[field.name] = true;
    } else if (field.kind === 'datetime') {
      // the browser's local date and time, as the instant it names; one it cannot read goes as typed
      const at = new Date(text);
      if (text !== '') input[field.name] = Number.isNaN(at.getTime()) ? text : at.toISOString();
    } else if (text !== '' || field.required === true) input[field.name] = text;
  }
  return input;
}

/** where the keys are kept: the tab's sessionStorage, which a reload keeps */
export type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const KEY_PREFIX = 'console.order:';

/**
 * The idempotency key of one order with these contents on its target (`scope`: the order and
 * the id it is placed on): the one made when it was first sent, else a new one, kept.
 */
export function keyFor(store: KeyStore, scope: string, input: Record<string, unknown>): string {
  const name = `${KEY_PREFIX}${scope}:${JSON.stringify(input)}`;
  const kept = store.getItem(name);
  if (kept !== null) return kept;
  const key = crypto.randomUUID();
  store.setItem(name, key);
  return key;
}

const DRAFT_PREFIX = 'console.order-sent:';

/** keeps the form of an order sent whose answer is not known yet, so that a reload can send it again */
export function keepSent(store: KeyStore, scope: string, values: FormValues): void {
  store.setItem(`${DRAFT_PREFIX}${scope}`, JSON.stringify(values));
}

/** the form of an order sent on this target whose answer is not known yet, if any */
export function sentBefore(store: KeyStore, scope: string): FormValues | undefined {
  const kept = store.getItem(`${DRAFT_PREFIX}${scope}`);
  return kept === null ? undefined : (JSON.parse(kept) as FormValues);
}

/**
 * Forgets the keys (and the form sent) of an order on its target once its answer is known:
 * the next one is a new order.
 */
export function forgetKeys(store: KeyStore, scope: string): void {
  store.removeItem(`${DRAFT_PREFIX}${scope}`);
  const prefix = `${KEY_PREFIX}${scope}:`;
  const names: string[] = [];
  for (let index = 0; index < store.length; index++) {
    const name = store.key(index);
    if (name?.startsWith(prefix)) names.push(name);
  }
  for (const name of names) store.removeItem(name);
}
