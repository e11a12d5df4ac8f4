/**
 * Spans, for whatever runs below the request layer (the watcher's polls) as well as for the
 * request's own phases (tracing.ts): the gateway's tracer, and running a function inside a
 * span. Imports nothing of the gateway, so any layer may use it.
 */
import { type Attributes, type Span, SpanStatusCode, trace } from '@opentelemetry/api';

export const SERVICE_NAME = 'msp-graphql-gateway';

export const tracer = trace.getTracer(SERVICE_NAME);

/** `fn` inside a span of its own, a child of the active one; a thrown error marks the span. */
export function inSpan<T>(name: string, attributes: Attributes, fn: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, (span) => endsWith(span, fn));
}

function fail(span: Span, error: unknown): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
}

/**
 * Runs `wrapped` (sync or async) and ends `span` when it has: at once, or when its promise
 * settles; an error, thrown or rejected, marks the span first. (A request's span ends when its
 * handling does: a stream's response has begun by then.)
 */
export function endsWith<R>(span: Span, wrapped: () => R): R {
  const failed = (error: unknown) => {
    fail(span, error);
    span.end();
    throw error;
  };
  let result: R;
  try {
    result = wrapped();
  } catch (error) {
    return failed(error);
  }
  if (!(result instanceof Promise)) {
    span.end();
    return result;
  }
  return result.then((value: unknown) => {
    span.end();
    return value;
  }, failed) as R;
}
