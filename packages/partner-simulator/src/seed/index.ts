/**
 * The seeded dataset: deterministic for a seed and a start time, shaped like a reseller's
 * real estate. SIM cards of every type in every status; subscriptions across both
 * environments with eSIM, data-only, fixed-IP, blocked and unknown cases; a history of final
 * activations of every type; 13 months of CDRs using every rate class and module code, the
 * usage summaries derived from them, and monthly invoices with every nested array.
 * Orders still in progress are placed through the state machines (see `placeOpenOrders`).
 *
 * The parts draw from one PRNG, in this order; changing the order changes every record after.
 */
import type { SimulatorData } from '../data.js';
import { seedRefusedPortIns } from './activations.js';
import { createSeedContext, type SeedOptions } from './context.js';
import { seedCustomers } from './customers.js';
import { seedInvoices } from './invoices.js';
import { seedEndedSubscriptions, seedFreeSims, seedSubscriptions } from './subscriptions.js';
import { seedUsage } from './usage.js';

export { placeOpenOrders } from './activations.js';
export type { DatasetSize, SeedOptions } from './context.js';

export function seedData(options: SeedOptions): SimulatorData {
  const ctx = createSeedContext(options);
  seedCustomers(ctx);
  const groupCustomer = ctx.data.customers[1];
  const customers = seedSubscriptions(ctx);
  seedEndedSubscriptions(ctx);
  seedRefusedPortIns(ctx);
  seedFreeSims(ctx);
  seedUsage(ctx, customers, groupCustomer);
  seedInvoices(ctx, customers, groupCustomer);
  return ctx.data;
}
