import { activationById, listActivations } from '../../resolvers/activations.js';
import {
  invoiceByNumber,
  listCdrMonths,
  listCdrs,
  listInvoices,
  listUsageSummaries,
} from '../../resolvers/billing.js';
import { listSimCards, simCardByNumber } from '../../resolvers/sim-cards.js';
import { findSubscription, listSubscriptions } from '../../resolvers/subscriptions.js';
import { ACTIVATION_TYPENAME_LIST } from '../activation-node.js';
import { builder } from '../builder.js';
import {
  ActivationRef,
  CdrMonthRef,
  CdrRef,
  InvoiceRef,
  MobileSubscriptionRef,
  SimCardRef,
  UsageSummaryRef,
} from '../refs.js';
import { ActivationFilter } from './ActivationFilter.js';
import { ActivationOrder } from './ActivationOrder.js';
import { CdrFilter } from './CdrFilter.js';
import { CdrMonthFilter } from './CdrMonthFilter.js';
import { CdrMonthOrder } from './CdrMonthOrder.js';
import { CdrOrder } from './CdrOrder.js';
import { InvoiceFilter } from './InvoiceFilter.js';
import { InvoiceOrder } from './InvoiceOrder.js';
import { MobileSubscriptionFilter } from './MobileSubscriptionFilter.js';
import { MobileSubscriptionOrder } from './MobileSubscriptionOrder.js';
import { SimCardFilter } from './SimCardFilter.js';
import { SimCardOrder } from './SimCardOrder.js';
import { UsageSummaryFilter } from './UsageSummaryFilter.js';
import { UsageSummaryOrder } from './UsageSummaryOrder.js';

builder.queryType({
  description: 'Everything the reseller reads from the provider, as one graph.',
  fields: (t) => ({
    simCards: t.connection({
      type: SimCardRef,
      description: 'SIM cards (QuerySimcard).',
      args: { filter: t.arg({ type: SimCardFilter }), orderBy: t.arg({ type: SimCardOrder }) },
      resolve: (_root, args, ctx) => listSimCards(ctx, args),
    }),
    simCard: t.field({
      type: SimCardRef,
      description: 'One SIM card by its number.',
      args: { simCardNumber: t.arg.string({ required: true }) },
      resolve: (_root, args, ctx) => simCardByNumber(ctx, args.simCardNumber),
    }),
    mobileSubscriptions: t.connection({
      type: MobileSubscriptionRef,
      description:
        'Mobile subscriptions (QuerySubscription). Terminated and ported-out subscriptions are gone from it.',
      args: {
        filter: t.arg({ type: MobileSubscriptionFilter }),
        orderBy: t.arg({ type: MobileSubscriptionOrder }),
      },
      resolve: (_root, args, ctx) => listSubscriptions(ctx, args),
    }),
    mobileSubscription: t.field({
      type: MobileSubscriptionRef,
      description:
        'One mobile subscription by exactly one of: its id (global or the provider id), phone number, SIM card number.',
      args: {
        id: t.arg.id(),
        phoneNumber: t.arg.string(),
        simCardNumber: t.arg.string(),
      },
      resolve: (_root, args, ctx) => findSubscription(ctx, args),
    }),
    activations: t.connection({
      type: ActivationRef,
      description: 'Activations: the records of every order (QueryActivation).',
      args: { filter: t.arg({ type: ActivationFilter }), orderBy: t.arg({ type: ActivationOrder }) },
      resolve: (_root, args, ctx) => listActivations(ctx, args),
    }),
    activation: t.field({
      type: ActivationRef,
      description: 'One activation by its id (global or the provider id).',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) => activationById(ctx, args.id, ACTIVATION_TYPENAME_LIST),
    }),
    invoices: t.connection({
      type: InvoiceRef,
      description: 'Invoices (QueryInvoice). Staff only.',
      authScopes: { staff: true },
      args: { filter: t.arg({ type: InvoiceFilter }), orderBy: t.arg({ type: InvoiceOrder }) },
      resolve: (_root, args, ctx) => listInvoices(ctx, args),
    }),
    invoice: t.field({
      type: InvoiceRef,
      description: 'One invoice by its number. Staff only.',
      authScopes: { staff: true },
      args: { invoiceNumber: t.arg.string({ required: true }) },
      resolve: (_root, args, ctx) => invoiceByNumber(ctx, args.invoiceNumber),
    }),
    cdrMonths: t.connection({
      type: CdrMonthRef,
      description: 'Months for which CDRs exist (QueryCdrMonth): check here before asking for CDRs.',
      args: { filter: t.arg({ type: CdrMonthFilter }), orderBy: t.arg({ type: CdrMonthOrder }) },
      resolve: (_root, args, ctx) => listCdrMonths(ctx, args),
    }),
    cdrs: t.connection({
      type: CdrRef,
      description: 'Call detail records of one month (QueryCdr).',
      args: { filter: t.arg({ type: CdrFilter, required: true }), orderBy: t.arg({ type: CdrOrder }) },
      resolve: (_root, args, ctx) => listCdrs(ctx, args),
    }),
    usageSummaries: t.connection({
      type: UsageSummaryRef,
      description: 'Usage summaries, one per subscription per month with usage (QueryUsageSubscription).',
      args: { filter: t.arg({ type: UsageSummaryFilter }), orderBy: t.arg({ type: UsageSummaryOrder }) },
      resolve: (_root, args, ctx) => listUsageSummaries(ctx, args),
    }),
  }),
});
