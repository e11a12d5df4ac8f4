/**
 * APNs, the Apple Push Notification service: each notification is one POST
 * `/3/device/<token>` on an HTTP/2 connection kept open to the host (Apple asks providers to
 * reuse it), with a provider token (./apns-token.ts) as its bearer. A notification to an iOS
 * device is an alert and, while the order has a Live Activity on the lock screen, an update
 * of that activity too (its end with the final status).
 *
 * Written on node:http2 and jose rather than a client library: `apns2` connects to port 443
 * of a host name only, takes no CA and sends no `apns-id`; `@parse/node-apn` retries 429 and
 * 5xx itself, sleeping inside the send (the outbox's retry schedule decides that here), and
 * loads node-forge for certificates this gateway does not use. What is left is one request
 * with a handful of headers.
 */
import { type ClientHttp2Session, connect, constants } from 'node:http2';
import { MAX_ANSWER_BYTES } from '../journal/answers.js';
import { retryAfterMs } from '../provider/retry.js';
import { PUSH_DEFAULTS } from '../settings/defaults.js';
import { type ApnsKeySource, apnsKeyOf, ProviderToken } from './apns-token.js';
import type { PushMessage, PushOutcome, PushPlatform, PushTarget, PushTransport } from './transport.js';
import { alertOf, staleAt } from './wording.js';

export interface ApnsConfig extends ApnsKeySource {
  /** the key's Key ID (10 characters): the provider token's `kid` */
  keyId: string;
  /** the Apple developer Team ID (10 characters): the provider token's `iss` */
  teamId: string;
  /** the app's bundle id: the `apns-topic` of alerts; Live Activity updates go to `<topic>.push-type.liveactivity` */
  topic: string;
  /**
   * where APNs is (`https://api.sandbox.push.apple.com` for development builds)
   * @default PUSH_DEFAULTS.apnsHost
   */
  host?: string | undefined;
  /** a CA (PEM) to trust for the host's certificate instead of Node's own: the tests' stand-in */
  ca?: string | undefined;
  /**
   * how long APNs has to answer a notification
   * @default PUSH_DEFAULTS.timeoutMs
   */
  timeoutMs?: number | undefined;
}

/** a finished order's Live Activity stays on the lock screen this long, then iOS removes it */
const DISMISS_AFTER_MS = 3_600_000;
/** the reasons (HTTP 400) that say the token is not, or no longer, this app's on a device */
const TOKEN_GONE = new Set(['BadDeviceToken', 'DeviceTokenNotForTopic']);

/** one HTTP/2 request to APNs */
interface Push {
  token: string;
  which: 'token' | 'liveActivityToken';
  headers: Record<string, string>;
  payload: string;
}

/** APNs' answer, or why there was none */
type Answer = { status: number; reason: string; retryAfterMs: number | undefined } | { error: string };

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** The alert: title and body for the lock screen, and the order's fields for the app. */
export function alertPayload(message: PushMessage): Record<string, unknown> {
  return {
    aps: {
      alert: alertOf(message),
      ...(message.activationId === null ? {} : { 'thread-id': message.activationId }),
    },
    activationId: message.activationId,
    activationType: message.activationType,
    status: message.status,
    eventType: message.eventType,
  };
}

/** The Live Activity's new content state; the final status ends it. */
export function liveActivityPayload(message: PushMessage): Record<string, unknown> {
  const { status, activationType, previousStatus, occurredAt } = message;
  return {
    aps: {
      timestamp: seconds(occurredAt),
      event: message.final ? 'end' : 'update',
      'content-state': { activationId: message.activationId, status, activationType, previousStatus },
      // an hour after it is sent: a final status that came late (after retries) still shows
      ...(message.final ? { 'dismissal-date': seconds(new Date()) + DISMISS_AFTER_MS / 1000 } : {}),
    },
  };
}

/** How APNs' answer ends a notification (Apple's "Handling notification responses from APNs"). */
function outcomeOf(which: Push['which'], answer: Answer): PushOutcome {
  if ('error' in answer) return { kind: 'retry', reason: answer.error };
  const { status, reason } = answer;
  const said = `APNs ${status} ${reason}`.trim();
  if (status === 200) return { kind: 'delivered' };
  if (status === 410 || (status === 400 && TOKEN_GONE.has(reason)))
    return { kind: 'unregistered', which, reason: said };
  // 429 TooManyRequests (or TooManyProviderTokenUpdates), 500, 503; and an ExpiredProviderToken
  // still, after a new token: Apple's clock or ours, which a later attempt may find mended
  if (status === 429 || status >= 500 || reason === 'ExpiredProviderToken')
    return {
      kind: 'retry',
      reason: said,
      ...(answer.retryAfterMs === undefined ? {} : { retryAfterMs: answer.retryAfterMs }),
    };
  return { kind: 'failed', reason: said };
}

const reasonOf = (body: Buffer): string => {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'reason' in parsed &&
      typeof parsed.reason === 'string'
    )
      return parsed.reason;
  } catch {
    // a 200 has no body; an unreadable one is told by its status alone
  }
  return '';
};

class ApnsTransport implements PushTransport {
  readonly platform: PushPlatform = 'APNS';
  readonly #origin: string;
  readonly #topic: string;
  readonly #ca: string | undefined;
  readonly #timeoutMs: number;
  readonly #token: ProviderToken;
  #session: ClientHttp2Session | undefined;
  #closed = false;

  constructor(
    origin: string,
    topic: string,
    ca: string | undefined,
    timeoutMs: number,
    token: ProviderToken,
  ) {
    this.#origin = origin;
    this.#topic = topic;
    this.#ca = ca;
    this.#timeoutMs = timeoutMs;
    this.#token = token;
  }

  async send(target: PushTarget, message: PushMessage): Promise<PushOutcome[]> {
    const common = {
      'apns-id': message.id,
      'apns-collapse-id': message.id,
      'apns-expiration': String(seconds(staleAt(message))),
    };
    const outcomes = [
      await this.#push({
        token: target.token,
        which: 'token',
        headers: { ...common, 'apns-topic': this.#topic, 'apns-push-type': 'alert', 'apns-priority': '10' },
        payload: JSON.stringify(alertPayload(message)),
      }),
    ];
    const { liveActivityToken } = target;
    if (liveActivityToken !== null && liveActivityToken !== undefined && liveActivityToken !== '')
      outcomes.push(
        await this.#push({
          token: liveActivityToken,
          which: 'liveActivityToken',
          headers: {
            ...common,
            'apns-topic': `${this.#topic}.push-type.liveactivity`,
            'apns-push-type': 'liveactivity',
            // Apple budgets priority 10 for Live Activities: spent on the end, which matters most
            'apns-priority': message.final ? '10' : '5',
          },
          payload: JSON.stringify(liveActivityPayload(message)),
        }),
      );
    return outcomes;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const session = this.#session;
    this.#session = undefined;
    if (session === undefined || session.destroyed) return;
    // close() calls back only the first time: a session closing already (after a timeout) is waited for
    await new Promise<void>((resolve) => {
      session.once('close', resolve);
      session.close();
    });
  }

  async #push(push: Push): Promise<PushOutcome> {
    // the path is the token: whatever is not hex never reaches it (APNs would say BadDeviceToken)
    if (!/^[0-9a-f]+$/i.test(push.token))
      return { kind: 'unregistered', which: push.which, reason: 'not a hex device token (BadDeviceToken)' };
    let bearer: string;
    try {
      bearer = await this.#token.current();
    } catch (error) {
      return { kind: 'failed', reason: `the APNs provider token cannot be signed: ${messageOf(error)}` };
    }
    let answer = await this.#post(push, bearer);
    if (!('error' in answer) && answer.status === 403 && answer.reason === 'ExpiredProviderToken')
      answer = await this.#post(push, await this.#token.renew(bearer));
    return outcomeOf(push.which, answer);
  }

  /** the connection to APNs: the open one, or a new one when it was closed (GOAWAY, error, idle) */
  #connection(): ClientHttp2Session {
    const open = this.#session;
    if (open !== undefined && !open.closed && !open.destroyed) return open;
    const session = connect(this.#origin, this.#ca === undefined ? {} : { ca: this.#ca });
    // each request on it fails with the error and says so; the next one opens a new connection
    session.on('error', () => undefined);
    session.on('close', () => {
      if (this.#session === session) this.#session = undefined;
    });
    this.#session = session;
    return session;
  }

  #post(push: Push, bearer: string): Promise<Answer> {
    if (this.#closed) return Promise.resolve({ error: 'the APNs transport is closed' });
    return new Promise((resolve) => {
      let session: ClientHttp2Session;
      try {
        session = this.#connection();
      } catch (error) {
        resolve({ error: `APNs: ${messageOf(error)}` });
        return;
      }
      let status = 0;
      let retryAfter: string | string[] | undefined;
      const chunks: Buffer[] = [];
      let size = 0;
      let settled = false;
      const settle = (answer: Answer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(answer);
      };
      const stream = session.request({
        ':method': 'POST',
        ':path': `/3/device/${push.token}`,
        authorization: `bearer ${bearer}`,
        'content-type': 'application/json',
        ...push.headers,
      });
      const timer = setTimeout(() => {
        settle({ error: `APNs did not answer within ${this.#timeoutMs} ms` });
        stream.close(constants.NGHTTP2_CANCEL);
        // a connection that stopped answering is not given the next notification; the
        // requests still on it end on their own
        session.close();
      }, this.#timeoutMs);
      stream.on('response', (headers) => {
        status = Number(headers[':status']);
        retryAfter = headers['retry-after'];
      });
      stream.on('data', (chunk: Buffer) => {
        // read on as it comes (the stream's end settles the answer), kept up to what any answer is read to
        if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
        size += chunk.length;
      });
      stream.on('end', () =>
        settle({ status, reason: reasonOf(Buffer.concat(chunks)), retryAfterMs: retryAfterMs(retryAfter) }),
      );
      stream.on('error', (error) => settle({ error: `APNs: ${error.message}` }));
      stream.on('close', () =>
        settle({ error: `APNs closed the stream without an answer (HTTP/2 code ${stream.rstCode})` }),
      );
      stream.end(push.payload);
    });
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The APNs transport of ./transport.ts. Its options are checked now, every problem named at
 * once; the key is read now, so a wrong file stops the start rather than each notification.
 */
export function createApnsTransport(config: ApnsConfig): PushTransport {
  const {
    keyId,
    teamId,
    topic,
    ca,
    host = PUSH_DEFAULTS.apnsHost,
    timeoutMs = PUSH_DEFAULTS.timeoutMs,
  } = config;
  const problems: string[] = [];
  if (!/^[A-Z0-9]{10}$/.test(keyId)) problems.push('keyId: is the 10-character Key ID of the .p8 key');
  if (!/^[A-Z0-9]{10}$/.test(teamId)) problems.push('teamId: is the 10-character Team ID');
  if (topic === '') problems.push("topic: is the app's bundle id");
  let origin = '';
  try {
    const url = new URL(host);
    if (url.protocol !== 'https:') problems.push(`host: APNs is reached over https, not ${url.protocol}`);
    origin = url.origin;
  } catch {
    problems.push(`host: ${host} is not a URL (such as ${PUSH_DEFAULTS.apnsHost})`);
  }
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) problems.push('timeoutMs: is a positive whole number');
  const key = apnsKeyOf(config, problems);
  if (key === undefined || problems.length > 0)
    throw new TypeError(`APNs options:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return new ApnsTransport(origin, topic, ca, timeoutMs, new ProviderToken(key, keyId, teamId));
}
