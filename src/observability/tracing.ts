/**
 * Tracing with OpenTelemetry. The SDK (@opentelemetry/sdk-node) starts when the standard
 * OTEL_* variables ask for traces, and is not even loaded otherwise; it exports over OTLP as
 * they say (OTEL_EXPORTER_OTLP_ENDPOINT, _PROTOCOL, _HEADERS, OTEL_SERVICE_NAME,
 * OTEL_TRACES_SAMPLER, ...). A trace per operation: the HTTP request's span, with spans for
 * parse, validate, context (authentication) and execute; each partner call a client span below
 * them, its request carrying the trace on in `traceparent` (@opentelemetry/instrumentation-undici);
 * each poll of the activation watcher a trace of its own (spans.ts). graphql-ws operations are
 * not traced. Spans carry names and codes, never variable values, and the partner URL's query
 * string (phone numbers, SIM numbers) is left out.
 *
 * A caller's W3C trace context is taken on only from a trusted caller (OTEL_TRUSTED_CALLERS;
 * callers with an API key by default): the request's span is then a child of its
 * `traceparent`, sampled as it says, and its `tracestate` and `baggage` go on to the partner,
 * capped (TRACING_DEFAULTS). Anyone else's request starts a trace of the gateway's own,
 * sampled by the gateway's sampler, with a link to the caller's trace id and span for
 * correlation: a customer can neither force a trace to be exported (or drop it), nor send
 * tracestate or baggage (`role=staff`, kilobytes of it) on to the partner.
 */
import {
  type Baggage,
  type BaggageEntry,
  context,
  createTraceState,
  isSpanContextValid,
  type Link,
  type Context as OtelContext,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  TraceFlags,
  trace,
} from '@opentelemetry/api';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Caller } from '../auth/caller.js';
import { codeOf } from '../plugins/errors.js';
import type { Context } from '../request/context.js';
import { TRACING_DEFAULTS } from '../settings/defaults.js';
import { tracingRequested } from '../settings/elsewhere.js';
import { endsWith, SERVICE_NAME, tracer } from './spans.js';

/**
 * Starts the SDK when the OTEL_* variables ask for traces (the configuration's `tracing.on`);
 * returns what flushes and stops it. Only traces: metrics are
 * Prometheus's (/metrics) and logs go to stdout, unless OTEL_METRICS_EXPORTER or
 * OTEL_LOGS_EXPORTER say otherwise.
 */
export async function startTracing(env: NodeJS.ProcessEnv): Promise<(() => Promise<void>) | undefined> {
  if (!tracingRequested(env)) return undefined;
  env['OTEL_SERVICE_NAME'] ??= SERVICE_NAME;
  env['OTEL_METRICS_EXPORTER'] ??= 'none';
  env['OTEL_LOGS_EXPORTER'] ??= 'none';
  const [{ NodeSDK }, { UndiciInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-undici'),
  ]);
  const sdk = new NodeSDK({
    instrumentations: [
      new UndiciInstrumentation({
        // partner calls made for a request or a poll, not stray ones
        requireParentforSpans: true,
        startSpanHook: (request) => {
          const path = request.path.split('?')[0] ?? '';
          return { 'url.full': `${request.origin}${path}`, 'url.path': path, 'url.query': undefined };
        },
        requestHook: (span, request) => {
          span.updateName(`${request.method} ${request.path.split('?')[0] ?? ''}`);
        },
      }),
    ],
  });
  sdk.start();
  return () => sdk.shutdown();
}

/** a phase inside its span, below the request's */
function phase<R>(name: string, wrapped: () => R): R {
  // only inside a request's trace: graphql-ws operations have none (yet), and a root span per
  // phase would be noise
  if (trace.getActiveSpan() === undefined) return wrapped();
  return tracer.startActiveSpan(name, (span) => endsWith(span, wrapped));
}

const headerGetter = {
  get: (headers: Headers, key: string) => headers.get(key) ?? undefined,
  keys: (headers: Headers) => [...headers.keys()],
};

/** an absolute URL's path, without parsing the whole URL (asked on every request) */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  const query = url.search(/[?#]/);
  return url.slice(start, query === -1 ? undefined : query);
}

/** Whose trace context is taken on, and how the gateway learns who a request's caller is. */
export interface TraceTrust {
  /** `apikey:<name>`, `token:<sub>`, `apikey:*`, `token:*`, `anonymous`; none: nobody */
  trustedCallers: readonly string[];
  /** the request's caller, authenticated once for the request (its context asks the same) */
  callerOf(request: Request): Promise<Caller>;
}

/** Whether `caller` is one of `patterns`: its id, or `<kind>:*` for every caller of its kind. */
const isTrusted = (patterns: readonly string[], caller: Caller): boolean =>
  patterns.some((p) => p === caller.id || p === `${caller.kind}:*`);

/** the first members of a tracestate, within TRACING_DEFAULTS' caps */
function cappedTraceState(members: string[]): string {
  const kept: string[] = [];
  let chars = -1;
  for (const member of members.slice(0, TRACING_DEFAULTS.maxTraceStateMembers)) {
    chars += member.length + 1;
    if (chars > TRACING_DEFAULTS.maxTraceStateChars) break;
    kept.push(member);
  }
  return kept.join(',');
}

/** the first entries of a baggage, within TRACING_DEFAULTS' caps as the W3C header counts them */
function cappedBaggage(baggage: Baggage): Baggage {
  const kept: Array<[string, BaggageEntry]> = [];
  let bytes = -1;
  for (const [key, entry] of baggage.getAllEntries().slice(0, TRACING_DEFAULTS.maxBaggageMembers)) {
    const metadata = entry.metadata === undefined ? '' : `;${entry.metadata.toString()}`;
    bytes +=
      Buffer.byteLength(`${encodeURIComponent(key)}=${encodeURIComponent(entry.value)}${metadata}`) + 1;
    if (bytes > TRACING_DEFAULTS.maxBaggageBytes) break;
    kept.push([key, entry]);
  }
  return propagation.createBaggage(Object.fromEntries(kept));
}

/** A trusted caller's context, its tracestate and baggage capped: what goes on to the partner. */
function capped(incoming: OtelContext): OtelContext {
  let parent = incoming;
  const remote = trace.getSpanContext(incoming);
  if (remote?.traceState !== undefined) {
    const { traceState, ...rest } = remote;
    const members = cappedTraceState(traceState.serialize().split(','));
    parent = trace.setSpanContext(
      parent,
      members === '' ? rest : { ...rest, traceState: createTraceState(members) },
    );
  }
  const baggage = propagation.getBaggage(incoming);
  return baggage === undefined ? parent : propagation.setBaggage(parent, cappedBaggage(baggage));
}

/** An untrusted caller's trace and span, for correlation alone: no flags, no tracestate. */
function linksTo(incoming: OtelContext): Link[] {
  const remote = trace.getSpanContext(incoming);
  if (remote === undefined || !isSpanContextValid(remote)) return [];
  const { traceId, spanId } = remote;
  return [{ context: { traceId, spanId, traceFlags: TraceFlags.NONE, isRemote: true } }];
}

/**
 * The spans of GraphQL over HTTP (yoga's instrumentation hooks): the request's server span and
 * a span per phase. A request that brings a trace context waits, before its span starts, for
 * its caller to be known, to take that context on or only link to it. Installed only while
 * tracing is on (yoga.ts): with no SDK every span is a no-op, and the hooks would only cost
 * (bench/results.md "Overhead": 1.8 % of a profile of its SIM card read, docs/performance.md).
 */
export function useTracing(graphqlEndpoint: string, trust: TraceTrust): Plugin<Context> {
  const spans = new WeakMap<Request, Span>();
  return {
    instrumentation: {
      request: ({ request }, wrapped) => {
        const path = pathOf(request.url);
        if (path !== graphqlEndpoint) return wrapped();
        const traced = (parent: OtelContext, links: Link[]) => {
          const span = tracer.startSpan(
            `${request.method} ${path}`,
            {
              kind: SpanKind.SERVER,
              attributes: { 'http.request.method': request.method, 'url.path': path },
              links,
            },
            parent,
          );
          spans.set(request, span);
          return context.with(trace.setSpan(parent, span), () => endsWith(span, wrapped));
        };
        const incoming = propagation.extract(ROOT_CONTEXT, request.headers, headerGetter);
        if (trace.getSpanContext(incoming) === undefined && propagation.getBaggage(incoming) === undefined)
          return traced(ROOT_CONTEXT, []);
        // a caller refused at authentication is no trusted one (its request is refused later)
        return trust
          .callerOf(request)
          .then(
            (caller) => isTrusted(trust.trustedCallers, caller),
            () => false,
          )
          .then((trusted) =>
            trusted ? traced(capped(incoming), []) : traced(ROOT_CONTEXT, linksTo(incoming)),
          );
      },
      parse: (_payload, wrapped) => phase('graphql.parse', wrapped),
      validate: (_payload, wrapped) => phase('graphql.validate', wrapped),
      context: (_payload, wrapped) => phase('graphql.context', wrapped),
      execute: (_payload, wrapped) => phase('graphql.execute', wrapped),
      subscribe: (_payload, wrapped) => phase('graphql.subscribe', wrapped),
    },
    onValidate:
      () =>
      ({ valid, result }) => {
        if (!valid) {
          const span = trace.getActiveSpan();
          span?.setAttribute('graphql.error.codes', result.map(codeOf));
          span?.setStatus({ code: SpanStatusCode.ERROR, message: 'invalid operation' });
        }
      },
    onExecute: ({ args }) => {
      const operation = getOperationAST(args.document, args.operationName);
      trace.getActiveSpan()?.setAttributes({
        'graphql.operation.type': operation?.operation ?? 'unknown',
        'graphql.operation.name': operation?.name?.value ?? 'anonymous',
      });
    },
    onResponse: ({ request, response }) => {
      const span = spans.get(request);
      if (span === undefined) return;
      span.setAttribute('http.response.status_code', response.status);
      if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    },
  };
}
