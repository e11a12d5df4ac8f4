/**
 * A service's Retry-After (RFC 9110 §10.2.3: seconds, or an HTTP date) as milliseconds from
 * `now`; undefined when absent or unreadable, so the retry schedule alone decides.
 */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
