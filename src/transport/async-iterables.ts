/**
 * The async iterables of subscriptions: the channel their streams push into, and wrappers for
 * what a subscription returns (the hooks that tell when a stream ends are in streams.ts). Plain
 * iterator objects, not async generators: a generator's `return()` waits behind a pending
 * `next()`, so a consumer that leaves (a closed socket, an aborted SSE request) would not be
 * noticed until the next event. Every event of every subscriber passes through them: they cost one promise per event
 * and hop.
 */

const DONE: IteratorResult<never> = { done: true, value: undefined };

/**
 * `source` until `stop` resolves: its value is then sent as the last one, the source is told
 * to stop, and the stream completes.
 */
export function until<T>(source: AsyncIterable<T>, stop: Promise<T>): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  // one reaction on `stop` for the stream's whole life, which wakes the `next()` waiting then:
  // racing `stop` on every `next()` would leave a reaction on it per event until it settles
  let wake: ((last: T) => void) | undefined;
  let ended: { last: T } | undefined;
  void stop.then((last) => {
    ended = { last };
    wake?.(last);
  });
  let stopped = false;
  const finish = (last: T): IteratorResult<T> => {
    stopped = true;
    void iterator.return?.()?.catch(() => undefined);
    return { done: false, value: last };
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    next() {
      if (stopped) return Promise.resolve(DONE);
      if (ended !== undefined) return Promise.resolve(finish(ended.last));
      // the `next()` left behind when `stop` comes first may still fail: it is handled here
      return new Promise<IteratorResult<T>>((resolve, reject) => {
        wake = (last) => resolve(finish(last));
        iterator.next().then((result) => {
          wake = undefined;
          resolve(result);
        }, reject);
      });
    },
    async return(value?: unknown) {
      stopped = true;
      return (await iterator.return?.(value)) ?? { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      stopped = true;
      if (iterator.throw === undefined) throw error;
      return iterator.throw(error);
    },
  };
}

/**
 * `source` with each value mapped by `map`, which may answer at once or with a promise: one
 * `then` per event. A failure of the source is what `onError` throws; a failure of `map`
 * stops the source first, since its consumer will not ask again.
 */
export function mapEach<T, U>(
  source: AsyncIterable<T>,
  map: (value: T) => U | Promise<U>,
  onError: (error: unknown) => never,
): AsyncIterableIterator<U> {
  const iterator = source[Symbol.asyncIterator]();
  const value = (mapped: U): IteratorResult<U> => ({ done: false, value: mapped });
  const abrupt = (error: unknown): never => {
    void iterator.return?.()?.catch(() => undefined);
    throw error;
  };
  const step = (result: IteratorResult<T>): IteratorResult<U> | Promise<IteratorResult<U>> => {
    if (result.done === true) return DONE;
    try {
      const mapped = map(result.value);
      return mapped instanceof Promise ? mapped.then(value, abrupt) : value(mapped);
    } catch (error) {
      return abrupt(error);
    }
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    next() {
      return iterator.next().then(step, onError);
    },
    async return(returned?: unknown) {
      await iterator.return?.(returned);
      return DONE;
    },
    async throw(error?: unknown) {
      await iterator.return?.();
      throw error;
    },
  };
}

/** what `channel`'s producer is given */
export interface Sink<T> {
  /** queues a value, or hands it to the `next()` waiting for one */
  push(value: T): void;
  /** no more values: the stream ends once the queued ones are taken, with `error` if given */
  end(error?: unknown): void;
}

export const DIVERT = Symbol('divert');

/** a stream of `channel`'s, whose values may be taken another way while its consumer waits */
export interface Divertible<T> extends AsyncIterableIterator<T> {
  /**
   * A value pushed while a `next()` waits (nothing is queued, so its consumer has had every
   * value before it) is offered to `take` first, in the producer's call: one it takes is not
   * handed to the `next()`, which goes on waiting. Nothing is offered once the stream has ended.
   */
  [DIVERT](take: (value: T) => boolean): void;
}

export const isDivertible = (stream: unknown): stream is Divertible<unknown> =>
  typeof stream === 'object' && stream !== null && DIVERT in stream;

/**
 * A stream a producer pushes into, for one consumer, at the cost of one promise per value
 * taken: tens of thousands of subscribers each have one, and each hop of every event counts.
 * `start` runs at the first `next()` and returns what releases the producer's resources; that
 * runs once, as soon as the producer ends the stream or its consumer leaves (`return()`), even
 * while a `next()` waits. Values pushed before the end are still taken.
 */
export function channel<T>(start: (sink: Sink<T>) => () => void): Divertible<T> {
  // boxed: a value may itself be undefined
  const queue: Array<{ value: T }> = [];
  let started = false;
  let closed = false;
  let failure: { error: unknown } | undefined;
  let waiting: { resolve(result: IteratorResult<T>): void; reject(error: unknown): void } | undefined;
  let release: (() => void) | undefined;
  let diverted: ((value: T) => boolean) | undefined;
  const close = () => {
    closed = true;
    const releasing = release;
    release = undefined;
    releasing?.();
  };
  /** hands the end to a `next()` that waits */
  const settle = () => {
    const taker = waiting;
    waiting = undefined;
    if (taker === undefined) return;
    if (failure === undefined) taker.resolve(DONE);
    else taker.reject(failure.error);
    failure = undefined;
  };
  /** the consumer left: nothing more is taken, and nothing starts */
  const leave = () => {
    queue.length = 0;
    started = true;
    close();
    settle();
  };
  const sink: Sink<T> = {
    push(value) {
      if (closed) return;
      if (waiting === undefined) {
        queue.push({ value });
        return;
      }
      if (diverted?.(value) === true) return;
      const { resolve } = waiting;
      waiting = undefined;
      resolve({ done: false, value });
    },
    end(error) {
      if (closed) return;
      if (error !== undefined) failure = { error };
      close();
      settle();
    },
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    next() {
      if (!started) {
        started = true;
        try {
          const releasing = start(sink);
          if (closed) releasing();
          else release = releasing;
        } catch (error) {
          sink.end(error);
        }
      }
      const queued = queue.shift();
      if (queued !== undefined) return Promise.resolve({ done: false, value: queued.value });
      if (!closed) {
        return new Promise((resolve, reject) => {
          waiting = { resolve, reject };
        });
      }
      const ended = failure;
      failure = undefined;
      return ended === undefined ? Promise.resolve(DONE) : Promise.reject(ended.error);
    },
    return() {
      leave();
      return Promise.resolve(DONE);
    },
    throw(error?: unknown) {
      leave();
      return Promise.reject(error);
    },
    [DIVERT](take) {
      diverted = take;
    },
  };
}
