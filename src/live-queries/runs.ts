/**
 * The runs of one live query (live-queries.ts), as the store asks for them: the context made new
 * as each run's result is ready (what the run read is let go at once, not when the next run
 * starts: bench/results.md, "Live queries", KiB per live query), at most one run per throttle,
 * and of their results only those that show something new are sent.
 *
 * The throttle is this module's, not the store's: the store's drops a change that comes within
 * it whenever its timer fires a millisecond early by the wall clock (Node's timers keep time
 * on a clock of their own), and nothing runs again until the next change. Here a run that
 * waits runs when its timer fires, for every change that came meanwhile, with the arguments of
 * the store's latest run (the keys that run collects are the ones the store keeps).
 */
import { type ExecutionArgs, type ExecutionResult, GraphQLError } from 'graphql';
import { isAsyncIterable } from 'graphql-yoga';

/** A live query runs again at most once per this many milliseconds: also without `throttle`, or with a smaller one. */
export const MIN_THROTTLE_MS = 1_000;
/** ... and at least once per this many, when something it shows changed: a larger `throttle` is lowered to it. */
export const MAX_THROTTLE_MS = 3_600_000;

/** `@live(throttle:)` within MIN_THROTTLE_MS and MAX_THROTTLE_MS. */
export const throttleWithin = (ms: unknown): number =>
  typeof ms === 'number' && Number.isFinite(ms)
    ? Math.min(Math.max(ms, MIN_THROTTLE_MS), MAX_THROTTLE_MS)
    : MIN_THROTTLE_MS;

export type Result = ExecutionResult<Record<string, unknown>, Record<string, unknown>>;
export type ResultOutcome = 'sent' | 'unchanged';

export interface RunHooks {
  /** makes the context new, letting go of what the run that just ended read */
  renew(): void;
  /** told of each run after the first, as it starts */
  executed(): void;
  /** told what became of each such run's result */
  result(outcome: ResultOutcome): void;
}

/** one run's result, whole: a run never fails (the store would end the stream) nor comes in parts */
async function wholeResult(run: unknown): Promise<Result> {
  try {
    const result = await run;
    if (!isAsyncIterable(result)) return result as Result;
    // @defer and @stream are refused with @live (live-queries.ts)
    await result[Symbol.asyncIterator]().return?.();
    return { errors: [new GraphQLError('a live query is not sent in parts')] };
  } catch (error) {
    return {
      errors: [
        error instanceof GraphQLError
          ? error
          : new GraphQLError(
              'the live query could not run',
              error instanceof Error ? { originalError: error } : {},
            ),
      ],
    };
  }
}

const DONE: IteratorResult<never> = { done: true, value: undefined };

/** what a run that comes after the stream ended answers: the store sends nothing more then */
const NOTHING: Result = {};

export interface LiveRuns {
  /** the execute function to hand the store */
  run(args: ExecutionArgs): Promise<Result>;
  /**
   * the store's stream as it is sent: without a result that repeats the last one sent; a first
   * one without data (its variables or its operation were refused) is the last
   */
  results(stream: AsyncIterable<Result>): AsyncIterableIterator<Result>;
}

export function liveRuns(
  execute: (args: ExecutionArgs) => unknown,
  throttleMs: number,
  hooks: RunHooks,
): LiveRuns {
  let runs = 0;
  let lastRunAt = 0;
  let latest: ExecutionArgs | undefined;
  let waiting: Promise<Result> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
  };
  const now = (args: ExecutionArgs): Promise<Result> => {
    if (runs++ > 0) hooks.executed();
    lastRunAt = Date.now();
    // what the run read is let go once it ends, not kept until the next one
    return wholeResult(execute(args)).then((result) => {
      hooks.renew();
      return result;
    });
  };
  const run = (args: ExecutionArgs): Promise<Result> => {
    latest = args;
    if (stopped) return Promise.resolve(NOTHING);
    // a run waits already: it shows this change too (the store sends the latest run's result)
    if (waiting !== undefined) return waiting;
    const wait = lastRunAt + throttleMs - Date.now();
    if (runs === 0 || wait <= 0) return now(args);
    waiting = new Promise<Result>((resolve) => {
      timer = setTimeout(() => {
        waiting = undefined;
        resolve(stopped || latest === undefined ? NOTHING : now(latest));
      }, wait);
      timer.unref();
    });
    return waiting;
  };

  const results = (stream: AsyncIterable<Result>): AsyncIterableIterator<Result> => {
    const iterator = stream[Symbol.asyncIterator]();
    let last: string | undefined;
    const leave = async () => {
      stop();
      await iterator.return?.();
      return DONE;
    };
    const step = (next: IteratorResult<Result>): IteratorResult<Result> | Promise<IteratorResult<Result>> => {
      if (next.done === true) return next;
      const shown = JSON.stringify([next.value.data, next.value.errors]);
      if (last === undefined) {
        // nothing to keep live: the variables or the operation were refused
        if (!('data' in next.value)) void leave().catch(() => undefined);
      } else if (shown === last) {
        hooks.result('unchanged');
        return iterator.next().then(step);
      } else {
        hooks.result('sent');
      }
      last = shown;
      return next;
    };
    return {
      [Symbol.asyncIterator]() {
        return this;
      },
      next: () => (stopped ? Promise.resolve(DONE) : iterator.next().then(step)),
      return: leave,
      async throw(error?: unknown) {
        await leave();
        throw error;
      },
    };
  };

  return { run, results };
}
