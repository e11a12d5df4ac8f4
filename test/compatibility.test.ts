/**
 * The schema against every released client (scripts/compatibility.ts): the checked-in schema
 * serves every release in releases/, and the check itself refuses what would break a phone that
 * still runs an old version: a field taken away without notice, a retirement that never shipped
 * deprecated, a change no deprecation can announce. The variants are the real schema with one
 * change made to it.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  buildSchema,
  type GraphQLFieldConfig,
  GraphQLNonNull,
  type GraphQLSchema,
  printSchema,
} from 'graphql';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  allowlist,
  compatibilityProblems,
  RELEASES,
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
      {
        coordinate: 'Query.mobileSubscriptions.first',
        deprecatedIn: latest().version,
        reason: 'x',
        removeAfter: '2000-01-01',
      },
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
      {
        coordinate,
        deprecatedIn: '9.1.0',
        reason: 'use MobileSubscription.usage',
        removeAfter: '2000-01-01',
      },
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

describe('retiring a field the released documents use (deprecate, announce, retire)', () => {
  const coordinate = 'MobileSubscription.simCard';
  let dir: string;
  let gone: GraphQLSchema;

  /** a copy of releases/ with a release 9.1.0 that shipped simCard deprecated, and retirements.json as given */
  const releasesWith = async (retirementsJson: unknown[]) => {
    const deprecated = withField(current, coordinate, (config) => ({
      ...config,
      deprecationReason: 'use sims',
    }));
    const at = join(dir, 'msp-client', '9.1.0');
    await mkdir(at, { recursive: true });
    await writeFile(join(at, 'schema.graphql'), printSchema(deprecated));
    await writeFile(join(at, 'persisted-documents.json'), JSON.stringify(latest().documents));
    await writeFile(join(dir, 'retirements.json'), JSON.stringify(retirementsJson));
    return { releases: await readReleases(dir), retirements: await readRetirements(dir) };
  };
  const announced = { coordinate, deprecatedIn: '9.1.0', reason: 'use sims', removeAfter: '2026-06-30' };

  beforeAll(async () => {
    gone = withField(current, coordinate, () => null);
  });
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'msp-releases-'));
    await cp(RELEASES, dir, { recursive: true });
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('passes once announced and past its date: the old documents that select it (Dashboard) fail as a whole, which is what was announced', async () => {
    const { releases: shipped, retirements: listed } = await releasesWith([announced]);
    expect(await compatibilityProblems(gone, shipped, listed, new Date('2026-07-01T00:00:00Z'))).toEqual([]);
  });

  it('fails unannounced, naming each released document that selects it', async () => {
    const { releases: shipped, retirements: listed } = await releasesWith([]);
    const problems = (await compatibilityProblems(gone, shipped, listed)).join('\n');
    expect(problems).toMatch(/breaking change against msp-client 9\.1\.0, not announced: .*simCard/);
    expect(problems).toMatch(/msp-client 0\.1\.0 sends Dashboard .*Cannot query field "simCard"/);
  });

  it('fails before the date the app teams were told, and without a date', async () => {
    const early = await releasesWith([announced]);
    expect(
      await compatibilityProblems(gone, early.releases, early.retirements, new Date('2026-06-30T12:00:00Z')),
    ).toEqual([expect.stringContaining('MobileSubscription.simCard is removed before its date')]);
    const { removeAfter: _removeAfter, ...undated } = announced;
    const { releases: shipped, retirements: listed } = await releasesWith([undated]);
    expect(await compatibilityProblems(gone, shipped, listed, new Date('2026-07-01T00:00:00Z'))).toEqual([
      expect.stringContaining('MobileSubscription.simCard needs removeAfter'),
    ]);
  });
});
