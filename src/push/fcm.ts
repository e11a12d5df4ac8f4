/**
 * FCM, Firebase Cloud Messaging, through its HTTP v1 API: each notification is one POST
 * `/v1/projects/<project_id>/messages:send` with an OAuth access token (./fcm-auth.ts) as its
 * bearer, and the answer is read as Google's "FCM error codes" say.
 *
 * Not firebase-admin: it brings a Realtime Database client and more for this one call, and
 * sends to fcm.googleapis.com whatever FCM_ENDPOINT says.
 */
import { Agent, request } from 'undici';
import { answerOf } from '../journal/answers.js';
import { retryAfterMs } from '../provider/retry.js';
import { PUSH_DEFAULTS } from '../settings/defaults.js';
import { AccessTokens, AssertionRefused, type PostForm, refusalOfUrl, serviceAccountOf } from './fcm-auth.js';
import type { PushMessage, PushOutcome, PushPlatform, PushTarget, PushTransport } from './transport.js';
import { alertOf, staleAt } from './wording.js';

export interface FcmConfig {
  /** the Firebase service-account JSON: project_id, client_email, private_key, token_uri */
  credentialsFile: string;
  /**
   * where the FCM HTTP v1 API is
   * @default PUSH_DEFAULTS.fcmEndpoint
   */
  endpoint?: string | undefined;
  /**
   * how long FCM (and the token endpoint) has to answer
   * @default PUSH_DEFAULTS.timeoutMs
   */
  timeoutMs?: number | undefined;
  /** a CA (PEM) to trust for the endpoint's and token_uri's certificates instead of Node's own: the tests' stand-in */
  ca?: string | undefined;
}

const FCM_ERROR = 'type.googleapis.com/google.firebase.fcm.v1.FcmError';
const BAD_REQUEST = 'type.googleapis.com/google.rpc.BadRequest';

/** The v1 message: the alert, and the order's fields as data (FCM takes only strings there). */
export function fcmMessageOf(token: string, message: PushMessage): { message: Record<string, unknown> } {
  const fields = {
    activationId: message.activationId,
    activationType: message.activationType,
    status: message.status,
    previousStatus: message.previousStatus,
    eventType: message.eventType,
    messageId: message.id,
  };
  // a field the order does not have yet (no activation id before the partner answers) is left out
  const data = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  const ttlSeconds = Math.max(0, Math.floor((staleAt(message).getTime() - Date.now()) / 1000));
  return {
    message: {
      token,
      data,
      notification: alertOf(message),
      android: {
        // the same message sent again (an attempt whose answer was lost) replaces itself in
        // FCM's queue and in the drawer rather than showing twice, as apns-collapse-id does
        collapse_key: message.id,
        priority: 'HIGH',
        ttl: `${ttlSeconds}s`,
        notification: { tag: message.id },
      },
    },
  };
}

interface FcmError {
  status?: string;
  message?: string;
  details?: { '@type'?: string; errorCode?: string; fieldViolations?: { field?: string }[] }[];
}

const errorOf = (body: string): FcmError => {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) {
      const { error } = parsed;
      if (typeof error === 'object' && error !== null) return error as FcmError;
    }
  } catch {
    // not JSON (a proxy's page): the status alone tells
  }
  return {};
};

/**
 * How FCM's answer ends a message; 'unauthenticated' for a 401, which the caller answers with a
 * new token. The reason quotes FCM's message, the device's token left out should FCM quote it.
 */
function outcomeOf(
  token: string,
  { status, body, retryAfter }: { status: number; body: string; retryAfter: number | undefined },
): PushOutcome | 'unauthenticated' {
  if (status === 200) return { kind: 'delivered' };
  if (status === 401) return 'unauthenticated';
  const error = errorOf(body);
  const details = error.details ?? [];
  const code = details.find((d) => d['@type'] === FCM_ERROR)?.errorCode ?? error.status ?? '';
  const text =
    error.message === undefined ? '' : `: ${error.message.replaceAll(token, '<token>').slice(0, 200)}`;
  const said = `FCM ${status} ${code}${text}`;
  const namesToken =
    details.some(
      (d) => d['@type'] === BAD_REQUEST && d.fieldViolations?.some((v) => v.field === 'message.token'),
    ) || /registration token/i.test(error.message ?? '');
  if (
    (status === 404 && (code === 'UNREGISTERED' || code === 'NOT_FOUND')) ||
    (status === 400 && code === 'INVALID_ARGUMENT' && namesToken) ||
    // the token belongs to another Firebase project's app
    (status === 403 && code === 'SENDER_ID_MISMATCH')
  )
    return { kind: 'unregistered', which: 'token', reason: said };
  if (status === 429 || status >= 500)
    return { kind: 'retry', reason: said, ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }) };
  return { kind: 'failed', reason: said };
}

/** why `who` gave no answer, in words that name no credential */
function reasonOf(who: string, error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return `${who} could not be reached`;
  const code = (error as { code?: unknown }).code;
  if (error.name === 'TimeoutError' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT')
    return `${who} did not answer within ${timeoutMs} ms`;
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${who} could not be reached: ${error.message}${cause}`;
}

class FcmTransport implements PushTransport {
  readonly platform: PushPlatform = 'FCM';
  readonly #url: string;
  readonly #timeoutMs: number;
  readonly #dispatcher: Agent;
  readonly #tokens: AccessTokens;

  constructor(url: string, timeoutMs: number, dispatcher: Agent, tokens: (post: PostForm) => AccessTokens) {
    this.#url = url;
    this.#timeoutMs = timeoutMs;
    this.#dispatcher = dispatcher;
    this.#tokens = tokens((to, form) =>
      this.#post(to, { 'content-type': 'application/x-www-form-urlencoded' }, form.toString()),
    );
  }

  async send(target: PushTarget, message: PushMessage): Promise<PushOutcome[]> {
    return [await this.#send(target.token, JSON.stringify(fcmMessageOf(target.token, message)))];
  }

  close(): Promise<void> {
    return this.#dispatcher.close();
  }

  async #send(token: string, body: string): Promise<PushOutcome> {
    let refreshed = false;
    for (;;) {
      let bearer: string;
      try {
        bearer = await this.#tokens.current();
      } catch (error) {
        if (error instanceof AssertionRefused) return { kind: 'failed', reason: error.message };
        return {
          kind: 'retry',
          reason: `no FCM access token: ${reasonOf('the token endpoint', error, this.#timeoutMs)}`,
        };
      }
      let answer: { status: number; body: string; retryAfter: number | undefined };
      try {
        answer = await this.#post(
          this.#url,
          { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body,
        );
      } catch (error) {
        return { kind: 'retry', reason: reasonOf('FCM', error, this.#timeoutMs) };
      }
      const outcome = outcomeOf(token, answer);
      if (outcome !== 'unauthenticated') return outcome;
      if (refreshed) return { kind: 'retry', reason: 'FCM 401: the access token was refused, a new one too' };
      refreshed = true;
      await this.#tokens.renew(bearer).catch(() => undefined);
    }
  }

  async #post(
    url: string,
    headers: Record<string, string>,
    body: string,
  ): Promise<{ status: number; body: string; retryAfter: number | undefined }> {
    const response = await request(url, {
      method: 'POST',
      headers,
      body,
      dispatcher: this.#dispatcher,
      signal: AbortSignal.timeout(this.#timeoutMs),
    });
    return {
      status: response.statusCode,
      // FCM's answers are a short JSON object: anything longer is not read further
      body: (await answerOf(response.body)).toString('utf8'),
      retryAfter: retryAfterMs(response.headers['retry-after']),
    };
  }
}

/**
 * The FCM transport of ./transport.ts. Its options are checked now, every problem named at
 * once; the service account is read now, so a wrong file stops the start rather than each
 * notification.
 */
export function createFcmTransport(config: FcmConfig): PushTransport {
  const {
    credentialsFile,
    ca,
    endpoint = PUSH_DEFAULTS.fcmEndpoint,
    timeoutMs = PUSH_DEFAULTS.timeoutMs,
  } = config;
  const problems: string[] = [];
  let base = '';
  try {
    const url = new URL(endpoint);
    const refusal = refusalOfUrl(url);
    if (refusal !== undefined) problems.push(`endpoint: ${refusal}`);
    // a path is kept: FCM may be reached through a proxy under one
    base = url.href.replace(/\/+$/, '');
  } catch {
    problems.push(`endpoint: ${endpoint} is not a URL (such as ${PUSH_DEFAULTS.fcmEndpoint})`);
  }
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) problems.push('timeoutMs: is a positive whole number');
  const account = serviceAccountOf(credentialsFile, problems);
  if (account === undefined || problems.length > 0)
    throw new TypeError(`FCM options:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  const dispatcher = new Agent({
    connect: { timeout: timeoutMs, ...(ca === undefined ? {} : { ca }) },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const url = `${base}/v1/projects/${encodeURIComponent(account.projectId)}/messages:send`;
  return new FcmTransport(url, timeoutMs, dispatcher, (post) => new AccessTokens(account, post));
}
