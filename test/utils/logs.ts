/**
 * A debug-level logger whose lines a test can read: what the gateway would write to stdout.
 */
import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../src/observability/logger.js';

export function capturedLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('debug', sink), lines };
}
