/**
 * A deadline for writing a request: a request that has not been written to its connection by
 * then (every connection to the partner busy, or the process paused) is aborted unwritten, at
 * the moment undici would write it (`onRequestStart`, just before the first byte), so that it
 * certainly never reaches the partner. An order's POST carries one: the journal decides that
 * an order whose answer never came was not placed once it could no longer be on its way, and a
 * POST written later than that would place an order its key no longer names.
 */
import type { Dispatcher } from 'undici';

/** A request was not written by its deadline: it never left. */
export class SendDeadlineError extends Error {
  override readonly name = 'SendDeadlineError';
  readonly code = 'SEND_DEADLINE';
}

/** The interceptor that aborts a request not written by `deadline` (performance.now() ms). */
export const sendBy =
  (deadline: number): Dispatcher.DispatcherComposeInterceptor =>
  (dispatch) =>
  (opts, handler) =>
    dispatch(opts, {
      ...handlerMethods(handler),
      onRequestStart(controller, context) {
        if (performance.now() > deadline) {
          controller.abort(new SendDeadlineError('the request was not written by its deadline'));
          return;
        }
        handler.onRequestStart?.(controller, context);
      },
    });

/** `handler`'s methods bound to it, to delegate to */
function handlerMethods(handler: Dispatcher.DispatchHandler): Dispatcher.DispatchHandler {
  return {
    onRequestUpgrade: (...args) => handler.onRequestUpgrade?.(...args),
    onResponseStart: (...args) => handler.onResponseStart?.(...args),
    onResponseData: (...args) => handler.onResponseData?.(...args),
    onResponseEnd: (...args) => handler.onResponseEnd?.(...args),
    onResponseError: (...args) => handler.onResponseError?.(...args),
    onRequestSent: () => handler.onRequestSent?.(),
  };
}
