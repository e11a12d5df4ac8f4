/**
 * The typed client of the Mobile Subscription Partner Interface, derived from the operation
 * table: `get(op, params)` and `post(op, body)`. GETs go over one keep-alive undici Agent,
 * retry (429, 5xx, connection errors) and share one call when identical ones are in flight at
 * the same moment. POSTs are sent exactly once, each on a connection of its own: an order sent
 * on an idle kept-alive connection that the partner closes as it arrives would lose its
 * answer, and could only be reported as an order whose outcome is unknown.
 */

import {
  type BodyOf,
  type Envelope,
  errorBodySchema,
  type GetOperation,
  OPERATIONS,
  type Operation,
  operationPath,
  PARTNER_MAX_TAKE,
  type ParamsOf,
  type PostOperation,
  type RecordOf,
  SECRET_FIELDS,
  type WireActivation,
} from '@msp/partner-interface';
import { Agent, type Dispatcher, interceptors, errors as undiciErrors } from 'undici';
import type { z } from 'zod';
import { CODES } from '../errors/codes.js';
import { CLIENT_DEFAULTS } from '../settings/defaults.js';
import type { CallOptions, PartnerApi, ReadAllOptions } from './api.js';
import { authHeaders, type ProviderAuth, type ProviderTls } from './auth.js';
import {
  isUnavailableStatus,
  PartnerBadResponseError,
  PartnerRejectedError,
  PartnerTimeoutError,
  PartnerUnavailableError,
  PartnerUnreachableError,
} from './errors.js';
import { readAll } from './paging.js';
import { type RetryPolicy, retryAfterMs, retryOptions } from './retry.js';
import { SendDeadlineError, sendBy } from './send-by.js';

export interface ProviderClientOptions {
  /** the partner's base URL; operations are at `${baseUrl}/api/<OperationName>` */
  baseUrl: string;
  /** @default { kind: 'none' } */
  auth?: ProviderAuth;
  /** client certificate for mutual TLS */
  tls?: ProviderTls;
  /** per-call timeout, retries included @default CLIENT_DEFAULTS.timeoutMs */
  timeoutMs?: number;
  /** GET retries */
  retry?: RetryPolicy;
  /** connections per origin @default CLIENT_DEFAULTS.connections */
  connections?: number;
  /** share one call between identical GETs in flight at the same moment @default true */
  deduplicate?: boolean;
  /** page size of `readAll` @default CLIENT_DEFAULTS.pageSize */
  pageSize?: number;
  /** called after every call, for metrics */
  onCall?: (event: ProviderCallEvent) => void;
  /** called before every retry of a GET, with the wait chosen for it, for metrics */
  onRetry?: (event: ProviderRetryEvent) => void;
}

export interface ProviderRetryEvent {
  operation: string;
  /** 1 for the first retry of a call */
  attempt: number;
  /** the wait before it: the backoff, or what the partner's Retry-After asked for (capped) */
  delayMs: number;
  /** the HTTP status that is retried, or the connection error's code */
  reason: string;
}

export interface ProviderCallEvent {
  operation: string;
  method: 'GET' | 'POST';
  /** HTTP status; 0 when no answer arrived */
  status: number;
  durationMs: number;
  /** why it failed: the partner's errorCode, TIMEOUT, UNREACHABLE, PROVIDER_BAD_RESPONSE or ABORTED */
  errorCode?: string | undefined;
}

/** Connection errors where the request cannot have reached the provider. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Masks the secret values of a request wherever a provider message repeats them. */
function maskSecrets(text: string, body: unknown): string {
  if (typeof body !== 'object' || body === null) return text;
  let out = text;
  for (const field of SECRET_FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.length > 0) out = out.split(value).join('***');
  }
  return out;
}

/**
 * What ends one call: the caller's signal, or `timeoutMs`. One controller and one timer, both let
 * go as the call ends, rather than AbortSignal.timeout and AbortSignal.any: a combined signal
 * stays tied to the caller's until collected, and a timeout's lives until it fires. Earns
 * bench/results.md "Overhead" (CPU per request, cache off): about 3 µs less per partner call.
 */
function callLimit(outer: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted === true) onAbort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    end: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

/** the operation a request path is for: its last segment (`${basePath}/api/<OperationName>?...`) */
function operationOf(path: string): string {
  return path.split('?')[0]?.split('/').at(-1) ?? path;
}

function queryString(params: object): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.append(name, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

export class ProviderClient implements PartnerApi {
  readonly baseUrl: string;
  readonly #origin: string;
  readonly #basePath: string;
  readonly #dispatcher: Dispatcher;
  readonly #agent: Agent;
  /** the POSTs' connections: each opened for one order and closed after its answer */
  readonly #orderAgent: Agent;
  readonly #headers: Record<string, string>;
  readonly #timeoutMs: number;
  /** the page size of `readAll` when a call asks for none */
  readonly pageSize: number;
  readonly #onCall: ((event: ProviderCallEvent) => void) | undefined;
  /** the provider's clock minus ours, learned from the Date header of its answers */
  #skewMs = 0;

  constructor(options: ProviderClientOptions) {
    const url = new URL(options.baseUrl);
    this.baseUrl = options.baseUrl;
    this.#origin = url.origin;
    this.#basePath = url.pathname.replace(/\/+$/, '');
    this.#headers = { accept: 'application/json', ...authHeaders(options.auth ?? { kind: 'none' }) };
    this.#timeoutMs = options.timeoutMs ?? CLIENT_DEFAULTS.timeoutMs;
    this.pageSize = Math.min(options.pageSize ?? CLIENT_DEFAULTS.pageSize, PARTNER_MAX_TAKE);
    this.#onCall = options.onCall;
    const tls = options.tls;
    const connections = {
      connections: options.connections ?? CLIENT_DEFAULTS.connections,
      ...(tls !== undefined
        ? { connect: { cert: tls.cert, key: tls.key, ca: tls.ca, passphrase: tls.passphrase } }
        : {}),
    };
    this.#agent = new Agent({ ...connections, keepAliveTimeout: 4_000 });
    this.#orderAgent = new Agent(connections);
    const onRetry = options.onRetry;
    const chain = [
      interceptors.retry(
        retryOptions(
          options.retry,
          onRetry && (({ path, ...retry }) => onRetry({ operation: operationOf(path), ...retry })),
        ),
      ),
    ];
    if (options.deduplicate !== false) {
      // outermost, so that requests sharing a call share its retries too
      chain.push(interceptors.deduplicate({ methods: ['GET'], excludeHeaderNames: ['x-request-id'] }));
    }
    this.#dispatcher = this.#agent.compose(chain);
  }

  // ------------------------------------------------------------------------------------------
  // the operations, as the operation table defines them

  /** A GET operation: one page of its list (`take`, `skip`), retried on 429, 5xx and lost connections. */
  get<O extends GetOperation>(
    operation: O,
    params: ParamsOf<O>,
    options?: CallOptions,
  ): Promise<Envelope<RecordOf<O>>> {
    return this.#call(
      operation,
      'GET',
      `${this.#basePath}${operationPath(operation)}${queryString(params)}`,
      undefined,
      OPERATIONS[operation].result,
      options,
    ) as Promise<Envelope<RecordOf<O>>>;
  }

  /** A POST operation: sent exactly once, never retried. */
  post<O extends PostOperation>(
    operation: O,
    body: BodyOf<O>,
    options?: CallOptions,
  ): Promise<WireActivation> {
    return this.#call(
      operation,
      'POST',
      `${this.#basePath}${operationPath(operation)}`,
      body,
      OPERATIONS[operation].result,
      options,
    );
  }

  /**
   * Reads every page of a list operation, `pageSize` records a call (never above the
   * maximum), and returns all records with the total the provider reported:
   * `client.readAll('QuerySimcard', { status: 'FREE' })`.
   */
  readAll<O extends GetOperation>(
    operation: O,
    params: ParamsOf<O>,
    options?: ReadAllOptions,
  ): Promise<{ total: number; results: Array<RecordOf<O>> }> {
    return readAll(this, operation, params, { pageSize: this.pageSize, ...options });
  }

  /**
   * The provider's current time, epoch ms: our clock corrected by the skew seen in the Date
   * header of its latest answer. Rules that depend on the provider's time (the 48 hours before
   * a port-in's approvedDate) are checked against this.
   */
  now(): number {
    return Date.now() + this.#skewMs;
  }

  #learnClock(date: string | string[] | undefined): void {
    const at = typeof date === 'string' ? Date.parse(date) : Number.NaN;
    // the header has whole seconds: ignore differences below that
    if (!Number.isNaN(at)) this.#skewMs = Math.abs(at - Date.now()) < 1_000 ? 0 : at - Date.now();
  }

  /** Closes the connections; calling it again does nothing. */
  async close(): Promise<void> {
    await Promise.all(
      [this.#agent, this.#orderAgent].map((agent) =>
        agent.closed || agent.destroyed ? undefined : agent.close(),
      ),
    );
  }

  // ------------------------------------------------------------------------------------------

  async #call<S extends z.ZodType>(
    operation: Operation,
    method: 'GET' | 'POST',
    path: string,
    body: object | undefined,
    schema: S,
    options: CallOptions | undefined,
  ): Promise<z.output<S>> {
    await options?.admit?.(operation);
    const timeoutMs = options?.timeoutMs ?? this.#timeoutMs;
    const limit = callLimit(options?.signal, timeoutMs);
    const headers: Record<string, string> = { ...this.#headers };
    if (options?.requestId !== undefined) headers['x-request-id'] = options.requestId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    const report = (status: number, errorCode?: string) =>
      this.#onCall?.({ operation, method, status, durationMs: performance.now() - started, errorCode });

    let status = 0;
    let text: string;
    let retryAfter: unknown;
    try {
      const order = method === 'POST';
      const agent = order ? this.#orderAgent : this.#agent;
      const dispatcher =
        options?.sendBy !== undefined
          ? agent.compose(sendBy(options.sendBy))
          : order
            ? agent
            : this.#dispatcher;
      const response = await dispatcher.request({
        origin: this.#origin,
        path,
        method,
        headers,
        signal: limit.signal,
        // an order's connection closes after its answer, so that the next one opens its own
        ...(order ? { reset: true } : {}),
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      status = response.statusCode;
      retryAfter = response.headers['retry-after'];
      this.#learnClock(response.headers['date']);
      text = await response.body.text();
    } catch (error) {
      // a POST whose connection broke after it was written may have been processed
      const mayHaveArrived = method === 'POST';
      if (options?.signal?.aborted === true) {
        report(status, 'ABORTED');
        throw options.signal.reason ?? error;
      }
      if (limit.timedOut()) {
        report(status, 'TIMEOUT');
        throw new PartnerTimeoutError(operation, timeoutMs, mayHaveArrived, { cause: error });
      }
      if (error instanceof SendDeadlineError) {
        report(status, 'NOT_SENT');
        throw new PartnerUnreachableError(operation, error.code, false, { cause: error });
      }
      const code = errorCode(error);
      report(status, 'UNREACHABLE');
      throw new PartnerUnreachableError(operation, code, mayHaveArrived && !NOT_SENT_CODES.has(code ?? ''), {
        cause: error,
      });
    } finally {
      limit.end();
    }

    let json: unknown;
    try {
      json = JSON.parse(text) as unknown;
    } catch (error) {
      // an error status may come with a proxy's page instead of the partner's JSON
      if (status < 400) {
        report(status, CODES.PROVIDER_BAD_RESPONSE);
        throw new PartnerBadResponseError(operation, status, 'invalid JSON', method === 'POST', {
          cause: error,
        });
      }
    }
    if (status >= 400) {
      const failed = this.#failed({ operation, method, status, json, body, retryAfter });
      report(
        status,
        failed.errorCode ?? (failed instanceof PartnerUnavailableError ? failed.reason : undefined),
      );
      throw failed;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      report(status, CODES.PROVIDER_BAD_RESPONSE);
      throw new PartnerBadResponseError(
        operation,
        status,
        `${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'unexpected shape'}`,
        method === 'POST',
      );
    }
    report(status);
    return parsed.data;
  }

  /** An error status: the partner refused the call, or cannot serve it now (429, 5xx). */
  #failed(answer: {
    operation: string;
    method: 'GET' | 'POST';
    status: number;
    json: unknown;
    body: unknown;
    retryAfter: unknown;
  }): PartnerRejectedError | PartnerUnavailableError {
    const { operation, status, json, body } = answer;
    const parsed = errorBodySchema.safeParse(json);
    const responseStatus = parsed.success ? parsed.data.responseStatus : undefined;
    if (isUnavailableStatus(status)) {
      const waitMs = retryAfterMs(answer.retryAfter);
      return PartnerUnavailableError.answered({
        operation,
        method: answer.method,
        status,
        errorCode: responseStatus?.errorCode,
        retryAfterSeconds: waitMs === undefined ? undefined : Math.ceil(waitMs / 1000),
      });
    }
    return new PartnerRejectedError({
      operation,
      status,
      errorCode: responseStatus?.errorCode ?? `HTTP_${status}`,
      message: maskSecrets(responseStatus?.message ?? `the provider answered ${status}`, body),
      errors: (responseStatus?.errors ?? []).map(
        (e) => JSON.parse(maskSecrets(JSON.stringify(e), body)) as unknown,
      ),
    });
  }
}

function errorCode(error: unknown): string | undefined {
  if (error instanceof undiciErrors.UndiciError) return error.code;
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string')
    return error.code;
  return undefined;
}
