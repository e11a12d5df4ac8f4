/**
 * Which web pages may call the gateway from a browser: one rule for CORS on HTTP and for the
 * Origin of a WebSocket upgrade (browsers apply no CORS to WebSockets, so the server must check
 * it, or any page could open a socket with its visitor's cookies). Outside production a front
 * end on a local dev server (localhost, 127.0.0.1, [::1], any port) is allowed without
 * configuration; otherwise only the origins listed in CORS_ORIGINS.
 */

export interface OriginPolicy {
  /** exact origins allowed, e.g. https://app.example */
  origins: readonly string[];
  /** allow http(s)://localhost, 127.0.0.1 and [::1] on any port */
  localhost: boolean;
}

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/** Whether a page of `origin` may call the gateway cross-origin. */
export function isAllowedOrigin(policy: OriginPolicy, origin: string): boolean {
  return policy.origins.includes(origin) || (policy.localhost && LOCAL_ORIGIN.test(origin));
}

/** The page was served by the gateway itself (GraphiQL): its origin's host is the request's Host. */
function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (host === undefined) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Whether a WebSocket upgrade may proceed: no Origin (not a browser: a server or an app), the
 * gateway's own pages, or an allowed origin.
 */
export function mayOpenSocket(
  policy: OriginPolicy,
  origin: string | undefined,
  host: string | undefined,
): boolean {
  return origin === undefined || isSameOrigin(origin, host) || isAllowedOrigin(policy, origin);
}

/** yoga's `cors` option: CORS headers for an allowed origin only (none, so the browser refuses, for others). */
export function corsFor(policy: OriginPolicy) {
  return (request: Request) => {
    const origin = request.headers.get('origin');
    return origin !== null && isAllowedOrigin(policy, origin)
      ? { origin: [origin], credentials: true, exposedHeaders: ['Retry-After'] }
      : false;
  };
}
