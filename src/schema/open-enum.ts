/**
 * Enums over the provider's value sets. The spec leaves most lists open, so each enum has an
 * `OTHER` value: a value the provider sends that the enum does not know resolves to OTHER and
 * stays readable, as sent, on the field's `...Raw` companion.
 */
import type { EnumRef } from '@pothos/core';
import { z } from 'zod';
import { builder, type SchemaTypes } from './builder.js';

export interface OpenEnum<V extends string> {
  ref: EnumRef<PothosSchemaTypes.ExtendDefaultTypes<SchemaTypes>, V | 'OTHER'>;
  /** the enum value for a raw provider value; OTHER when unknown, null when absent */
  of(raw: string | null | undefined): V | 'OTHER' | null;
}

/** What OTHER means, in every open enum. */
const OTHER_DESCRIPTION =
  'A value the provider sent that this enum does not list (the spec leaves the list open). Where the field has a companion ending in Raw, that holds the value as sent. Refused as input: no filter or order can ask for it.';

/** The description of an open enum field's `...Raw` companion, for the field `field`. */
export const asSent = (field: string): string =>
  `The ${field} as the provider sent it: the value behind OTHER, when ${field} is OTHER.`;

/**
 * An enum `name` of the provider's `values`, each described by `valueDescriptions`, plus OTHER.
 */
export function openEnum<const V extends string>(
  name: string,
  values: readonly V[],
  description: string,
  valueDescriptions: Readonly<Record<V, string>>,
): OpenEnum<V> {
  const all: readonly (V | 'OTHER')[] = [...values, 'OTHER'];
  const ref = builder.enumType(name, {
    description,
    values: Object.fromEntries(
      all.map((value) => [
        value,
        { value, description: value === 'OTHER' ? OTHER_DESCRIPTION : valueDescriptions[value as V] },
      ]),
    ),
  }) as EnumRef<PothosSchemaTypes.ExtendDefaultTypes<SchemaTypes>, V | 'OTHER'>;
  const known = new Set<string>(values);
  return {
    ref,
    of: (raw) => (raw === null || raw === undefined ? null : known.has(raw) ? (raw as V) : 'OTHER'),
  };
}

/** A filter on an open enum cannot ask for OTHER: the provider knows no such value. */
export const known = z
  .string()
  .nullish()
  .refine(
    (value) => value !== 'OTHER',
    'OTHER stands for values the gateway does not know and cannot be filtered on',
  );
