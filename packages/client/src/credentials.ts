/**
 * Credentials as an app holds them: a token that expires and is renewed. The app gives a
 * `getToken` function rather than a token, and the package asks it again for every HTTP
 * request and at every (re)connection of the socket, so a renewed token is used from then on.
 */

/** the app's current access token; null or undefined: send none (an anonymous gateway) */
export type GetToken = () => string | null | undefined | Promise<string | null | undefined>;

/** the header that carries the token, on HTTP and as the socket's connectionParams */
export async function authorization(getToken: GetToken | undefined): Promise<Record<string, string>> {
  const token = await getToken?.();
  return token === null || token === undefined || token === '' ? {} : { authorization: `Bearer ${token}` };
}

/** a fetch that adds the token of the moment to each request */
export function authorizedFetch(
  getToken: GetToken | undefined,
  fetchImpl: typeof fetch = fetch,
): typeof fetch {
  if (getToken === undefined) return fetchImpl;
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(await authorization(getToken))) headers.set(name, value);
    return fetchImpl(input, { ...init, headers });
  };
}

/** what a WebSocket close looks like, whichever implementation made it */
export interface CloseLike {
  code: number;
  reason: string;
}

export function isClose(event: unknown): event is CloseLike {
  return typeof event === 'object' && event !== null && 'code' in event && 'reason' in event;
}

/** the close code of a socket whose credentials the gateway refused */
export const CREDENTIALS_REFUSED = 4403;

/**
 * The gateway closes a socket with 4403 both when a token has expired (at connection_init, or
 * at the moment it expires under a live socket) and when it refuses one (not valid, wrong
 * audience, revoked key); only the reason tells them apart. An expired token is what every app
 * meets every hour or so, and a new one fixes it; a refused one stays refused.
 */
export function isExpiredToken(event: unknown): boolean {
  return (
    isClose(event) && event.code === CREDENTIALS_REFUSED && event.reason.startsWith('the token has expired')
  );
}

/** refused credentials: trying again with the same app cannot help */
export function isRefused(event: unknown): boolean {
  return isClose(event) && event.code === CREDENTIALS_REFUSED && !isExpiredToken(event);
}
