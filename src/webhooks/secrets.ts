/**
 * Webhook signing secrets: made here (`whsec_` and 24 random bytes in base64, the Standard
 * Webhooks form), shown to staff once, and kept in the database only encrypted
 * (src/journal/secret-box.ts).
 */
import { randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** a new signing secret */
export const newSecret = (): string => `${PREFIX}${randomBytes(24).toString('base64')}`;
