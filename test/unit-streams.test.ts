import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Fanout, type WatchEvent, WatchPubSub } from '../src/subscriptions/pubsub.js';
import { channel, DIVERT, mapEach, type Sink, until } from '../src/transport/async-iterables.js';
import { MAX_HELD_WRITES, oneWritePerTurn } from '../src/transport/one-write-per-turn.js';

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

describe('a channel a stream pushes into (channel)', () => {
  it('starts its producer at the first next(), and hands a value pushed while next() waits to it', async () => {
    let started = 0;
    let sink: Sink<string> | undefined;
    const stream = channel<string>((given) => {
      started += 1;
      sink = given;
      return () => {};
    });
    expect(started).toBe(0);
    const waiting = stream.next();
    expect(started).toBe(1);
    sink?.push('first');
    expect(await waiting).toEqual({ done: false, value: 'first' });
  });

  it('gives the values pushed before the end, then completes, and releases the producer once, at the end', async () => {
    let released = 0;
    const stream = channel<number>(({ push, end }) => {
      push(1);
      push(2);
      end();
      push(3);
      return () => {
        released += 1;
      };
    });
    expect(await stream.next()).toEqual({ done: false, value: 1 });
    expect(released).toBe(1);
    expect(await stream.next()).toEqual({ done: false, value: 2 });
    expect(await stream.next()).toEqual({ done: true, value: undefined });
    await stream.return?.();
    expect(released).toBe(1);
  });

  it('ends at once when its consumer leaves while next() waits, and releases the producer then', async () => {
    let released = 0;
    const stream = channel<number>(() => () => {
      released += 1;
    });
    const waiting = stream.next();
    await stream.return?.();
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(released).toBe(1);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });

  it("fails with the producer's error after the values pushed before it", async () => {
    const stream = channel<number>(({ push, end }) => {
      push(1);
      end(new Error('the partner is down'));
      return () => {};
    });
    expect(await stream.next()).toEqual({ done: false, value: 1 });
    await expect(stream.next()).rejects.toThrow('the partner is down');
  });

  it('never starts its producer when its consumer leaves before asking', async () => {
    let started = false;
    const stream = channel<number>(() => {
      started = true;
      return () => {};
    });
    await stream.return?.();
    expect(await stream.next()).toEqual({ done: true, value: undefined });
    expect(started).toBe(false);
  });
});

describe("a channel's values taken another way while its consumer waits (divert)", () => {
  /** a channel whose producer is at hand, with a diverter that takes what `takes` allows */
  const diverted = (takes: (value: number) => boolean) => {
    let sink: Sink<number> | undefined;
    const offered: number[] = [];
    const stream = channel<number>((given) => {
      sink = given;
      return () => {};
    });
    stream[DIVERT]((value) => {
      offered.push(value);
      return takes(value);
    });
    return { stream, offered, push: (value: number) => sink?.push(value) };
  };

  it('offers a value pushed while next() waits to the diverter first: one it takes never reaches next(), which gets the first it leaves', async () => {
    const { stream, offered, push } = diverted((n) => n % 2 === 0);
    const waiting = stream.next();
    push(2);
    push(4);
    push(5);
    expect(offered).toEqual([2, 4, 5]);
    expect(await waiting).toEqual({ done: false, value: 5 });
  });

  it('queues what is pushed while nothing waits, and offers none of it: the consumer gets it in order', async () => {
    const { stream, offered, push } = diverted(() => false);
    const first = stream.next();
    push(1);
    push(2);
    push(3);
    expect(offered).toEqual([1]);
    expect(await first).toEqual({ done: false, value: 1 });
    expect(await stream.next()).toEqual({ done: false, value: 2 });
    expect(await stream.next()).toEqual({ done: false, value: 3 });
  });

  it('offers nothing once its consumer has left', async () => {
    const { stream, offered, push } = diverted(() => true);
    const waiting = stream.next();
    await stream.return?.();
    push(1);
    expect(offered).toEqual([]);
    expect(await waiting).toEqual({ done: true, value: undefined });
  });
});

describe('a stream with each value mapped (mapEach)', () => {
  const fail = (error: unknown): never => {
    throw error;
  };

  it('maps values in order, whether the mapping answers at once or later', async () => {
    const stream = mapEach(numbers(4), (n) => (n % 2 === 0 ? n * 10 : Promise.resolve(n * 10)), fail);
    const seen: number[] = [];
    for await (const value of stream) seen.push(value);
    expect(seen).toEqual([0, 10, 20, 30]);
  });

  it('stops its source when the mapping fails, since its consumer will not ask again', async () => {
    let released = 0;
    const source = channel<number>(({ push }) => {
      push(1);
      return () => {
        released += 1;
      };
    });
    const stream = mapEach(
      source,
      () => {
        throw new Error('cannot map');
      },
      fail,
    );
    await expect(stream.next()).rejects.toThrow('cannot map');
    expect(released).toBe(1);
  });
});

describe('the fan-out of watched states (Fanout)', () => {
  /** an event target that counts the listeners on it */
  class CountingTarget extends EventTarget {
    listeners = 0;
    override addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
      this.listeners += 1;
      super.addEventListener(...args);
    }
    override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>) {
      this.listeners -= 1;
      super.removeEventListener(...args);
    }
  }
  const missing = (id: string): WatchEvent => ({ kind: 'missing', id });

  it('listens to an activation once however many follow it, hands each of them every event in order, and stops listening when the last leaves', async () => {
    const target = new CountingTarget();
    const pubsub = new WatchPubSub(target);
    const fanout = new Fanout(pubsub);
    const heard: string[][] = [[], [], []];
    const leave = heard.map((list) => fanout.activation('A1', (event) => list.push(event.kind)));
    expect(target.listeners).toBe(1);
    pubsub.publish('activation', 'A1', missing('A1'));
    pubsub.publish('activation', 'A2', missing('A2'));
    pubsub.publish('activation', 'A1', {
      kind: 'state',
      activation: { id: 'A1', createdAt: '2026-11-23T00:00:00Z', status: 'BUSY', activationType: 'SUSPEND' },
    });
    await expect
      .poll(() => heard)
      .toEqual([
        ['missing', 'state'],
        ['missing', 'state'],
        ['missing', 'state'],
      ]);
    for (const each of leave.slice(1)) each();
    expect(target.listeners).toBe(1);
    leave[0]?.();
    await expect.poll(() => target.listeners).toBe(0);
  });

  it("hands an event to every follower in the publisher's own call, with no turn or queue per follower", () => {
    const pubsub = new WatchPubSub();
    const fanout = new Fanout(pubsub);
    const heard: string[] = [];
    for (const who of ['first', 'second'])
      fanout.activation('A1', (event) => heard.push(`${who} ${event.kind}`));
    pubsub.publish('activation', 'A1', missing('A1'));
    expect(heard).toEqual(['first missing', 'second missing']);
  });

  it('still hands an event to every other listener when one of them fails', async () => {
    const pubsub = new WatchPubSub(new EventTarget());
    const fanout = new Fanout(pubsub);
    const heard: string[] = [];
    fanout.activation('A1', () => {
      throw new Error('this subscriber is broken');
    });
    fanout.activation('A1', (event) => heard.push(event.kind));
    pubsub.publish('activation', 'A1', missing('A1'));
    pubsub.publish('activation', 'A1', missing('A1'));
    await expect.poll(() => heard).toEqual(['missing', 'missing']);
  });
});

/** a TCP server on an ephemeral port, the socket pairs connected through it, and its end */
async function tcp() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const pairs: Array<{ client: Socket; socket: Socket }> = [];
  return {
    /** a client connected to the server, and the server's side of it */
    async pair() {
      const accepted = new Promise<Socket>((resolve) => server.once('connection', resolve));
      const client = connect(port, '127.0.0.1');
      const opened = { client, socket: await accepted };
      pairs.push(opened);
      return opened;
    },
    async close() {
      for (const { client, socket } of pairs) {
        client.destroy();
        socket.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('frames to one socket in one turn (oneWritePerTurn)', () => {
  it('holds what is written in the same turn and sends it in one write on the next', async () => {
    const net = await tcp();
    const { client, socket } = await net.pair();
    const received = new Promise<string>((resolve) => client.once('data', (chunk) => resolve(String(chunk))));
    for (const frame of ['a', 'b', 'c']) {
      oneWritePerTurn(socket);
      socket.write(frame);
    }
    expect(socket.writableCorked).toBe(1);
    expect(await received).toBe('abc');
    expect(socket.writableCorked).toBe(0);
    await net.close();
  });

  it('sends every socket held in a turn before any of their write callbacks run', async () => {
    const net = await tcp();
    // one after the other: two waits on the server's next connection would both get the first
    const { socket: first } = await net.pair();
    const { socket: second } = await net.pair();
    // the write callback of the first socket is where a sender asks for its next event: by
    // then, the second socket's frames have left too
    const secondHeldThen = new Promise<number>((resolve) => {
      oneWritePerTurn(first);
      first.write('a', () => resolve(second.writableCorked));
    });
    oneWritePerTurn(second);
    second.write('b');
    expect(await secondHeldThen).toBe(0);
    await net.close();
  });

  it('sends what it holds once MAX_HELD_WRITES writes are held, without waiting for the turn to end', async () => {
    const net = await tcp();
    const { client, socket } = await net.pair();
    const sent = 'x'.repeat(MAX_HELD_WRITES);
    let received = '';
    const all = new Promise<void>((resolve) =>
      client.on('data', (chunk) => {
        received += String(chunk);
        if (received.length === sent.length + 1) resolve();
      }),
    );
    for (const frame of sent) {
      oneWritePerTurn(socket);
      socket.write(frame);
    }
    expect(socket.writableLength).toBe(MAX_HELD_WRITES);
    oneWritePerTurn(socket);
    socket.write('y');
    // the first MAX_HELD_WRITES have left; the last is held until the turn ends
    expect(socket.writableLength).toBe(1);
    expect(socket.writableCorked).toBe(1);
    await all;
    expect(received).toBe(`${sent}y`);
    await net.close();
  });
});
