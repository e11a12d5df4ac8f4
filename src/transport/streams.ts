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
  const stopping = stop.then((last) => ({ stopped: true as const, last }));
  let stopped = false;
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (stopped) return { done: true, value: undefined };
      // Promise.race also handles a late rejection of the `next()` it leaves behind
      const first = await Promise.race([
        iterator.next().then((result) => ({ stopped: false as const, result })),
        stopping,
      ]);
      if (!first.stopped) return first.result;
      stopped = true;
      void iterator.return?.()?.catch(() => undefined);
      return { done: false, value: first.last };
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
