/**
 * The layers point one way (DESIGN.md "Data flow", STYLE.md "Layout"): each folder imports
 * only what lies below it. test/architecture.test.ts cruises src/ and each package's src/ with these
 * rules and fails on any violation; `npx depcruise src packages` shows
 * them too. Type-only imports count: a cycle of types is a cycle.
 */

/** the GraphQL subscriptions' machinery, and the live queries beside it */
const LIVE = '^src/(subscriptions|live-queries)/';
/** the front hall and the server it builds: the HTTP and WebSocket servers, the yoga, its plugins */
const SERVER = ['^src/(server|plugins)/', '^src/app\\.ts$'];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle (type-only imports included) means two modules cannot be read, or changed, apart.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'provider-is-lowest',
      comment:
        'The provider knows the partner API, never GraphQL: it imports nothing of the gateway outside provider/ (the logger, the defaults and the error codes aside).',
      severity: 'error',
      from: { path: '^src/provider/' },
      to: {
        path: '^src/',
        pathNot: [
          '^src/provider/',
          '^src/observability/logger\\.ts$',
          '^src/settings/defaults\\.ts$',
          '^src/errors/codes\\.ts$',
        ],
      },
    },
    {
      name: 'defaults-and-read-table-import-nothing',
      comment:
        'Every layer and the settings table read the defaults and the read table (src/reads/table.ts), so they import nothing of the gateway (types of the contract package aside).',
      severity: 'error',
      from: { path: ['^(src/settings|packages/[^/]+/src)/defaults\\.ts$', '^src/reads/'] },
      to: { path: '^(src|packages/partner-simulator/src)/' },
    },
    {
      name: 'error-codes-import-nothing',
      comment: 'Every layer names its error codes from src/errors/codes.ts, so it imports nothing.',
      severity: 'error',
      from: { path: '^src/errors/' },
      to: { path: '^src/' },
    },
    {
      name: 'stores-below-cache',
      comment: 'The stores are the memory and Redis twins under everything that keeps state.',
      severity: 'error',
      from: { path: '^src/stores/' },
      to: { path: [`^src/(cache|resolvers|schema|transport)/`, LIVE] },
    },
    {
      name: 'cache-below-resolvers',
      comment: 'The partner cache sits between the loaders and the client.',
      severity: 'error',
      from: { path: '^src/cache/' },
      to: { path: ['^src/(resolvers|schema|transport)/', LIVE, ...SERVER] },
    },
    {
      name: 'resolvers-below-schema',
      comment: 'The schema calls the resolvers; the resolvers never reach up to it or to a transport.',
      severity: 'error',
      from: { path: '^src/resolvers/' },
      to: { path: ['^src/(schema|transport)/', LIVE, ...SERVER] },
    },
    {
      name: 'live-below-schema',
      comment:
        'Live operations follow activations and fan changes out; they read no resolver and no schema, and of the transports only their stream helpers.',
      severity: 'error',
      from: { path: LIVE },
      to: {
        path: ['^src/(resolvers|schema|transport)/', ...SERVER],
        pathNot: '^src/transport/async-iterables\\.ts$',
      },
    },
    {
      name: 'journal-and-webhooks-below-resolvers',
      comment:
        "The order journal (and its outbox) and the webhooks' and push's stores and delivery serve the resolvers and the app; they read no resolver, schema, transport or request context.",
      severity: 'error',
      from: { path: '^src/(journal|webhooks|push)/' },
      to: { path: ['^src/(resolvers|schema|transport|request)/', LIVE, ...SERVER] },
    },
    {
      name: 'journal-below-webhooks',
      comment:
        'The journal writes the outbox in its own statements; delivering it is the work of webhooks and push, which read the journal, never the other way.',
      severity: 'error',
      from: { path: '^src/journal/' },
      to: { path: '^src/(webhooks|push)/' },
    },
    {
      name: 'webhooks-and-push-apart',
      comment:
        'Webhooks and push each deliver their own part of the outbox, on what the journal offers; neither reads the other.',
      severity: 'error',
      from: { path: '^src/(webhooks|push)/' },
      to: { path: '^src/(webhooks|push)/', pathNot: '^src/$1/' },
    },
    {
      name: 'below-the-request',
      comment:
        "The request's context (request/context.ts) is made by the transports for the schema and the resolvers; the layers below them never see it.",
      severity: 'error',
      from: { path: ['^src/(cache|stores|provider)/', LIVE] },
      to: { path: '^src/request/' },
    },
    {
      name: 'config-is-read-first',
      comment:
        'The settings are read before anything is composed: they import the defaults, never the server or the schema.',
      severity: 'error',
      from: { path: '^src/settings/' },
      to: { path: [...SERVER, '^src/schema/'] },
    },
    {
      name: 'packages-share-no-gateway-code',
      comment:
        'The simulator shares only the operation table and the wire schemas (packages/partner-interface) with the gateway.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^src/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '/generated/' },
    tsPreCompilationDeps: true,
    // TypeScript 7, the project's compiler, has no JavaScript API that dependency-cruiser can
    // parse with (it supports typescript <7): swc parses, type-only imports included
    parser: 'swc',
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
    },
  },
};
