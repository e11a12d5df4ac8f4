import {
  type GraphQLNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { EMBEDDED } from '../src/schema/builder.js';
import { schema } from '../src/schema/index.js';
import { durationsIn, misstatedInDescription, numberSettings, sentencesOf } from './utils/figures.js';

const BUILT_IN_SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

/** Every named type of the graph, without introspection's types and the built-in scalars. */
const types = (): GraphQLNamedType[] =>
  Object.values(schema.getTypeMap()).filter(
    (type) => !type.name.startsWith('__') && !BUILT_IN_SCALARS.has(type.name),
  );

const described = (description: string | null | undefined): boolean => (description ?? '').trim() !== '';

/** Every description of the graph with its path: Type, Type.field, Type.field(arg), Enum.VALUE, Input.field. */
function descriptions(): Array<[path: string, description: string | null | undefined]> {
  const all: Array<[string, string | null | undefined]> = [];
  for (const type of types()) {
    all.push([type.name, type.description]);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        all.push([`${type.name}.${field.name}`, field.description]);
        for (const arg of field.args) all.push([`${type.name}.${field.name}(${arg.name})`, arg.description]);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        all.push([`${type.name}.${field.name}`, field.description]);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) all.push([`${type.name}.${value.name}`, value.description]);
    }
  }
  return all;
}

/** The path of everything without a description. */
const undocumented = (): string[] =>
  descriptions()
    .filter(([, description]) => !described(description))
    .map(([path]) => path);

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

describe('the schema documentation', () => {
  it('gives every type, field, argument and enum value a description', () => {
    expect(undocumented()).toEqual([]);
  });

  it('says of every object type without an id that it is embedded in its parent, and of no other', () => {
    const misdescribed: string[] = [];
    for (const type of types()) {
      if (!isObjectType(type) || ROOT_TYPES.has(type.name)) continue;
      const id = type.getFields()['id']?.type;
      const hasId = id !== undefined && isNonNullType(id) && getNullableType(id).toString() === 'ID';
      const saysEmbedded = type.description?.endsWith(EMBEDDED) ?? false;
      if (hasId === saysEmbedded) misdescribed.push(hasId ? `${type.name} (has an id)` : type.name);
    }
    expect(misdescribed).toEqual([]);
  });

  it("states a setting's figure as the settings table's default, saying so and naming the setting", () => {
    const misstated = descriptions().flatMap(([path, description]) =>
      misstatedInDescription(description ?? '').map((problem) => `${path}: ${problem}`),
    );
    expect(misstated).toEqual([]);
  });

  it('gives the lifetime of an idempotency key as the journal keeps it (JOURNAL_RETENTION_DAYS), not as a figure of its own', () => {
    const retention = numberSettings().get('JOURNAL_RETENTION_DAYS');
    if (retention === undefined)
      throw new Error('JOURNAL_RETENTION_DAYS has no default in the settings table');
    const stated: string[] = [];
    const unnamed: string[] = [];
    for (const [path, description] of descriptions()) {
      if (!/idempoten/i.test(description ?? '')) continue;
      for (const sentence of sentencesOf(description ?? '')) {
        if (durationsIn(sentence).length === 0) continue;
        if (sentence.includes('JOURNAL_RETENTION_DAYS')) stated.push(path);
        else unnamed.push(`${path}: ${sentence}`);
      }
    }
    expect(unnamed).toEqual([]);
    // every order input's key and the conflict error say it, with the default the table has
    expect(stated).toContain('OrderNewSubscriptionInput.idempotencyKey');
    expect(stated).toContain('IdempotencyConflictError');
    const key = schema.getType('OrderNewSubscriptionInput');
    const keyDescription = isInputObjectType(key)
      ? key.getFields()['idempotencyKey']?.description
      : undefined;
    expect(keyDescription).toContain(`${retention.value} days`);
  });
});
