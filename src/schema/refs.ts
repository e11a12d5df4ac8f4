/**
 * The graph's object, interface and input names with the shapes behind them. Declared here,
 * implemented in ./types, so that types can point at each other without import cycles.
 * Backing shapes are the wire types the provider client returns.
 */
import type {
  WireActivation,
  WireBundleSpecificationProductLine,
  WireBundleSubscriptionLine,
  WireCdr,
  WireCdrMonth,
  WireFrontPageLine,
  WireInvoice,
  WireInvoiceSpecificationLine,
  WireServices,
  WireSimCard,
  WireSubscription,
  WireUsageDetail,
  WireUsageSummary,
} from '../provider/wire.js';
import { builder } from './builder.js';

export const MobileSubscriptionRef = builder.objectRef<WireSubscription>('MobileSubscription');
export const SimCardRef = builder.objectRef<WireSimCard>('SimCard');
export const ServicesRef = builder.objectRef<WireServices>('Services');
export const ActivationRef = builder.interfaceRef<WireActivation>('Activation');
export const InvoiceRef = builder.objectRef<WireInvoice>('Invoice');
export const InvoiceFrontPageLineRef = builder.objectRef<WireFrontPageLine>('InvoiceFrontPageLine');
export const InvoiceSpecificationLineRef =
  builder.objectRef<WireInvoiceSpecificationLine>('InvoiceSpecificationLine');
export const InvoiceBundleProductLineRef =
  builder.objectRef<WireBundleSpecificationProductLine>('InvoiceBundleProductLine');
export const InvoiceBundleSubscriptionLineRef = builder.objectRef<WireBundleSubscriptionLine>(
  'InvoiceBundleSubscriptionLine',
);
export const CdrMonthRef = builder.objectRef<WireCdrMonth>('CdrMonth');
export const CdrRef = builder.objectRef<WireCdr>('Cdr');
export const UsageSummaryRef = builder.objectRef<WireUsageSummary>('UsageSummary');
export const UsageDetailRef = builder.objectRef<WireUsageDetail>('UsageDetail');
