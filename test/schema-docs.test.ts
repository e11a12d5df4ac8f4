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

const BUILT_IN_SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

/** Every named type of the graph, without introspection's types and the built-in scalars. */
const types = (): GraphQLNamedType[] =>
  Object.values(schema.getTypeMap()).filter(
    (type) => !type.name.startsWith('__') && !BUILT_IN_SCALARS.has(type.name),
  );

const described = (description: string | null | undefined): boolean => (description ?? '').trim() !== '';

/** The path of everything without a description: Type, Type.field, Type.field(arg), Enum.VALUE, Input.field. */
function undocumented(): string[] {
  const missing: string[] = [];
  const check = (path: string, description: string | null | undefined) => {
    if (!described(description)) missing.push(path);
  };
  for (const type of types()) {
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        check(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
  }
  return missing;
}

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
});
