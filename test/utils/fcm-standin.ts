/**
 * FCM for the tests: an HTTPS server (a certificate made now) that is both Google's OAuth token
 * endpoint and the FCM HTTP v1 API, and checks what they check:
 *
 * - `POST /token`: the JWT-bearer grant (RFC 7523), its assertion an RS256 JWT verified
 *   against the service account this stand-in wrote (its private key made now), `iss` the
 *   client_email, `aud` the token_uri, `scope` with firebase.messaging, at most an hour long;
 *   it answers a short-lived access token (400 invalid_grant otherwise);
 * - `POST /v1/projects/<project>/messages:send`: a bearer it issued and has not revoked (401
 *   UNAUTHENTICATED), the service account's project (403 PERMISSION_DENIED), a JSON body with
 *   `message.token`, no field FCM does not know, and data values all strings (400
 *   INVALID_ARGUMENT); it answers 200 `{ name }`, or what the test scripted for the token.
 *
 * Every message it took is kept ({ token, headers, message }), every one it refused too; the
 * service-account file it writes has a token_uri pointing at itself.
 */
import { createPublicKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jwtVerify } from 'jose';
import { testCertificate } from './certificate.js';

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const FCM_ERROR = 'type.googleapis.com/google.firebase.fcm.v1.FcmError';
const BAD_REQUEST = 'type.googleapis.com/google.rpc.BadRequest';

export interface FcmRequest {
  token: string;
  headers: IncomingHttpHeaders;
  message: Record<string, unknown> & { token: string; data?: Record<string, string> };
  /** when it was taken (ms since the epoch) */
  at: number;
}

export interface FcmRefusal {
  /** the message's token, or '' for the token endpoint */
  token: string;
  status: number;
  reason: string;
  /** when it was refused (ms since the epoch) */
  at: number;
}

/** FCM's error codes a test may script for a token (Google's "FCM error codes"), each with its status */
const ERRORS = {
  UNREGISTERED: [404, 'NOT_FOUND', 'Requested entity was not found.'],
  INVALID_ARGUMENT: [400, 'INVALID_ARGUMENT', 'The registration token is not a valid FCM registration token'],
  SENDER_ID_MISMATCH: [403, 'PERMISSION_DENIED', 'SenderId mismatch'],
  QUOTA_EXCEEDED: [429, 'RESOURCE_EXHAUSTED', 'Quota exceeded for the device.'],
  UNAVAILABLE: [503, 'UNAVAILABLE', 'The service is currently unavailable.'],
  INTERNAL: [500, 'INTERNAL', 'Internal error encountered.'],
} as const satisfies Record<string, readonly [number, string, string]>;

export type FcmErrorCode = keyof typeof ERRORS;
export type FcmAnswer = FcmErrorCode | { code: FcmErrorCode; retryAfter?: string };

export interface FcmStandIn {
  /** the FCM endpoint (the transport's `endpoint`) */
  url: string;
  /** the CA (PEM) that the transport trusts for this stand-in (its `ca`) */
  ca: string;
  /** the service-account JSON, its token_uri this stand-in's `/token` */
  credentialsFile: string;
  projectId: string;
  clientEmail: string;
  /** the messages taken, oldest first */
  requests: FcmRequest[];
  /** the requests refused, by a check or a scripted answer, oldest first */
  refused: FcmRefusal[];
  /** access tokens issued, oldest first */
  issued: string[];
  /** the next answers to messages for `token`, in turn; then 200 */
  answer(token: string, ...answers: FcmAnswer[]): void;
  /** every access token issued so far is refused from now on (401), as after a key is rotated */
  revokeTokens(): void;
  /** a service-account file like this one's, but with a private key this stand-in does not know */
  credentialsWithAnotherKey(): Promise<string>;
  /** resolves once `enough` holds of the messages taken */
  until(enough: (requests: FcmRequest[]) => boolean): Promise<FcmRequest[]>;
  close(): Promise<void>;
}

const MESSAGE_FIELDS = new Set([
  'name',
  'token',
  'topic',
  'condition',
  'data',
  'notification',
  'android',
  'apns',
  'webpush',
  'fcm_options',
]);
const ANDROID_FIELDS = new Set([
  'collapse_key',
  'priority',
  'ttl',
  'restricted_package_name',
  'data',
  'notification',
  'fcm_options',
  'direct_boot_ok',
]);

function newKey(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** why FCM would refuse the body as a request, or undefined */
function refusalOfBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body))
    return 'Invalid JSON payload: no message';
  const { message } = body;
  if (typeof message !== 'object' || message === null) return 'message is not an object';
  for (const key of Object.keys(message))
    if (!MESSAGE_FIELDS.has(key)) return `Unknown name "${key}" at 'message'`;
  const m = message as Record<string, unknown>;
  if (typeof m['token'] !== 'string' || m['token'] === '') return 'message.token is required';
  const data = m['data'];
  if (data !== undefined) {
    if (typeof data !== 'object' || data === null) return "Invalid value at 'message.data'";
    for (const [key, value] of Object.entries(data))
      if (typeof value !== 'string') return `Invalid value at 'message.data[${key}].value' (TYPE_STRING)`;
  }
  const android = m['android'];
  if (android !== undefined) {
    if (typeof android !== 'object' || android === null) return "Invalid value at 'message.android'";
    for (const key of Object.keys(android))
      if (!ANDROID_FIELDS.has(key)) return `Unknown name "${key}" at 'message.android'`;
    const a = android as Record<string, unknown>;
    if (a['priority'] !== undefined && a['priority'] !== 'NORMAL' && a['priority'] !== 'HIGH')
      return "Invalid value at 'message.android.priority'";
    if (a['ttl'] !== undefined && !/^\d+(\.\d{1,9})?s$/.test(String(a['ttl'])))
      return "Invalid value at 'message.android.ttl'";
  }
  return undefined;
}

export async function startFcmStandIn(
  options: { projectId?: string; tokenLifetimeS?: number } = {},
): Promise<FcmStandIn> {
  const { projectId = 'msp-test-project', tokenLifetimeS = 3599 } = options;
  const clientEmail = `firebase-adminsdk@${projectId}.iam.gserviceaccount.com`;
  const dir = await mkdtemp(join(tmpdir(), 'fcm-standin-'));
  const privateKey = newKey();
  const publicKey = createPublicKey(privateKey);
  const certificate = await testCertificate();
  const requests: FcmRequest[] = [];
  const refused: FcmRefusal[] = [];
  const issued: string[] = [];
  const valid = new Map<string, number>();
  const scripted = new Map<string, FcmAnswer[]>();
  const events = new EventEmitter();

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    res
      .writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers })
      .end(JSON.stringify(body));
  const fcmError = (
    res: ServerResponse,
    token: string,
    status: number,
    grpc: string,
    message: string,
    details: unknown[] = [],
    headers: Record<string, string> = {},
  ): ServerResponse => {
    refused.push({ token, status, reason: grpc, at: Date.now() });
    return json(res, status, { error: { code: status, message, status: grpc, details } }, headers);
  };

  async function token(body: string, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(body);
    const refuse = (description: string) => {
      refused.push({ token: '', status: 400, reason: `invalid_grant: ${description}`, at: Date.now() });
      json(res, 400, { error: 'invalid_grant', error_description: description });
    };
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
      return refuse('unsupported grant_type');
    try {
      const { payload } = await jwtVerify(form.get('assertion') ?? '', publicKey, {
        algorithms: ['RS256'],
        issuer: clientEmail,
        audience: tokenUri,
        maxTokenAge: '1h',
      });
      if (
        typeof payload.exp !== 'number' ||
        typeof payload.iat !== 'number' ||
        payload.exp - payload.iat > 3600
      )
        return refuse('Invalid JWT: the token lives longer than an hour');
      if (typeof payload['scope'] !== 'string' || !payload['scope'].split(' ').includes(FCM_SCOPE))
        return refuse('Invalid OAuth scope or ID token audience provided.');
    } catch {
      return refuse('Invalid JWT Signature.');
    }
    const accessToken = `ya29.standin-${randomUUID()}`;
    issued.push(accessToken);
    valid.set(accessToken, Date.now() + tokenLifetimeS * 1000);
    json(res, 200, { access_token: accessToken, expires_in: tokenLifetimeS, token_type: 'Bearer' });
  }

  function send(
    project: string,
    headers: IncomingHttpHeaders,
    body: string,
    res: ServerResponse,
  ): ServerResponse {
    const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1] ?? '';
    const expiresAt = valid.get(bearer);
    if (expiresAt === undefined || expiresAt < Date.now())
      return fcmError(
        res,
        '',
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials. Expected OAuth 2 access token.',
      );
    if (project !== projectId)
      return fcmError(
        res,
        '',
        403,
        'PERMISSION_DENIED',
        `Permission 'cloudmessaging.messages.create' denied on resource '//cloudresourcemanager.googleapis.com/projects/${project}'`,
      );
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return fcmError(res, '', 400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    }
    const refusal = refusalOfBody(parsed);
    if (refusal !== undefined) return fcmError(res, '', 400, 'INVALID_ARGUMENT', refusal);
    const message = (parsed as { message: FcmRequest['message'] }).message;
    const next = scripted.get(message.token)?.shift();
    if (next !== undefined) {
      const code = typeof next === 'string' ? next : next.code;
      const [status, grpc, text] = ERRORS[code];
      const details: unknown[] = [{ '@type': FCM_ERROR, errorCode: code }];
      if (code === 'INVALID_ARGUMENT')
        details.push({
          '@type': BAD_REQUEST,
          fieldViolations: [{ field: 'message.token', description: text }],
        });
      const retryAfter = typeof next === 'object' ? next.retryAfter : undefined;
      return fcmError(
        res,
        message.token,
        status,
        grpc,
        text,
        details,
        retryAfter === undefined ? {} : { 'retry-after': retryAfter },
      );
    }
    requests.push({ token: message.token, headers, message, at: Date.now() });
    const answered = json(res, 200, { name: `projects/${projectId}/messages/${randomUUID()}` });
    events.emit('request');
    return answered;
  }

  const server = createServer({ key: certificate.key, cert: certificate.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '';
      const project = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(path)?.[1];
      if (req.method === 'POST' && path === '/token') void token(body, res);
      else if (req.method === 'POST' && project !== undefined)
        send(decodeURIComponent(project), req.headers, body, res);
      else json(res, 404, { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `https://127.0.0.1:${port}`;
  const tokenUri = `${url}/token`;

  const writeAccount = async (name: string, key: string): Promise<string> => {
    const file = join(dir, name);
    const account = {
      type: 'service_account',
      project_id: projectId,
      private_key_id: randomUUID().replaceAll('-', ''),
      private_key: key,
      client_email: clientEmail,
      client_id: '100000000000000000000',
      auth_uri: 'https://accounts.google.com/o/oauth2/auth',
      token_uri: tokenUri,
    };
    await writeFile(file, JSON.stringify(account, null, 2), { mode: 0o600 });
    return file;
  };

  return {
    url,
    ca: certificate.cert,
    credentialsFile: await writeAccount('service-account.json', privateKey),
    projectId,
    clientEmail,
    requests,
    refused,
    issued,
    answer: (token, ...answers) => scripted.set(token, [...(scripted.get(token) ?? []), ...answers]),
    revokeTokens: () => valid.clear(),
    credentialsWithAnotherKey: () => writeAccount(`another-${randomUUID()}.json`, newKey()),
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
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
