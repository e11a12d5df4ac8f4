/**
 * Request ids: the caller's x-request-id when it is a plausible one (it reaches logs and the
 * partner), else a new one.
 */
import { randomUUID } from 'node:crypto';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(given: string | null | undefined): string {
  return given !== null && given !== undefined && REQUEST_ID.test(given) ? given : randomUUID();
}
