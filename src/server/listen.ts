/**
 * Listening on a configured port. A port the gateway cannot have (another process holds it,
 * the user may not bind it, the address is not this machine's) is the operator's to change,
 * not a bug: the start fails with a ListenError that names the port, the address and the
 * settings that chose them, and src/index.ts logs it as one line and exits with 1.
 */
import type { Server } from 'node:net';
import type { SIMULATOR_SETTINGS } from '@msp/partner-simulator/config';
import type { SETTINGS } from '../settings/index.js';

type SettingName = keyof typeof SETTINGS | keyof typeof SIMULATOR_SETTINGS;

/** where a server listens, and the settings that say so */
export interface ListenAt {
  port: number;
  /** the setting the port comes from, for example PORT */
  portSetting: SettingName;
  host: string;
  /** the setting the address comes from, for example HOST */
  hostSetting: SettingName;
}

/** why a listen failed, in words, and what to change; the code is Node's (`error.code`) */
function reasonOf(code: string | undefined, at: ListenAt, message: string): string {
  const where = `port ${at.port} (${at.portSetting}) on ${at.host}`;
  switch (code) {
    case 'EADDRINUSE':
      return `${where} is in use by another process: stop it, or set ${at.portSetting} to a free port`;
    case 'EACCES':
      return `${where} may not be listened on by this user (ports below 1024 need privileges): set ${at.portSetting} to 1024 or above`;
    case 'EADDRNOTAVAIL':
      return `${at.host} (${at.hostSetting}) is not an address of this machine, so ${where} cannot be listened on: set ${at.hostSetting} to one of its addresses, or 0.0.0.0`;
    default:
      return `${where} cannot be listened on: ${message}`;
  }
}

/** A port or address the server could not listen on, named with the settings that chose it. */
export class ListenError extends Error {
  override readonly name = 'ListenError';
  /** Node's error code: EADDRINUSE, EACCES, EADDRNOTAVAIL, ... */
  readonly code: string | undefined;

  constructor(
    readonly at: ListenAt,
    cause: Error & { code?: string },
  ) {
    super(reasonOf(cause.code, at, cause.message), { cause });
    this.code = cause.code;
  }
}

/** Node's error for a failed listen (it names its syscall), as opposed to any other failure */
const isListenFailure = (error: unknown): error is Error & { code?: string } =>
  error instanceof Error && (error as { syscall?: unknown }).syscall === 'listen';

/** `error` as a ListenError when a listen failed, else as it is */
export function listenErrorOf(error: unknown, at: ListenAt): unknown {
  return isListenFailure(error) ? new ListenError(at, error) : error;
}

/**
 * Listens on `at`: resolves once listening, rejects with a ListenError when the port cannot be
 * had. Nothing else hears that error: what listens to the server's errors later is added after.
 */
export function listen(server: Server, at: ListenAt): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(listenErrorOf(error, at));
    server.once('error', failed);
    server.listen(at.port, at.host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}
