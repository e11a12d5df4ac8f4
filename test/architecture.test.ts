/**
 * The layers point one way and each room of src/ holds one concern: the rules of
 * .dependency-cruiser.mjs (no cycle, type-only imports included; each layer imports only
 * what lies below it), and the rooms below (what each holds, and where the yoga plugins go).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { describe, expect, it } from 'vitest';
import { CODES } from '../src/errors/codes.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['src', ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}/src`)];

/**
 * The rooms of src/ and what each holds (README.md, "Layout"). A folder that is none of them,
 * or a file loose in src/ but the entry and the front hall, is a room nobody described.
 */
const ROOMS: Record<string, string> = {
  auth: 'who calls: tokens, API keys, scopes',
  cache: 'the partner cache, and what each order changes in it',
  errors: 'the error codes the gateway answers with, each stated once with when it is given',
  journal: 'the order journal: entries, migrations, reconciliation, the outbox',
  'live-queries': 'query @live: the store, its runs, the keys a change names, invalidation',
  observability: 'logs, metrics, traces and spans, and the secrets they never show',
  operations: "GraphiQL's example operations (.graphql), typed by codegen, and where they are read from",
  plugins: 'the yoga and envelop plugins, one concern each',
  provider: "the partner's HTTP client: calls, retries, paging, errors",
  push: 'push to devices: APNs, FCM, their store and delivery',
  reads: 'the read table: one row per partner GET, its graph names, freshness and the orders that change it',
  request: 'what one request carries: its context',
  resolvers: "what the graph's fields do: loaders, orders, ownership",
  schema: "the graph's types and fields (Pothos)",
  server: 'the parts the front hall builds, the HTTP and WebSocket servers, the yoga, GraphiQL',
  settings: 'the settings table, the defaults, the configuration read from the environment',
  stores: 'memory and Redis twins: cached answers, coordination, rate limits',
  subscriptions: 'GraphQL subscriptions: one poller per activation, fan-out, replay',
  transport: 'below the plugins: request ids, persisted lists, streams, drains, upgrades',
  webhooks: 'webhook endpoints, their targets and delivery',
};
const FRONT = ['app.ts', 'index.ts'];
/** where a yoga plugin (`export function use…(…): Plugin`) may live */
const PLUGIN_ROOMS = ['plugins', 'observability', 'live-queries', 'subscriptions'];
/** the rooms that know the partner and the database, never GraphQL */
const BELOW_GRAPHQL = ['provider', 'journal', 'stores', 'cache'];

/** Every .ts file under `dir` (relative to the root), but generated code. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => path.endsWith('.ts') && !path.split(sep).includes('generated'));
}

describe('the architecture', () => {
  it('has no import cycle, and each layer imports only the layers below it', async () => {
    const options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.mjs'));
    const { output } = await cruise(SOURCES, { ...options, baseDir: root, validate: true });
    if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a cruise result');
    const violations = output.summary.violations.map(
      (v) =>
        `${v.rule.name}: ${v.from} → ${v.to}${v.cycle === undefined ? '' : ` (cycle: ${v.cycle.map((step) => step.name).join(' → ')})`}`,
    );
    // the cruise saw the type-only imports: a parser that skipped them would miss cycles of types
    const paging = output.modules.find((m) => m.source === 'src/provider/paging.ts');
    expect(paging?.dependencies.find((d) => d.resolved === 'src/provider/api.ts')?.dependencyTypes).toContain(
      'type-only',
    );
    expect(violations).toEqual([]);
  });

  it('has a room for each concern, described, and nothing loose in src/ but the entry and the front hall', () => {
    const entries = readdirSync(join(root, 'src'), { withFileTypes: true });
    expect(entries.filter((e) => e.isDirectory()).map((e) => e.name)).toEqual(Object.keys(ROOMS).sort());
    expect(entries.filter((e) => e.isFile()).map((e) => e.name)).toEqual(FRONT);
  });

  it('keeps the yoga plugins in the rooms that hold them, and every module in plugins/ a plugin', () => {
    const modules = sourceFiles('src').map((path) => ({
      path,
      text: readFileSync(join(root, path), 'utf8'),
    }));
    const plugin = /^export function use[A-Z]\w*[^{]*\): Plugin\b/m;
    const astray = modules
      .filter(({ path, text }) => plugin.test(text) && !PLUGIN_ROOMS.includes(path.split(sep)[1] ?? ''))
      .map(({ path }) => path);
    expect(astray).toEqual([]);
    const notPlugins = modules
      .filter(({ path }) => path.startsWith(join('src', 'plugins')))
      .filter(({ text }) => !/^export function (use[A-Z]\w*|refusing)[<(]/m.test(text))
      .map(({ path }) => path);
    expect(notPlugins).toEqual([]);
  });

  it('names every error code through the codes of src/errors/codes.ts, never as a string of its own', () => {
    const inline = new RegExp(`(['"\`])(${Object.keys(CODES).join('|')})\\1`);
    // and a code the list does not have yet, written where codes go; but the two codes that are
    // not the graph's: why the client did not send a POST (provider/send-by.ts), and Node's own
    // for a name that does not resolve (webhooks/targets.ts, as undici's lookup expects it)
    const unlisted = /\bcode\s*[:=]\s*['"`](?!SEND_DEADLINE\b|ENOTFOUND\b)[A-Z][A-Z_]+['"`]/;
    // the push services' own statuses share a name with one of ours
    const theirs = /status === 404 && \(code === 'UNREGISTERED' \|\| code === 'NOT_FOUND'\)/;
    const written = sourceFiles('src')
      .filter((path) => path !== join('src', 'errors', 'codes.ts'))
      .flatMap((path) =>
        readFileSync(join(root, path), 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${path}:${i + 1}`, line }))
          .filter(({ line }) => (inline.test(line) || unlisted.test(line)) && !theirs.test(line)),
      )
      .map(({ where, line }) => `${where}: ${line.trim()}`);
    expect(written).toEqual([]);
  });

  it('keeps GraphQL out of the rooms that know only the partner and the database', () => {
    const graphqlIn = BELOW_GRAPHQL.flatMap((room) => sourceFiles(join('src', room)))
      .filter((path) =>
        /from '(graphql|graphql-yoga|@pothos\/[^']+)'/.test(readFileSync(join(root, path), 'utf8')),
      )
      .map((path) => path);
    expect(graphqlIn).toEqual([]);
  });
});
