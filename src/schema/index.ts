/**
 * The graph: the builder with its root types, and one module per domain, each adding its types
 * and its fields to the root types. Subscription fields resolve their events as written, not
 * through Pothos's argument mapping (subscriptions/fast-path.ts says why).
 */
import { specifiedDirectives } from 'graphql';
import { eventResolversAsWritten } from '../subscriptions/fast-path.js';
import { builder } from './builder.js';
import { deferDirective, liveDirective, streamDirective } from './directives.js';
import './activations.js';
import './billing.js';
import './errors.js';
import './orders/index.js';
import './placed-orders.js';
import './push.js';
import './search.js';
import './sim-cards.js';
import './subscriptions.js';
import './usage-and-cdrs.js';
import './webhooks.js';

/** @defer, @stream and @live are the schema's own, so that GraphiQL, codegen and clients see them. */
export const schema = eventResolversAsWritten(
  builder.toSchema({
    sortSchema: true,
    directives: [...specifiedDirectives, deferDirective, streamDirective, liveDirective],
  }),
);
