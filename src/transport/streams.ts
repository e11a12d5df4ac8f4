/**
 * Wrappers for the async iterables a subscription returns. Plain iterator objects, not async
 * generators: a generator's `return()` waits behind a pending `next()`, so a consumer that
 * leaves (a closed socket, an aborted SSE request) would not be noticed until the next event.
 */

/** `source`, calling `end` once, however it ends: it completes, it fails, or its consumer leaves. */
export function onEnd<T>(source: AsyncIterable<T>, end: () => void): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    end();
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      try {
        const result = await iterator.next();
        if (result.done === true) finish();
        return result;
      } catch (error) {
        finish();
        throw error;
      }
    },
    async return(value?: unknown) {
      finish();
      return (await iterator.return?.(value)) ?? { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      finish();
      if (iterator.throw === undefined) throw error;
      return iterator.throw(error);
    },
  };
}

/**
 * `source` until `stop` resolves: its value is then sent as the last one, the source is told
 * to stop, and the stream completes.
 */
export function until<T>(source: AsyncIterable<T>, stop: Promise<T>): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  type Step = { stopped: false; result: IteratorResult<T> } | { stopped: true; last: T };
  // one reaction on `stop` for the stream's whole life, which wakes the `next()` waiting then:
  // racing `stop` on every `next()` would leave a reaction on it per event until it settles
  let wake: ((step: Step) => void) | undefined;
  let ended: { last: T } | undefined;
  void stop.then((last) => {
    ended = { last };
    wake?.({ stopped: true, last });
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
    async next() {
      if (stopped) return { done: true, value: undefined };
      if (ended !== undefined) return finish(ended.last);
      // the `next()` left behind when `stop` comes first may still fail: it is handled here
      const step = await new Promise<Step>((resolve, reject) => {
        wake = resolve;
        iterator.next().then((result) => resolve({ stopped: false, result }), reject);
      });
      wake = undefined;
      return step.stopped ? finish(step.last) : step.result;
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
