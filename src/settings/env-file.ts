/**
 * `.env` in the working directory, when there is one, read into the environment by Node's own
 * parser (`process.loadEnvFile`): a variable the environment already has keeps its value.
 * Node's `--env-file-if-exists` flag does the same, but says ".env not found" at every start
 * without one. The simulator's own entry (packages/partner-simulator/src/main.ts) does it too.
 */
import { existsSync } from 'node:fs';

export function readEnvFile(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
