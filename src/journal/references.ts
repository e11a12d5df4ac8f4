/**
 * The gateway's own references: every order whose operation carries a referenceNumber leaves
 * with one, so that its entry is found by it at the partner when the answer is lost. A
 * caller's own reference is sent as given (it is theirs to track the order by at the partner);
 * otherwise the gateway makes one.
 */
import { randomBytes } from 'node:crypto';

/** what every reference of the gateway's starts with, so that staff tell them from callers' */
export const GATEWAY_REFERENCE_PREFIX = 'GW';

/** RFC 4648 base32: letters and digits no one misreads on a phone call to the provider */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * A new reference of the gateway's: GW and 13 random base32 characters (65 bits), 15 in all,
 * the spec's limit. Random rather than counted, so that two deployments (or a database made
 * again) on one partner account never make the same one.
 */
export function gatewayReference(): string {
  const bytes = randomBytes(13);
  let text = GATEWAY_REFERENCE_PREFIX;
  for (const byte of bytes) text += ALPHABET[byte & 31];
  return text;
}

/** whether a caller's reference looks like one of the gateway's own (which callers may not give) */
export const isGatewayReference = (reference: unknown): boolean =>
  typeof reference === 'string' && reference.toUpperCase().startsWith(GATEWAY_REFERENCE_PREFIX);
