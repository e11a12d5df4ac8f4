/**
 * WebSockets that have not said hello: from the upgrade until their connection_init is
 * acknowledged, or they close. Nothing has authenticated them, so they are capped per client
 * address and in total (each holds some 13 KB). One over its address's cap is refused at the
 * upgrade, before 101. One over the total takes the place of the socket that has waited longest
 * without sending connection_init, which is closed with 4408 as if its time had run out: sockets
 * from many addresses (IPv6 gives one client plenty) would otherwise fill the total and lock every
 * new client out until they time out, whereas a client that says hello at once leaves the count
 * within a round trip. Only when every socket counted has sent its connection_init (its
 * credentials still being checked) is the one over the total refused, with 429. One that sends no
 * connection_init in time is closed with 4408 and its TCP connection ended at once: ws would
 * otherwise keep it up to 30 s more for a client that never answers the close frame (its close
 * handshake).
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
/** ... and when a newer socket took its place, the total being reached */
const MADE_ROOM = {
  code: INIT_TIMEOUT.code,
  reason: `${INIT_TIMEOUT.reason}: the longest waiting gives its place (MAX_PENDING_SOCKETS)`,
};

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
  /** the held sockets that have not sent connection_init, the longest waiting first */
  readonly #silent = new Set<WebSocket>();

  constructor(readonly limits: PendingLimits) {}

  /** Why one more socket from `address` may not be opened now (the message of a 429), or undefined. */
  refusal(address: string): string | undefined {
    const { perAddress, total } = this.limits;
    if ((this.#byAddress.get(address) ?? 0) >= perAddress)
      return `this address already has ${perAddress} WebSockets that have not completed connection_init (MAX_PENDING_SOCKETS_PER_ADDRESS); complete or close one first`;
    if (this.#total >= total && this.#silent.size === 0)
      return `the gateway already holds ${total} WebSockets whose connection_init is being checked (MAX_PENDING_SOCKETS); try again shortly`;
    return undefined;
  }

  /**
   * Counts an opened socket until it is acknowledged or closes, and ends it if its
   * connection_init does not come in time; at the total, the longest silent one makes room.
   */
  hold(socket: WebSocket, address: string): void {
    const [longestSilent] = this.#silent;
    if (this.#total >= this.limits.total && longestSilent !== undefined) {
      // its place is given back now: its 'close' comes only once its connection has ended
      this.#held.get(longestSilent)?.release();
      closeAtOnce(longestSilent, MADE_ROOM.code, MADE_ROOM.reason);
    }
    this.#byAddress.set(address, (this.#byAddress.get(address) ?? 0) + 1);
    this.#total += 1;
    const timer = setTimeout(
      () => closeAtOnce(socket, INIT_TIMEOUT.code, INIT_TIMEOUT.reason),
      this.limits.initTimeoutMs,
    );
    let held = true;
    this.#silent.add(socket);
    const release = () => {
      clearTimeout(timer);
      this.#silent.delete(socket);
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
    this.#silent.delete(socket);
  }

  /** Acknowledged: it no longer counts. */
  acknowledged(socket: WebSocket): void {
    this.#held.get(socket)?.release();
  }
}
