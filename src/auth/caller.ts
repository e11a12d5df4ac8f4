/**
 * Who is calling. Staff read everything; a customer reads what belongs to the subscriptions
 * their credentials name (by id, phone number, or customer number): which subscriptions those
 * are is worked out once per request (src/resolvers/own.ts), and every record is judged by its
 * subscriptionId against them, never by a phone number it carries (numbers are recycled).
 */
import { normalizePhone } from '@msp/partner-interface';

export const ROLES = ['staff', 'customer'] as const;
export type Role = (typeof ROLES)[number];

/** how the caller proved who they are: the namespace of their id */
export const CALLER_KINDS = ['token', 'apikey', 'anonymous'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

/** a caller's id, for logs, rate limits, budgets and the journal: `token:<sub>`, `apikey:<name>` or `anonymous` */
export const callerIdOf = (kind: CallerKind, subject: string): string =>
  kind === 'anonymous' ? 'anonymous' : `${kind}:${subject}`;

export interface CallerInit {
  kind: CallerKind;
  /** the token's `sub` or the API key's name; the caller's id is `<kind>:<subject>` */
  subject: string;
  role: Role;
  /** when the credentials expire (epoch ms); live streams end then */
  expiresAt?: number | undefined;
  scopes?: readonly string[];
  subscriptionIds?: readonly string[];
  phoneNumbers?: readonly string[];
  customerNumber?: string | undefined;
}

export class Caller {
  /** a stable id for logs, rate limits, budgets and idempotency keys: `token:<sub>`, `apikey:<name>` or `anonymous` */
  readonly id: string;
  readonly kind: CallerKind;
  /** the token's `sub` or the API key's name */
  readonly subject: string;
  readonly role: Role;
  readonly expiresAt: number | undefined;
  readonly scopes: ReadonlySet<string>;
  readonly subscriptionIds: ReadonlySet<string>;
  readonly phoneNumbers: ReadonlySet<string>;
  readonly customerNumber: string | undefined;

  constructor(init: CallerInit) {
    this.kind = init.kind;
    this.subject = init.subject;
    this.id = callerIdOf(init.kind, init.subject);
    this.role = init.role;
    this.expiresAt = init.expiresAt;
    this.scopes = new Set(init.scopes ?? []);
    this.subscriptionIds = new Set(init.subscriptionIds ?? []);
    this.phoneNumbers = new Set((init.phoneNumbers ?? []).map(normalizePhone));
    this.customerNumber = init.customerNumber;
  }

  /** With authentication off (development only): staff with every scope. */
  static anonymous(): Caller {
    return new Caller({ kind: 'anonymous', subject: 'anonymous', role: 'staff', scopes: ['sim:secrets'] });
  }

  get isStaff(): boolean {
    return this.role === 'staff';
  }

  has(scope: string): boolean {
    return this.scopes.has(scope);
  }
}
