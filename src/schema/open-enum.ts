/**
 * Enums over the provider's value sets. The spec leaves most lists open, so each enum has an
 * `OTHER` value: a value the provider sends that the enum does not know resolves to OTHER and
 * stays readable, as sent, on the field's `...Raw` companion.
 */
import { z } from 'zod';
import { builder } from './builder.js';

export interface OpenEnum<V extends string> {
  ref: ReturnType<typeof builder.enumType<string, readonly (V | 'OTHER')[]>>;
  /** the enum value for a raw provider value; OTHER when unknown, null when absent */
  of(raw: string | null | undefined): V | 'OTHER' | null;
}

export function openEnum<const V extends string>(
  name: string,
  values: readonly V[],
  description: string,
): OpenEnum<V> {
  const all: readonly (V | 'OTHER')[] = [...values, 'OTHER'];
  const ref = builder.enumType(name, { description, values: all });
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
