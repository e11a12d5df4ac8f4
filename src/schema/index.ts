/**
 * The graph: the builder with its root types, and one module per domain, each adding its types
 * and its fields to the root types. Subscription fields resolve their events as written, not
 * through Pothos's argument mapping (live/fast-path.ts says why).
 */
import { eventResolversAsWritten } from '../live/fast-path.js';
import { builder } from './builder.js';
import './activations/index.js';
import './billing.js';
import './errors.js';
import './orders/index.js';
import './placed-orders.js';
import './push.js';
import './sim-cards.js';
import './subscriptions.js';
import './usage-and-cdrs.js';
import './webhooks.js';

export const schema = eventResolversAsWritten(builder.toSchema({ sortSchema: true }));
