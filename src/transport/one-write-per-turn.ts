/**
 * Frames sent to one socket in the same turn of the event loop leave in one write: a change
 * followed by many subscribers on one connection is one system call, not one per subscriber.
 *
 * Every socket held in a turn is released by one callback, in one loop. With a callback per
 * socket, Node would run the write callbacks of each socket (the senders' next `next()`,
 * through every layer of every stream) before releasing the next socket, so the last socket
 * of a change would wait on the whole fan-out's bookkeeping.
 */
import type { Socket } from 'node:net';

/**
 * Frames held at most, over all sockets, before they leave without waiting for the turn to
 * end. A turn that fans a poll's changes out to thousands of subscribers then sends as it
 * goes: the first pushes do not wait on the last, and what is held stays small.
 */
export const MAX_HELD_WRITES = 1024;

let held = new Set<Socket>();
let writes = 0;
let scheduled = false;

const release = () => {
  const sockets = held;
  held = new Set();
  writes = 0;
  for (const socket of sockets) socket.uncork();
};

const endOfTurn = () => {
  scheduled = false;
  release();
};

/**
 * Holds what is written to `socket` from now until the next turn, then sends it at once; or
 * sooner, with what every other socket holds, once MAX_HELD_WRITES writes are held.
 */
export function oneWritePerTurn(socket: Socket): void {
  if (writes >= MAX_HELD_WRITES) release();
  writes += 1;
  if (!held.has(socket)) {
    socket.cork();
    held.add(socket);
  }
  if (!scheduled) {
    scheduled = true;
    setImmediate(endOfTurn);
  }
}
