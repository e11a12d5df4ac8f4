/**
 * What an order changes, and so which cached partner reads it drops. Pure: the partner cache
 * and its unit tests use it, and the live queries (live-queries/keys.ts) read changesOf to know
 * which lists a change re-runs. What each order type changes of a read is in the read's row
 * (reads/table.ts, `changedBy`).
 *
 * Every cached answer carries tags: its operation, the keys of the records it holds (their
 * subscription, phone number, SIM card, activation) and the keys its parameters name; an
 * answer whose membership a new or ended record could change (a list not narrowed to one key,
 * or an answer that found nothing, except of activations) also carries its operation's
 * `members` tag. An activation
 * then drops, per operation its type changes, either the answers about its own keys
 * (`records`), those and every list whose membership may move (`members`), or everything of
 * that operation (`all`).
 */
import {
  ACTIVATION_TYPES,
  type ActivationType,
  type GetOperation,
  normalizePhone,
  type WireActivation,
} from '@msp/partner-interface';
import { READS, type Read, type Scope, UNCHANGED } from '../reads/table.js';
import type { Invalidation } from '../stores/cache.js';

export type Change = readonly [GetOperation, Scope];

/** The reads an activation of `type` changes, and how, from each read's row (`changedBy`). */
const changesBy = (type: ActivationType | 'unlisted'): readonly Change[] =>
  (Object.entries(READS) as Array<[GetOperation, Read]>).flatMap(([operation, { changedBy }]): Change[] => {
    const scope = changedBy === UNCHANGED ? undefined : changedBy[type];
    return scope === undefined ? [] : [[operation, scope]];
  });

/** What an activation of each type changes, worked out once per type. */
const CHANGES_BY_TYPE = new Map<string, readonly Change[]>(
  ACTIVATION_TYPES.map((type) => [type, changesBy(type)]),
);
const UNLISTED_CHANGES = changesBy('unlisted');

/** The reads an activation of this type changes. */
export const changesOf = (activationType: string): readonly Change[] =>
  CHANGES_BY_TYPE.get(activationType) ?? UNLISTED_CHANGES;

/** The keys a record or a parameter set names, as tags without their operation. */
interface Keys {
  subscriptionId?: string | undefined;
  phoneNumber?: string | undefined;
  simCardNumber?: string | undefined;
  activationId?: string | undefined;
}

function keyTags(keys: Keys): string[] {
  const tags: string[] = [];
  if (keys.subscriptionId) tags.push(`s:${keys.subscriptionId}`);
  if (keys.phoneNumber) {
    const phone = normalizePhone(keys.phoneNumber);
    if (phone !== '') tags.push(`p:${phone}`);
  }
  if (keys.simCardNumber) tags.push(`c:${keys.simCardNumber}`);
  if (keys.activationId) tags.push(`a:${keys.activationId}`);
  return tags;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The field of a record of `operation` each key is read from: a subscription is its own subscription. */
const keyFields = (operation: GetOperation) =>
  ({
    subscriptionId: operation === 'QuerySubscription' ? 'id' : 'subscriptionId',
    phoneNumber: 'phoneNumber',
    simCardNumber: 'simCardNumber',
    activationId: operation === 'QueryActivation' ? 'id' : undefined,
  }) as const;

/**
 * The fields of a record of `operation` its answer's tags are read from: a read asked for some
 * fields (the partner's `fields` parameter) asks for these too, or its answer would not be
 * dropped when an order changes its records.
 */
export const keyFieldsOf = (operation: GetOperation): string[] => [
  ...new Set(Object.values(keyFields(operation)).filter((field) => field !== undefined)),
];

/** The keys of one record of `operation`. */
function recordKeys(operation: GetOperation, record: Record<string, unknown>): Keys {
  const fields = keyFields(operation);
  return {
    subscriptionId: text(record[fields.subscriptionId]),
    phoneNumber: text(record[fields.phoneNumber]),
    simCardNumber: text(record[fields.simCardNumber]),
    activationId: fields.activationId === undefined ? undefined : text(record[fields.activationId]),
  };
}

/** The keys the parameters of a read narrow it to. */
function paramKeys(operation: GetOperation, params: Record<string, unknown>): Keys {
  return {
    subscriptionId: text(params['subscriptionId']),
    phoneNumber: text(params['phoneNumber']),
    simCardNumber: text(params['simCardNumber']),
    activationId: operation === 'QueryActivation' ? text(params['id']) : undefined,
  };
}

export const tag = (operation: GetOperation, name: string): string => `${operation}|${name}`;

/** The tags of one cached answer. */
export function tagsOf(
  operation: GetOperation,
  params: Record<string, unknown>,
  records: readonly unknown[],
): string[] {
  const names = new Set<string>();
  const narrowed = keyTags(paramKeys(operation, params));
  for (const name of narrowed) names.add(name);
  for (const record of records) {
    if (typeof record !== 'object' || record === null) continue;
    for (const name of keyTags(recordKeys(operation, record as Record<string, unknown>))) names.add(name);
  }
  // an answer that found nothing may gain a record whose activation does not name the key it
  // was asked by (a SIM swap names no new SIM card); an activation always names its own keys
  if (narrowed.length === 0 || (records.length === 0 && operation !== 'QueryActivation'))
    names.add('members');
  return [operation, ...[...names].map((name) => tag(operation, name))];
}

/**
 * The cached reads several activations (placed, or seen to change) make wrong, as one
 * invalidation: each operation and tag once. A poll's changes come here together, so it
 * builds each tag straight into the result, with nothing per activation in between.
 */
export function invalidationOfAll(activations: readonly WireActivation[]): Invalidation {
  const operations = new Set<GetOperation>();
  const tags = new Set<string>();
  const touched = new Set<GetOperation>();
  for (const activation of activations) {
    const subject = keyTags({
      subscriptionId: activation.subscriptionId,
      phoneNumber: activation.phoneNumber,
      simCardNumber: activation.info?.simCardNumber,
    });
    for (const [operation, scope] of changesOf(activation.activationType)) {
      // each operation it changes goes whole or by tags
      touched.add(operation);
      const itself = operation === 'QueryActivation';
      // with none of its keys known, no answer about it can be told apart: all of them go
      if (scope === 'all' || (subject.length === 0 && !itself)) {
        operations.add(operation);
        continue;
      }
      for (const name of subject) tags.add(tag(operation, name));
      if (itself) tags.add(tag(operation, `a:${activation.id}`));
      if (scope === 'members') tags.add(tag(operation, 'members'));
    }
  }
  return { operations: [...operations], tags: [...tags], touched: [...touched] };
}

/** The cached reads one activation makes wrong. */
export const invalidationOf = (activation: WireActivation): Invalidation => invalidationOfAll([activation]);
