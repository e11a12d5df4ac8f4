import { describe, expect, it } from 'vitest';
import { until } from '../src/transport/streams.js';

/** a promise that counts the reactions attached to it and to the promises it makes */
class Counted<T> extends Promise<T> {
  static reactions = 0;
  // biome-ignore lint/suspicious/noThenProperty: counting reactions is the point
  override then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    Counted.reactions += 1;
    return super.then(onFulfilled, onRejected);
  }
}

async function* numbers(count: number) {
  for (let i = 0; i < count; i++) yield i;
}

describe('a stream ended by a stop signal (until)', () => {
  it('passes every value on, and attaches one reaction to the stop signal however many values pass', async () => {
    let release: (last: number) => void = () => {};
    const stop = new Counted<number>((resolve) => {
      release = resolve;
    });
    Counted.reactions = 0;
    const seen: number[] = [];
    const stream = until(numbers(1_000), stop);
    for (let i = 0; i < 1_000; i++) {
      const { value } = await stream.next();
      seen.push(value as number);
    }
    expect(seen).toEqual([...Array(1_000).keys()]);
    expect(Counted.reactions).toBeLessThanOrEqual(2);
    release(-1);
  });

  it('sends the stop value as the last one, then completes, and tells the source to stop', async () => {
    let release: (last: string) => void = () => {};
    const stop = new Promise<string>((resolve) => {
      release = resolve;
    });
    let returned = false;
    const source: AsyncIterable<string> = {
      [Symbol.asyncIterator]: () => ({
        next: () => new Promise<IteratorResult<string>>(() => {}),
        return: async () => {
          returned = true;
          return { done: true, value: undefined };
        },
      }),
    };
    const stream = until(source, stop);
    const waiting = stream.next();
    release('bye');
    expect(await waiting).toEqual({ done: false, value: 'bye' });
    expect(await stream.next()).toEqual({ done: true, value: undefined });
    expect(returned).toBe(true);
  });
});
