/**
 * Who is calling. Staff read everything; a customer reads what belongs to the subscriptions
 * their credentials name (by id, phone number, or customer number): which subscriptions those
 * are is worked out once per request (src/resolvers/own.ts), and every record is judged by its
 * subscriptionId against them, never by a phone number it carries (numbers are recycled).
 */
import { normalizePhone } from '@msp/partner-interface';

export type Role = 'staff' | 'customer';

/** how the caller proved who they are: the namespace of their id */
export type CallerKind = 'token' | 'apikey' | 'anonymous';

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
    this.id = init.kind === 'anonymous' ? 'anonymous' : `${init.kind}:${init.subject}`;
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
