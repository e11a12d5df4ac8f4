/**
 * `npm run simulator`: the simulated partner API alone, on SIMULATOR_PORT (default 4010).
 */
import { existsSync } from 'node:fs';
import { SIMULATOR_DEFAULTS, simulatorConfigFromEnv } from './config.js';
import { startSimulator } from './server.js';

// .env in the working directory, as the gateway reads it (src/settings/env-file.ts); the environment wins
if (existsSync('.env')) process.loadEnvFile('.env');
const config = simulatorConfigFromEnv(process.env);
const running = await startSimulator({ ...config, port: config.port ?? SIMULATOR_DEFAULTS.standalonePort });
process.stdout.write(
  `Partner API simulator listening on ${running.url}\n` +
    `  operations   ${running.url}/api/<OperationName>\n` +
    `  OpenAPI      ${running.url}/openapi.json\n` +
    `  control      ${running.url}/__simulator/{stats,reset,clock,faults,requests}\n`,
);
const stop = () => {
  running.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
