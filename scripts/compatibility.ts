/**
 * Whether the schema still serves every client that was released, as Apollo's schema checks and
 * GraphQL Hive's registry do it: a phone keeps an app version for months, and the persisted
 * documents it sends with it. `releases/<client>/<version>/` keeps, for each released version
 * of a client (`msp-client`: the `@msp/client` package), the schema it was released against
 * (schema.graphql) and the documents it sends (persisted-documents.json, by hash);
 * `releases/retirements.json` lists the announced removals. Two checks:
 *
 * - the current schema against the latest released one (@graphql-inspector/core's diff): every
 *   breaking change must be an announced retirement: a field, argument or enum value listed in
 *   retirements.json and already deprecated (`@deprecated`) in that released schema, so that it
 *   shipped deprecated for at least one release, and removed after its `removeAfter` date (the
 *   one the app teams were told); anything else breaking (a removal nobody was
 *   told of; a type changed or an argument made required, which no deprecation can announce)
 *   fails;
 * - every persisted document of every released version against the current schema (graphql's
 *   `validate`): one that no longer validates fails, unless what it misses is all announced
 *   (then it fails as a whole on the phones that still send it: what the announcement warned of).
 *
 * `npm run compat` prints the problems and fails on any; test/compatibility.test.ts runs the
 * same in the suite. `npm run compat -- --release` records the current schema and documents as
 * the package's version (at release time); `npm run compat -- --allowlist FILE` writes the
 * gateway's PERSISTED_OPERATIONS_FILE for every version still on phones.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChangeType, CriticalityLevel, diff } from '@graphql-inspector/core';
import {
  buildSchema,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  parse,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
} from 'graphql';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const RELEASES = join(ROOT, 'releases');

/** one announced removal */
export interface Retirement {
  /** `Type.field`, `Type.field.argument` or `Enum.VALUE`, as the diff names it */
  coordinate: string;
  /** the release of the schema that first carried its @deprecated */
  deprecatedIn: string;
  /** what to use instead, as its deprecation reason says */
  reason: string;
  /**
   * the date (YYYY-MM-DD) the app teams were told it goes away after: the check refuses its
   * removal before that day
   */
  removeAfter: string;
}

export interface Release {
  client: string;
  version: string;
  schema: GraphQLSchema;
  /** hash -> document text */
  documents: Record<string, string>;
}

/** the breaking changes a deprecation can announce: what has @deprecated can be taken away */
const REMOVALS = new Set<string>([
  ChangeType.FieldRemoved,
  ChangeType.FieldArgumentRemoved,
  ChangeType.InputFieldRemoved,
  ChangeType.EnumValueRemoved,
]);

/** numeric semver order (x.y.z), enough for our own version numbers */
const byVersion = (a: string, b: string) => {
  const [pa, pb] = [a, b].map((v) => v.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0));
  for (let i = 0; i < Math.max(pa?.length ?? 0, pb?.length ?? 0); i += 1) {
    const d = (pa?.[i] ?? 0) - (pb?.[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
};

export async function readReleases(dir = RELEASES): Promise<Release[]> {
  const releases: Release[] = [];
  if (!existsSync(dir)) return releases;
  for (const client of (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory())) {
    const versions = (await readdir(join(dir, client.name))).sort(byVersion);
    for (const version of versions) {
      const at = join(dir, client.name, version);
      releases.push({
        client: client.name,
        version,
        schema: buildSchema(await readFile(join(at, 'schema.graphql'), 'utf8')),
        documents: JSON.parse(await readFile(join(at, 'persisted-documents.json'), 'utf8')) as Record<
          string,
          string
        >,
      });
    }
  }
  return releases;
}

export async function readRetirements(dir = RELEASES): Promise<Retirement[]> {
  const path = join(dir, 'retirements.json');
  return existsSync(path) ? (JSON.parse(await readFile(path, 'utf8')) as Retirement[]) : [];
}

/** whether `coordinate` (Type.field, Type.field.arg, Enum.VALUE) is deprecated in `schema` */
export function isDeprecated(schema: GraphQLSchema, coordinate: string): boolean {
  const [typeName = '', member = '', argument] = coordinate.split('.');
  const type = schema.getType(typeName);
  if (isEnumType(type)) return type.getValue(member)?.deprecationReason != null;
  if (isObjectType(type) || isInterfaceType(type)) {
    const field = type.getFields()[member];
    if (argument === undefined) return field?.deprecationReason != null;
    return field?.args.find((a) => a.name === argument)?.deprecationReason != null;
  }
  if (isInputObjectType(type)) return type.getFields()[member]?.deprecationReason != null;
  return false;
}

/** whether `coordinate` still exists in `schema` */
function exists(schema: GraphQLSchema, coordinate: string): boolean {
  const [typeName = '', member, argument] = coordinate.split('.');
  const type = schema.getType(typeName);
  if (type === undefined || type === null) return false;
  if (member === undefined) return true;
  if (isEnumType(type)) return type.getValue(member) !== undefined;
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    const field = type.getFields()[member];
    if (field === undefined) return false;
    return argument === undefined || ('args' in field && field.args.some((a) => a.name === argument));
  }
  return true;
}

/** the coordinates a document uses (fields, arguments, enum values), read with the schema it was written for */
function coordinatesOf(schema: GraphQLSchema, text: string): Set<string> {
  const used = new Set<string>();
  const info = new TypeInfo(schema);
  visit(
    parse(text),
    visitWithTypeInfo(info, {
      Field: () => {
        const parent = info.getParentType();
        const field = info.getFieldDef();
        // __typename (which codegen adds to every selection), __schema, __type: never removed
        if (parent != null && field != null && !field.name.startsWith('__'))
          used.add(`${parent.name}.${field.name}`);
      },
      Argument: () => {
        const parent = info.getParentType();
        const field = info.getFieldDef();
        const argument = info.getArgument();
        // a directive's argument (@defer(label:)) is no field's
        if (parent != null && field != null && argument != null && info.getDirective() == null)
          used.add(`${parent.name}.${field.name}.${argument.name}`);
      },
      ObjectField: (node) => {
        const input = info.getParentInputType();
        const named = input === null || input === undefined ? undefined : getNamedType(input);
        if (named !== undefined) used.add(`${named.name}.${node.name.value}`);
      },
      EnumValue: (node) => {
        const type = info.getInputType();
        const named = type === null || type === undefined ? undefined : getNamedType(type);
        if (named !== undefined) used.add(`${named.name}.${node.value}`);
      },
    }),
  );
  return used;
}

/** every problem that stops the schema from shipping, one sentence each; none: it is compatible */
export async function compatibilityProblems(
  current: GraphQLSchema,
  releases: Release[],
  retirements: Retirement[],
  today: Date = new Date(),
): Promise<string[]> {
  const problems: string[] = [];
  const announced = new Map(retirements.map((r) => [r.coordinate, r]));
  const versions = new Set(releases.map((r) => r.version));
  for (const retirement of retirements) {
    if (!versions.has(retirement.deprecatedIn))
      problems.push(
        `retirements.json: ${retirement.coordinate} names deprecatedIn ${retirement.deprecatedIn}, which is not a release in releases/`,
      );
    const removeAfter = Date.parse(`${String(retirement.removeAfter)}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(retirement.removeAfter)) || Number.isNaN(removeAfter))
      problems.push(
        `retirements.json: ${retirement.coordinate} needs removeAfter, the date (YYYY-MM-DD) the app teams were told it goes away after`,
      );
    else if (!exists(current, retirement.coordinate) && today.getTime() < removeAfter + 86_400_000)
      problems.push(
        `${retirement.coordinate} is removed before its date: the app teams were told it stays until ${retirement.removeAfter}; keep it deprecated until then`,
      );
  }

  // the latest release of each client against the current schema
  const latest = new Map<string, Release>();
  for (const release of releases) latest.set(release.client, release);
  for (const release of latest.values()) {
    for (const change of await diff(release.schema, current)) {
      if (change.criticality.level !== CriticalityLevel.Breaking) continue;
      const coordinate = change.path ?? '';
      const retirement = announced.get(coordinate);
      if (!REMOVALS.has(change.type)) {
        problems.push(
          `breaking change against ${release.client} ${release.version}, which no deprecation announces: ${change.message} (${change.type} ${coordinate}); add a new field or argument beside the old one instead (docs/clients.md#changing-the-schema)`,
        );
      } else if (retirement === undefined) {
        problems.push(
          `breaking change against ${release.client} ${release.version}, not announced: ${change.message} (${change.type} ${coordinate}); deprecate it first and list it in releases/retirements.json (docs/clients.md#changing-the-schema)`,
        );
      } else if (!isDeprecated(release.schema, coordinate)) {
        problems.push(
          `${coordinate} is retired, but ${release.client} ${release.version} did not ship it deprecated: keep it with @deprecated for a release first`,
        );
      }
    }
  }

  // every document every released version sends
  for (const release of releases) {
    for (const [hash, text] of Object.entries(release.documents)) {
      const errors = validate(current, parse(text));
      if (errors.length === 0) continue;
      const gone = [...coordinatesOf(release.schema, text)].filter((c) => !exists(current, c));
      const unannounced = gone.filter((c) => !announced.has(c));
      if (gone.length > 0 && unannounced.length === 0) continue;
      const name = /(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1] ?? hash;
      problems.push(
        `${release.client} ${release.version} sends ${name} (${hash}), which the schema no longer runs: ${errors.map((e) => e.message).join('; ')}`,
      );
    }
  }
  return problems;
}

/**
 * The gateway's PERSISTED_OPERATIONS_FILE while old versions are still on phones: every
 * released version's documents and the current ones, by hash (a hash names one text, so the
 * union is a plain merge).
 */
export async function allowlist(releases: Release[]): Promise<Record<string, string>> {
  const currentDocuments = JSON.parse(
    await readFile(join(ROOT, 'packages/client/src/generated/persisted-documents.json'), 'utf8'),
  ) as Record<string, string>;
  return Object.assign({}, ...releases.map((r) => r.documents), currentDocuments) as Record<string, string>;
}

/**
 * `npm run compat`: the problems, or nothing; `-- --release`: record this release;
 * `-- --allowlist FILE`: write the gateway's list for every version still in use
 */
async function main(): Promise<void> {
  const current = buildSchema(await readFile(join(ROOT, 'schema.graphql'), 'utf8'));
  const out = process.argv.indexOf('--allowlist');
  if (out !== -1) {
    const file = process.argv[out + 1];
    if (file === undefined) throw new Error('--allowlist needs the file to write');
    await writeFile(file, `${JSON.stringify(await allowlist(await readReleases()), null, 2)}\n`);
    console.log(`wrote the documents of every release and of this one to ${file}`);
    return;
  }
  if (process.argv.includes('--release')) {
    const { version } = JSON.parse(await readFile(join(ROOT, 'packages/client/package.json'), 'utf8')) as {
      version: string;
    };
    const at = join(RELEASES, 'msp-client', version);
    if (existsSync(at)) throw new Error(`${at} exists: bump packages/client/package.json's version first`);
    await mkdir(at, { recursive: true });
    await copyFile(join(ROOT, 'schema.graphql'), join(at, 'schema.graphql'));
    await copyFile(
      join(ROOT, 'packages/client/src/generated/persisted-documents.json'),
      join(at, 'persisted-documents.json'),
    );
    console.log(`recorded @msp/client ${version} in ${at}`);
    return;
  }
  const problems = await compatibilityProblems(current, await readReleases(), await readRetirements());
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exitCode = 1;
  else console.log('the schema serves every released client');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
