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

let held = new Set<Socket>();

const release = () => {
  const sockets = held;
  held = new Set();
  for (const socket of sockets) socket.uncork();
};

/** Holds what is written to `socket` from now until the next turn, then sends it at once. */
export function oneWritePerTurn(socket: Socket): void {
  if (held.has(socket)) return;
  socket.cork();
  held.add(socket);
  if (held.size === 1) setImmediate(release);
}
