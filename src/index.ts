/**
 * `npm start` (`node dist/index.js`): read the configuration (the environment, over `.env`), start tracing when the OTEL_*
 * variables ask for it, start the gateway, stop it on SIGTERM or SIGINT (the spans still
 * buffered are sent first); an unhandled rejection is logged and counted rather than fatal. A
 * port that cannot be listened on ends the start with one log line and exit code 1.
 */
import type { RunningApp } from './app.js';
import { loadGraphqlInProductionMode } from './server/graphql-mode.js';

// before anything loads graphql: the rest comes through import(), after it
loadGraphqlInProductionMode();
const { startApp } = await import('./app.js');
const { createLogger } = await import('./observability/logger.js');
const { startTracing } = await import('./observability/tracing.js');
const { ListenError } = await import('./server/listen.js');
const { ConfigError, loadConfig } = await import('./settings/config.js');
const { readEnvFile } = await import('./settings/env-file.js');

readEnvFile();
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

const logger = createLogger(config.logLevel);
const stopTracing = await startTracing(process.env);
let app: RunningApp;
try {
  app = await startApp(config, logger);
} catch (error) {
  if (!(error instanceof ListenError)) throw error;
  // a port that cannot be had is the operator's to change: one line naming it and its
  // setting, and no stack trace (startApp has closed what it had made)
  const { port, portSetting, host } = error.at;
  logger.fatal({ port, setting: portSetting, host, code: error.code }, error.message);
  await stopTracing?.();
  process.exit(1);
}
// a promise nobody awaits must not take every subscriber and request of this instance down
// with it: it is a bug to fix, so it is logged and counted (process_unhandled_rejections_total)
process.on('unhandledRejection', (reason: unknown) => {
  app.metrics.unhandledRejections.inc();
  logger.error({ err: reason }, 'unhandled promise rejection (the gateway goes on)');
});
const persisted = config.persistedOperations;
logger.info(
  {
    url: `${app.url}/graphql`,
    provider: app.providerUrl,
    tracing: stopTracing !== undefined,
    simulator: app.simulator !== undefined,
    journal: app.journal.where(),
    ...(persisted === undefined
      ? {}
      : { persistedDocuments: persisted.byHash.size, onlyPersisted: persisted.only }),
  },
  'gateway started',
);
process.stdout.write(
  [
    '',
    `  ${(config.graphiql ? 'GraphQL and GraphiQL' : 'GraphQL').padEnd(20)}  ${app.url}/graphql${
      persisted === undefined
        ? ''
        : `  (${persisted.byHash.size} persisted documents${persisted.only ? '; only these run' : ''})`
    }`,
    `  health / readiness    ${app.url}/health  ${app.url}/ready`,
    ...(config.auth.modes.length === 0
      ? []
      : [
          `  authentication        ${config.auth.modes.join(', ')}${
            config.auth.modes.includes('jwt') && !config.production
              ? '  (a development token: npm run token -- --role staff)'
              : ''
          }`,
        ]),
    `  order journal         ${app.journal.where()}`,
    app.simulator === undefined
      ? `  partner API           ${app.providerUrl}`
      : `  partner API           ${app.providerUrl}  (embedded simulator; control at /__simulator, spec at /openapi.json)`,
    '',
    '',
  ].join('\n'),
);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping');
  app
    .stop()
    .then(() => stopTracing?.())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
};
process.once('SIGTERM', () => stop('SIGTERM'));
process.once('SIGINT', () => stop('SIGINT'));
