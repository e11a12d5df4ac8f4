/**
 * Who may do what, as scope-auth scope maps (the scopes are SchemaTypes['AuthScopes'] of
 * src/schema/builder.ts). Objects additionally check ownership: a customer reads only
 * subscriptions, SIM cards, activations, usage and CDRs that are theirs. Plain data below the
 * schema, which gives them to its fields, and the order resolvers, which tell a front end
 * whether to offer an order.
 */

/** PIN and PUK: staff with the sim:secrets scope, or a customer reading their own SIM */
export const SECRETS = { $any: { secrets: true, customer: true } } as const;

/** orders that only staff place: new lines, porting, termination, and their cancellations */
export const STAFF = { staff: true } as const;

/** orders a customer may place on their own subscription: suspend, resume, swap SIM, services */
export const STAFF_OR_OWNER = { $any: { staff: true, customer: true } } as const;
