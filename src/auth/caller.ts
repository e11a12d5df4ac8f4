/**
 * Who is calling, and what is theirs. Staff read everything; a customer only the
 * subscriptions named in their credentials (by id, phone number, or customer number) and
 * what belongs to those: SIM cards, activations, usage and CDRs.
 */
import { normalizePhone } from '@msp/partner-interface';

export type Role = 'staff' | 'customer';

export interface CallerInit {
  /** a stable id for logs and rate limits: the token's sub, the API key's name, or 'anonymous' */
  id: string;
  role: Role;
  scopes?: readonly string[];
  subscriptionIds?: readonly string[];
  phoneNumbers?: readonly string[];
  customerNumber?: string | undefined;
}

/** a record that may belong to a subscription */
export interface Owned {
  id?: string | undefined;
  subscriptionId?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  customerNumber?: string | undefined;
}

export class Caller {
  readonly id: string;
  readonly role: Role;
  readonly scopes: ReadonlySet<string>;
  readonly subscriptionIds: ReadonlySet<string>;
  readonly phoneNumbers: ReadonlySet<string>;
  readonly customerNumber: string | undefined;

  constructor(init: CallerInit) {
    this.id = init.id;
    this.role = init.role;
    this.scopes = new Set(init.scopes ?? []);
    this.subscriptionIds = new Set(init.subscriptionIds ?? []);
    this.phoneNumbers = new Set((init.phoneNumbers ?? []).map(normalizePhone));
    this.customerNumber = init.customerNumber;
  }

  /** With authentication off (development only): staff with every scope. */
  static anonymous(): Caller {
    return new Caller({ id: 'anonymous', role: 'staff', scopes: ['sim:secrets'] });
  }

  get isStaff(): boolean {
    return this.role === 'staff';
  }

  has(scope: string): boolean {
    return this.scopes.has(scope);
  }

  /**
   * Whether a subscription, or a record of one (SIM card, activation, usage, CDR), is this
   * caller's to read. A subscription is identified by `id`; other records by subscriptionId.
   */
  mayRead(record: Owned, kind: 'subscription' | 'record'): boolean {
    if (this.isStaff) return true;
    const subscriptionId = kind === 'subscription' ? record.id : record.subscriptionId;
    if (subscriptionId && this.subscriptionIds.has(subscriptionId)) return true;
    if (record.phoneNumber && this.phoneNumbers.has(normalizePhone(record.phoneNumber))) return true;
    return (
      kind === 'subscription' &&
      this.customerNumber !== undefined &&
      record.customerNumber === this.customerNumber
    );
  }
}
