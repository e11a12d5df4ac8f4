/**
 * WebSockets that have not said hello: from the upgrade until their connection_init is
 * acknowledged, or they close. Nothing has authenticated them, so they are capped per client
 * address and in total (each holds some 13 KB), the one over a cap refused at the upgrade, before
 * 101; and one that sends no connection_init in time is closed with 4408 and its TCP connection
 * ended at once: ws would otherwise keep it up to 30 s more for a client that never answers the
 * close frame (its close handshake).
 *
 * The address is the TCP peer's: the gateway trusts no X-Forwarded-For, so behind a reverse
 * proxy every client shares the proxy's address (raise the per-address cap there).
 */
import type { WebSocket } from 'ws';

export interface PendingLimits {
  /** sockets one address may hold before their connection_init is acknowledged */
  perAddress: number;
  /** such sockets over all addresses */
  total: number;
  /** the time a socket has to send connection_init */
  initTimeoutMs: number;
}

/** the close a socket gets when its connection_init does not come in time (graphql-ws's own) */
const INIT_TIMEOUT = { code: 4408, reason: 'Connection initialisation timeout' };

/**
 * Closes with `code` and `reason` and ends the TCP connection at once, without waiting for the
 * client's close frame: for sockets refused before they were acknowledged. The close frame is
 * written first, so a client still learns the code and the reason.
 */
export function closeAtOnce(socket: WebSocket, code: number, reason: string): void {
  socket.close(code, reason);
  socket.terminate();
}

export class PendingSockets {
  readonly #byAddress = new Map<string, number>();
  #total = 0;
  /** per held socket: stop its init timeout, and give its place back */
  readonly #held = new WeakMap<WebSocket, { timer: NodeJS.Timeout; release(): void }>();

  constructor(readonly limits: PendingLimits) {}

  /** Why one more socket from `address` may not be opened now (the message of a 429), or undefined. */
  refusal(address: string): string | undefined {
    const { perAddress, total } = this.limits;
    if ((this.#byAddress.get(address) ?? 0) >= perAddress)
      return `this address already has ${perAddress} WebSockets that have not completed connection_init (MAX_PENDING_SOCKETS_PER_ADDRESS); complete or close one first`;
    if (this.#total >= total)
      return `the gateway already holds ${total} WebSockets that have not completed connection_init (MAX_PENDING_SOCKETS); try again shortly`;
    return undefined;
  }

  /** Counts an opened socket until it is acknowledged or closes, and ends it if its connection_init does not come in time. */
  hold(socket: WebSocket, address: string): void {
    this.#byAddress.set(address, (this.#byAddress.get(address) ?? 0) + 1);
    this.#total += 1;
    const timer = setTimeout(
      () => closeAtOnce(socket, INIT_TIMEOUT.code, INIT_TIMEOUT.reason),
      this.limits.initTimeoutMs,
    );
    let held = true;
    const release = () => {
      clearTimeout(timer);
      if (!held) return;
      held = false;
      this.#total -= 1;
      const left = (this.#byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.#byAddress.set(address, left);
      else this.#byAddress.delete(address);
    };
    this.#held.set(socket, { timer, release });
    socket.once('close', release);
  }

  /** Its connection_init has come: no timeout any more, though it counts until acknowledged. */
  initReceived(socket: WebSocket): void {
    clearTimeout(this.#held.get(socket)?.timer);
  }

  /** Acknowledged: it no longer counts. */
  acknowledged(socket: WebSocket): void {
    this.#held.get(socket)?.release();
  }
}
