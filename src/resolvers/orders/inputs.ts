/**
 * The order inputs as the rules read them, derived from the bodies they become (the wire
 * format's zod schemas): each field of the body, which may also be null (not given) or, for a
 * value set, OTHER (the schema's open enums have it), and the idempotency key. The schema's
 * input types (src/schema/orders/inputs.ts) must fit these: its order table does not compile
 * otherwise. Ids in them are already the provider's: the schema decodes global ids at its edge.
 */
import type { WireServicesRequest } from '@msp/partner-interface';

/** Every order input may carry an idempotency key. */
export interface Keyed {
  idempotencyKey?: string | null | undefined;
}

/** A value set's type with OTHER; any other type as it is. */
type Open<V> = V extends string ? (string extends V ? V : V | 'OTHER') : V;

/** The named fields of `Body` but `Except`, each optional and nullable. */
type Given<Body, Except extends string = never> = {
  [K in keyof Body as string extends K ? never : K extends Except ? never : K]?: Open<Body[K]> | null;
};

/** The input of an order whose body is `Body`; `Except` names fields the input has in its own form. */
export type InputOf<Body, Except extends string = never> = Given<Body, Except> & Keyed;

/** The services to set: the services of a request, and a number form of the two text-valued ones. */
export type ServicesInput = Given<WireServicesRequest> & {
  dataUsageNotificationMb?: number | null | undefined;
  dataRoamingLimitEuros?: number | null | undefined;
};

/** The input of an order of a new line (NewSubscription, InPortSubscription): services in their input form. */
export type LineInput<Body> = InputOf<Body, 'services'> & { services?: ServicesInput | null | undefined };
