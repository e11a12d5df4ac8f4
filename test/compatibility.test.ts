/**
 * The schema against every released client (scripts/compatibility.ts): the checked-in schema
 * serves every release in releases/, and the check itself refuses what would break a phone that
 * still runs an old version: a field taken away without notice, a retirement that never shipped
 * deprecated, a change no deprecation can announce. The variants are the real schema with one
 * change made to it.
 */
import { readFile } from 'node:fs/promises';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { buildSchema, type GraphQLFieldConfig, GraphQLNonNull, type GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allowlist,
  compatibilityProblems,
  type Release,
  type Retirement,
  readReleases,
  readRetirements,
} from '../scripts/compatibility.js';

let current: GraphQLSchema;
let releases: Release[];
let retirements: Retirement[];

beforeAll(async () => {
  current = buildSchema(await readFile(new URL('../schema.graphql', import.meta.url), 'utf8'));
  releases = await readReleases();
  retirements = await readRetirements();
});

/** the schema with `Type.field` changed by `change` (null: removed) */
const withField = (
  schema: GraphQLSchema,
  coordinate: string,
  change: (config: GraphQLFieldConfig<unknown, unknown>) => GraphQLFieldConfig<unknown, unknown> | null,
) =>
  mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (config, fieldName, typeName) =>
      `${typeName}.${fieldName}` === coordinate ? change(config) : config,
  });

const latest = () => {
  const release = releases.at(-1);
  if (release === undefined) throw new Error('no release in releases/');
  return release;
};

describe('the schema and the released clients', () => {
  it('has at least one release of @msp/client recorded, with its schema and its persisted documents', () => {
    expect(releases.map((r) => r.client)).toContain('msp-client');
    expect(Object.keys(latest().documents).length).toBeGreaterThan(0);
  });

  it("gives the gateway an allowlist that runs every released version's documents and the current ones", async () => {
    const list = await allowlist(releases);
    for (const release of releases) expect(list).toMatchObject(release.documents);
    const { FollowActivationsDocument, persistedHashOf } = await import('@msp/client');
    expect(list[`sha256:${persistedHashOf(FollowActivationsDocument)}`]).toContain('activationsUpdated');
  });

  it('serves every released client: no unannounced breaking change against the latest release, every released document still runs', async () => {
    expect(await compatibilityProblems(current, releases, retirements)).toEqual([]);
  });
});

describe('the check', () => {
  it('fails on a field taken away without notice, naming the change and each released document that sends it', async () => {
    const without = withField(current, 'Activation.modifiedAt', () => null);
    const interfaceToo = mapSchema(without, {
      [MapperKind.INTERFACE_FIELD]: (config, fieldName, typeName) =>
        typeName === 'Activation' && fieldName === 'modifiedAt' ? null : config,
    });
    const problems = await compatibilityProblems(interfaceToo, releases, retirements);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^breaking change against msp-client .*'modifiedAt'.*not announced|^breaking change against msp-client .*Activation\.modifiedAt/,
        ),
        expect.stringMatching(/sends FollowActivation .*Cannot query field "modifiedAt"/),
      ]),
    );
  });

  it('fails on an argument removed from a live field the phones use (since), and on one made required', async () => {
    const noSince = withField(current, 'Subscription.activationUpdated', (config) => {
      const { since: _since, ...args } = config.args ?? {};
      return { ...config, args };
    });
    const removed = await compatibilityProblems(noSince, releases, retirements);
    expect(removed.join('\n')).toContain('Subscription.activationUpdated.since');
    expect(removed.join('\n')).toContain('sends FollowActivation');

    const required = withField(current, 'Query.mobileSubscriptions', (config) => {
      const first = config.args?.['first'];
      if (first === undefined) throw new Error('mobileSubscriptions has no first');
      return {
        ...config,
        args: { ...config.args, first: { ...first, type: new GraphQLNonNull(first.type) } },
      };
    });
    const problems = await compatibilityProblems(required, releases, [
      { coordinate: 'Query.mobileSubscriptions.first', deprecatedIn: latest().version, reason: 'x' },
    ]);
    // listed or not: no deprecation can announce a change of type
    expect(problems.join('\n')).toMatch(
      /breaking change .*which no deprecation announces: .*Query\.mobileSubscriptions\.first/,
    );
  });

  it('lets a field go that shipped deprecated in a release and is listed in retirements.json; refuses it unlisted, or listed but never shipped deprecated', async () => {
    const coordinate = 'Query.usageSummaries';
    const deprecated = withField(current, coordinate, (config) => ({
      ...config,
      deprecationReason: 'use MobileSubscription.usage',
    }));
    const gone = withField(current, coordinate, () => null);
    const release = (schema: GraphQLSchema, version: string): Release => ({
      client: 'msp-client',
      version,
      schema,
      documents: latest().documents,
    });
    const announced: Retirement[] = [
      { coordinate, deprecatedIn: '9.1.0', reason: 'use MobileSubscription.usage' },
    ];

    const shipped = [...releases, release(deprecated, '9.1.0')];
    expect(await compatibilityProblems(gone, shipped, announced)).toEqual([]);
    expect((await compatibilityProblems(gone, shipped, [])).join('\n')).toMatch(
      /breaking change against msp-client 9\.1\.0, not announced: .*usageSummaries/,
    );
    const neverDeprecated = [...releases, release(current, '9.1.0')];
    expect(await compatibilityProblems(gone, neverDeprecated, announced)).toEqual([
      expect.stringContaining(
        'Query.usageSummaries is retired, but msp-client 9.1.0 did not ship it deprecated',
      ),
    ]);
    expect(
      await compatibilityProblems(gone, shipped, [{ ...announced[0], deprecatedIn: '8.0.0' } as Retirement]),
    ).toEqual([expect.stringContaining('names deprecatedIn 8.0.0, which is not a release')]);
  });
});
