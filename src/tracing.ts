/**
 * Tracing with OpenTelemetry. The SDK (@opentelemetry/sdk-node) starts when the standard
 * OTEL_* variables ask for traces, and is not even loaded otherwise; it exports over OTLP as
 * they say (OTEL_EXPORTER_OTLP_ENDPOINT, _PROTOCOL, _HEADERS, OTEL_SERVICE_NAME,
 * OTEL_TRACES_SAMPLER, ...). A trace per operation: the HTTP request's span, a child of the
 * caller's W3C `traceparent` when it sends one, with spans for parse, validate, context
 * (authentication) and execute; each partner call a client span below them, its request
 * carrying the trace on in `traceparent` (@opentelemetry/instrumentation-undici); each poll of
 * the activation watcher a trace of its own (spans.ts). graphql-ws operations are not traced.
 * Spans carry names and codes, never variable values, and the partner URL's query string
 * (phone numbers, SIM numbers) is left out.
 */
import {
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from './context.js';
import { codeOf } from './errors.js';
import { endsWith, SERVICE_NAME, tracer } from './spans.js';

/** Whether the OTEL_* variables ask for traces: an OTLP endpoint, or an exporter other than none. */
export function tracingRequested(env: NodeJS.ProcessEnv): boolean {
  if (env['OTEL_SDK_DISABLED'] === 'true') return false;
  const exporter = env['OTEL_TRACES_EXPORTER'];
  if (exporter !== undefined && exporter !== '') return exporter !== 'none';
  return (
    env['OTEL_EXPORTER_OTLP_ENDPOINT'] !== undefined ||
    env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'] !== undefined
  );
}

/**
 * Starts the SDK when asked for; returns what flushes and stops it. Only traces: metrics are
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

/**
 * The spans of GraphQL over HTTP (yoga's instrumentation hooks): the request's server span and
 * a span per phase.
 */
/** an absolute URL's path, without parsing the whole URL (asked on every request) */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  const query = url.search(/[?#]/);
  return url.slice(start, query === -1 ? undefined : query);
}

export function useTracing(graphqlEndpoint: string): Plugin<Context> {
  const spans = new WeakMap<Request, Span>();
  return {
    instrumentation: {
      request: ({ request }, wrapped) => {
        const path = pathOf(request.url);
        if (path !== graphqlEndpoint) return wrapped();
        const parent = propagation.extract(ROOT_CONTEXT, request.headers, headerGetter);
        const span = tracer.startSpan(
          `${request.method} ${path}`,
          {
            kind: SpanKind.SERVER,
            attributes: { 'http.request.method': request.method, 'url.path': path },
          },
          parent,
        );
        spans.set(request, span);
        return context.with(trace.setSpan(parent, span), () => endsWith(span, wrapped));
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
