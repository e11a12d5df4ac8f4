/**
 * APNs for the tests: an HTTP/2 server over TLS (a certificate made now) that checks what
 * Apple checks of a notification before it takes it (Apple's "Sending notification requests to
 * APNs" and "Handling notification responses from APNs") and answers as Apple does:
 *
 * - the provider token: an ES256 JWT verified against the public key of the `.p8` file this
 *   stand-in wrote, its `kid` the Key ID, `iss` the Team ID, `iat` within the last hour
 *   (403 MissingProviderToken, InvalidProviderToken, ExpiredProviderToken);
 * - `apns-topic` the app's bundle id, or its `.push-type.liveactivity` form for a Live Activity
 *   (400 MissingTopic, TopicDisallowed); `apns-push-type` present and known (InvalidPushType);
 *   `apns-id` a UUID, `apns-priority` 5 or 10, `apns-expiration` a number, `apns-collapse-id`
 *   at most 64 bytes;
 * - the token hex (400 BadDeviceToken); the payload JSON with `aps`, at most 4096 bytes
 *   (400 PayloadEmpty, 413 PayloadTooLarge).
 *
 * Every notification it took is kept ({ token, headers, payload }), every one it refused too;
 * a test scripts the next answers to a token, expires the tokens seen so far, and waits for
 * what it expects with `until`.
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createSecureServer, type IncomingHttpHeaders, type ServerHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportPKCS8, generateKeyPair, jwtVerify } from 'jose';
import { testCertificate } from './certificate.js';

export interface ApnsRequest {
  token: string;
  headers: IncomingHttpHeaders;
  payload: { aps: Record<string, unknown> } & Record<string, unknown>;
}

export interface ApnsRefusal {
  token: string;
  status: number;
  reason: string;
}

/** an answer a test scripts: one of Apple's reasons (its status is Apple's), or a status and reason of its own */
export type ApnsAnswer =
  | 'Unregistered'
  | 'BadDeviceToken'
  | 'TooManyRequests'
  | 'InternalServerError'
  | 'ServiceUnavailable'
  | 'ExpiredProviderToken'
  /** no answer: the request is left open until the client gives up */
  | 'Hold'
  | { status: number; reason: string; retryAfter?: string };

/** Apple's status for each reason a test may script */
const STATUS_OF: Record<Exclude<ApnsAnswer, object | 'Hold'>, number> = {
  Unregistered: 410,
  BadDeviceToken: 400,
  TooManyRequests: 429,
  InternalServerError: 500,
  ServiceUnavailable: 503,
  ExpiredProviderToken: 403,
};

export interface ApnsStandIn {
  /** where the transport sends (its `host`) */
  url: string;
  /** the CA (PEM) that the transport trusts for this stand-in (its `ca`) */
  ca: string;
  /** the `.p8` file whose key signs the provider tokens this stand-in takes */
  keyFile: string;
  keyId: string;
  teamId: string;
  topic: string;
  /** the notifications taken (answered 200), oldest first */
  requests: ApnsRequest[];
  /** the notifications refused by a check or a scripted answer, oldest first */
  refused: ApnsRefusal[];
  /** the next answers to `token`, in turn; then 200 */
  answer(token: string, ...answers: ApnsAnswer[]): void;
  /** every provider token seen so far is refused from now on as expired (403 ExpiredProviderToken) */
  expireTokens(): void;
  /** another `.p8` file, whose key this stand-in does not know */
  anotherKeyFile(): Promise<string>;
  /** resolves once `enough` holds of the notifications taken */
  until(enough: (requests: ApnsRequest[]) => boolean): Promise<ApnsRequest[]>;
  close(): Promise<void>;
}

const PUSH_TYPES = new Set([
  'alert',
  'background',
  'location',
  'voip',
  'complication',
  'fileprovider',
  'mdm',
  'liveactivity',
  'pushtotalk',
  'widgets',
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_PAYLOAD_BYTES = 4096;
const TOKEN_LIFETIME_S = 3600;

/** A `.p8` file as Apple hands it out (an EC P-256 key, PKCS #8 PEM), in `dir`; and its public key. */
export async function writeP8(
  dir: string,
  name = 'AuthKey.p8',
): Promise<{ keyFile: string; publicKey: CryptoKey }> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const keyFile = join(dir, name);
  await writeFile(keyFile, await exportPKCS8(privateKey), { mode: 0o600 });
  return { keyFile, publicKey };
}

export async function startApnsStandIn(
  options: { keyId?: string; teamId?: string; topic?: string } = {},
): Promise<ApnsStandIn> {
  const { keyId = 'KEY123ABCD', teamId = 'TEAM123ABC', topic = 'com.example.mobile' } = options;
  const dir = await mkdtemp(join(tmpdir(), 'apns-standin-'));
  const { keyFile, publicKey } = await writeP8(dir);
  const certificate = await testCertificate();
  const requests: ApnsRequest[] = [];
  const refused: ApnsRefusal[] = [];
  const scripted = new Map<string, ApnsAnswer[]>();
  const seenTokens = new Set<string>();
  const expiredTokens = new Set<string>();
  const events = new EventEmitter();
  const sessions = new Set<ServerHttp2Session>();

  /** Apple's checks of the provider token; the reason it is refused, or undefined */
  async function refusalOfBearer(authorization: string | undefined): Promise<string | undefined> {
    const jwt = /^bearer (.+)$/i.exec(authorization ?? '')?.[1];
    if (jwt === undefined) return 'MissingProviderToken';
    seenTokens.add(jwt);
    if (expiredTokens.has(jwt)) return 'ExpiredProviderToken';
    try {
      const { payload, protectedHeader } = await jwtVerify(jwt, publicKey, {
        algorithms: ['ES256'],
        issuer: teamId,
      });
      if (protectedHeader.kid !== keyId) return 'InvalidProviderToken';
      const now = Math.floor(Date.now() / 1000);
      if (typeof payload.iat !== 'number' || payload.iat > now + 60) return 'InvalidProviderToken';
      if (now - payload.iat >= TOKEN_LIFETIME_S) return 'ExpiredProviderToken';
      return undefined;
    } catch {
      return 'InvalidProviderToken';
    }
  }

  /** the checks of the headers and the payload: [status, reason] when refused */
  function refusalOf(
    headers: IncomingHttpHeaders,
    token: string,
    body: Buffer,
  ): [number, string] | undefined {
    const pushType = headers['apns-push-type'];
    if (typeof pushType !== 'string' || !PUSH_TYPES.has(pushType)) return [400, 'InvalidPushType'];
    const wanted = pushType === 'liveactivity' ? `${topic}.push-type.liveactivity` : topic;
    if (headers['apns-topic'] === undefined) return [400, 'MissingTopic'];
    if (headers['apns-topic'] !== wanted) return [400, 'TopicDisallowed'];
    const id = headers['apns-id'];
    if (id !== undefined && (typeof id !== 'string' || !UUID.test(id))) return [400, 'BadMessageId'];
    const priority = headers['apns-priority'];
    if (priority !== undefined && !['1', '5', '10'].includes(String(priority))) return [400, 'BadPriority'];
    const expiration = headers['apns-expiration'];
    if (expiration !== undefined && !/^\d+$/.test(String(expiration))) return [400, 'BadExpirationDate'];
    const collapseId = headers['apns-collapse-id'];
    if (collapseId !== undefined && Buffer.byteLength(String(collapseId)) > 64) return [400, 'BadCollapseId'];
    if (!/^[0-9a-f]+$/i.test(token)) return [400, 'BadDeviceToken'];
    if (body.length === 0) return [400, 'PayloadEmpty'];
    if (body.length > MAX_PAYLOAD_BYTES) return [413, 'PayloadTooLarge'];
    try {
      const payload: unknown = JSON.parse(body.toString('utf8'));
      if (typeof payload !== 'object' || payload === null || !('aps' in payload)) return [400, 'BadPayload'];
    } catch {
      // Apple names no reason for a payload that is not JSON: this one is the stand-in's own
      return [400, 'BadPayload'];
    }
    return undefined;
  }

  const server = createSecureServer({ key: certificate.key, cert: certificate.cert });
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', async () => {
      const path = String(headers[':path']);
      const token = /^\/3\/device\/([^/?]+)$/.exec(path)?.[1] ?? '';
      const apnsId = typeof headers['apns-id'] === 'string' ? headers['apns-id'] : randomUUID();
      const answer = (status: number, reason?: string, retryAfter?: string) => {
        if (stream.destroyed) return;
        stream.respond({
          ':status': status,
          'apns-id': apnsId,
          ...(reason === undefined ? {} : { 'content-type': 'application/json' }),
          ...(retryAfter === undefined ? {} : { 'retry-after': retryAfter }),
        });
        if (reason === undefined) stream.end();
        else stream.end(JSON.stringify(status === 410 ? { reason, timestamp: Date.now() } : { reason }));
      };
      const refuse = (status: number, reason: string, retryAfter?: string) => {
        refused.push({ token, status, reason });
        answer(status, reason, retryAfter);
        events.emit('refused');
      };
      if (headers[':method'] !== 'POST') return refuse(405, 'MethodNotAllowed');
      if (!path.startsWith('/3/device/')) return refuse(404, 'BadPath');
      if (token === '') return refuse(400, 'MissingDeviceToken');
      const bearer = await refusalOfBearer(headers.authorization);
      if (bearer !== undefined) return refuse(403, bearer);
      const body = Buffer.concat(chunks);
      const refusal = refusalOf(headers, token, body);
      if (refusal !== undefined) return refuse(...refusal);
      const next = scripted.get(token)?.shift();
      if (next !== undefined) {
        if (next === 'Hold') return;
        if (typeof next === 'object') return refuse(next.status, next.reason, next.retryAfter);
        return refuse(STATUS_OF[next], next);
      }
      requests.push({ token, headers, payload: JSON.parse(body.toString('utf8')) as ApnsRequest['payload'] });
      answer(200);
      events.emit('request');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `https://127.0.0.1:${port}`,
    ca: certificate.cert,
    keyFile,
    keyId,
    teamId,
    topic,
    requests,
    refused,
    answer: (token, ...answers) => scripted.set(token, [...(scripted.get(token) ?? []), ...answers]),
    anotherKeyFile: async () => (await writeP8(dir, `AuthKey_${randomUUID()}.p8`)).keyFile,
    expireTokens: () => {
      for (const jwt of seenTokens) expiredTokens.add(jwt);
    },
    until: (enough) =>
      new Promise((resolve) => {
        const check = () => {
          if (!enough(requests)) return;
          events.off('request', check);
          resolve(requests);
        };
        events.on('request', check);
        check();
      }),
    close: async () => {
      for (const session of sessions) session.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
