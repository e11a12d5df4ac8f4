/**
 * Frames sent to one socket in the same turn of the event loop leave in one write: a change
 * followed by many subscribers on one connection is one system call, not one per subscriber.
 */
import type { Socket } from 'node:net';

const corked = new WeakSet<Socket>();

/** Holds what is written to `socket` from now until the next turn, then sends it at once. */
export function oneWritePerTurn(socket: Socket): void {
  if (corked.has(socket)) return;
  corked.add(socket);
  socket.cork();
  setImmediate(() => {
    corked.delete(socket);
    socket.uncork();
  });
}
