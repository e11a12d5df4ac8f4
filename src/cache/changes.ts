/**
 * What an order changes, and so which cached partner reads it drops. Pure: the partner cache
 * and its unit tests use it, nothing else.
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
  type ActivationType,
  type GetOperation,
  normalizePhone,
  type WireActivation,
} from '@msp/partner-interface';

export type Scope = 'records' | 'members' | 'all';
export type Changes = Partial<Record<GetOperation, Scope>>;

/** Every activation is itself a record of QueryActivation, and a new one joins its lists. */
const ITSELF: Changes = { QueryActivation: 'members' };

/**
 * What each order type changes at the partner, from the spec and the README's decisions:
 * SUSPEND and RESUME the subscription's state (lists filtered by state too), SETSERVICES its
 * services, SIMSWAP its SIM card and two SIM cards' statuses (the new card is not named in
 * the activation), a new subscription or a port-in the lists of subscriptions and SIM cards
 * and the usage of the number, TERMINATE and OUTPORT end the subscription and disable its SIM.
 */
export const CHANGES: Record<ActivationType, Changes> = {
  ACTIVATENEW: { QuerySubscription: 'members', QuerySimcard: 'all', QueryUsageSubscription: 'records' },
  INPORT: { QuerySubscription: 'members', QuerySimcard: 'all', QueryUsageSubscription: 'records' },
  SUSPEND: { QuerySubscription: 'members' },
  RESUME: { QuerySubscription: 'members' },
  SETSERVICES: { QuerySubscription: 'records' },
  SIMSWAP: { QuerySubscription: 'members', QuerySimcard: 'all' },
  TERMINATE: { QuerySubscription: 'members', QuerySimcard: 'members' },
  OUTPORT: { QuerySubscription: 'members', QuerySimcard: 'members' },
};

/** A type the spec does not list may change anything an order can change. */
const UNKNOWN: Changes = {
  QuerySubscription: 'all',
  QuerySimcard: 'all',
  QueryUsageSubscription: 'all',
};

/** The reads an activation of this type changes. */
export function changesOf(activationType: string): Changes {
  const known = (CHANGES as Record<string, Changes | undefined>)[activationType];
  return { ...(known ?? UNKNOWN), ...ITSELF };
}

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

/** The keys of one record of `operation`: a subscription is its own subscription. */
function recordKeys(operation: GetOperation, record: Record<string, unknown>): Keys {
  return {
    subscriptionId: text(operation === 'QuerySubscription' ? record['id'] : record['subscriptionId']),
    phoneNumber: text(record['phoneNumber']),
    simCardNumber: text(record['simCardNumber']),
    activationId: operation === 'QueryActivation' ? text(record['id']) : undefined,
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

/** What to drop: operations dropped whole, and tags. */
export interface Invalidation {
  operations: GetOperation[];
  tags: string[];
  /** every operation it touches: those it drops whole, and those of its tags */
  touched: GetOperation[];
}

/** The cached reads an activation (placed, or seen to change) makes wrong. */
export function invalidationOf(activation: WireActivation): Invalidation {
  const subject = keyTags({
    subscriptionId: activation.subscriptionId,
    phoneNumber: activation.phoneNumber,
    simCardNumber: activation.info?.simCardNumber,
  });
  const operations: GetOperation[] = [];
  const tags: string[] = [];
  const changes = Object.entries(changesOf(activation.activationType)) as Array<[GetOperation, Scope]>;
  for (const [operation, scope] of changes) {
    const keys = operation === 'QueryActivation' ? [...subject, `a:${activation.id}`] : subject;
    // with none of its keys known, no answer about it can be told apart: all of them go
    if (scope === 'all' || keys.length === 0) {
      operations.push(operation);
      continue;
    }
    for (const name of keys) tags.push(tag(operation, name));
    if (scope === 'members') tags.push(tag(operation, 'members'));
  }
  // each operation it changes goes whole or by tags
  return { operations, tags, touched: changes.map(([operation]) => operation) };
}

/** The cached reads several activations make wrong, as one invalidation: each operation and tag once. */
export function invalidationOfAll(activations: readonly WireActivation[]): Invalidation {
  const operations = new Set<GetOperation>();
  const tags = new Set<string>();
  const touched = new Set<GetOperation>();
  for (const activation of activations) {
    const one = invalidationOf(activation);
    for (const operation of one.operations) operations.add(operation);
    for (const name of one.tags) tags.add(name);
    for (const operation of one.touched) touched.add(operation);
  }
  return { operations: [...operations], tags: [...tags], touched: [...touched] };
}
