/**
 * Ids in arguments, decoded once at the schema's edge. An ID argument or input field takes the
 * global id of one of its types or the provider's own id, and its resolver receives the
 * provider's id either way; in the schema it stays a plain ID.
 *
 * Not `t.arg.globalID({ for })`: that refuses the provider's own ids, which callers may pass.
 */
import { decodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';

/** a type an id may name: an object ref, by its GraphQL name */
interface Named {
  readonly name: string;
}

/**
 * Padded base64, which every global id is and a provider's UUID is not: decodeGlobalID's own
 * first test, made here so that a provider's id is told apart without an exception thrown and
 * caught (its stack trace cost more than the rest of a live event's execution).
 */
const BASE64 = /^(?:[\d+/A-Za-z]{4})*(?:[\d+/A-Za-z]{2}==|[\d+/A-Za-z]{3}=)?$/;

/** The type and the id a global id names; undefined for anything else (a provider's own id). */
export function globalIdParts(id: string): { typename: string; id: string } | undefined {
  if (!BASE64.test(id)) return undefined;
  try {
    return decodeGlobalID(id);
  } catch {
    return undefined;
  }
}

/** The id inside a global id of one of `typenames`; anything else is the provider's own id. */
function providerIdIn(id: string, typenames: ReadonlySet<string>): string {
  const decoded = globalIdParts(id);
  return decoded !== undefined && typenames.has(decoded.typename) ? decoded.id : id;
}

const typenamesOf = (types: readonly Named[]): ReadonlySet<string> => new Set(types.map((t) => t.name));

/** What an ID argument of one of `types` hands its resolver (providerIdOf), for code that reads the argument as sent. */
export function providerIdDecoder(types: readonly Named[]): (id: string) => string {
  const typenames = typenamesOf(types);
  return (id) => providerIdIn(id, typenames);
}

/** A key a record is looked up by: an empty one would match the partner's first record. */
export const lookupKey = z.string().min(1, 'must not be empty');

/**
 * Makes `ref`, an ID argument or input field, hand its resolver the provider's id of one of
 * `types`. Returns `ref` with its type unchanged.
 */
export function providerIdOf<Ref extends { validate(schema: z.ZodType<string, string>): unknown }>(
  ref: Ref,
  types: readonly Named[],
): Ref {
  const typenames = typenamesOf(types);
  ref.validate(lookupKey.transform((id) => providerIdIn(id, typenames)));
  return ref;
}

/** providerIdOf for a list of ids. */
export function providerIdsOf<Ref extends { validate(schema: z.ZodType<string[], string[]>): unknown }>(
  ref: Ref,
  types: readonly Named[],
): Ref {
  const typenames = typenamesOf(types);
  ref.validate(z.array(lookupKey).transform((ids) => ids.map((id) => providerIdIn(id, typenames))));
  return ref;
}
