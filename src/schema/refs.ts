/**
 * The objects and interfaces that more than one domain points at, with the shapes behind them.
 * Declared here and implemented in their domain's module, so that domains can point at each
 * other without import cycles. Backing shapes are the wire types the provider client returns.
 */
import type {
  ActivationType,
  WireActivation,
  WireCdr,
  WireServices,
  WireSimCard,
  WireSubscription,
  WireUsageSummary,
} from '@msp/partner-interface';
import { builder } from './builder.js';

export const MobileSubscriptionRef = builder.objectRef<WireSubscription>('MobileSubscription');
export const SimCardRef = builder.objectRef<WireSimCard>('SimCard');
export const ServicesRef = builder.objectRef<WireServices>('Services');
export const CdrRef = builder.objectRef<WireCdr>('Cdr');
export const UsageSummaryRef = builder.objectRef<WireUsageSummary>('UsageSummary');

export const ActivationRef = builder.interfaceRef<WireActivation>('Activation');

/** The object of each activationType the spec lists; an order's payload carries one of them. */
export const ActivationObjects = {
  ACTIVATENEW: builder.objectRef<WireActivation>('NewSubscriptionActivation'),
  INPORT: builder.objectRef<WireActivation>('InPortActivation'),
  OUTPORT: builder.objectRef<WireActivation>('OutPortActivation'),
  SIMSWAP: builder.objectRef<WireActivation>('SimSwapActivation'),
  SETSERVICES: builder.objectRef<WireActivation>('SetServicesActivation'),
  TERMINATE: builder.objectRef<WireActivation>('TerminateActivation'),
  SUSPEND: builder.objectRef<WireActivation>('SuspendActivation'),
  RESUME: builder.objectRef<WireActivation>('ResumeActivation'),
} as const satisfies Record<ActivationType, unknown>;

/** The object of any activationType the spec does not list. */
export const OtherActivationRef = builder.objectRef<WireActivation>('OtherActivation');

/** Every object implementing Activation: the types an activation's global id may name. */
export const ACTIVATION_OBJECTS = [...Object.values(ActivationObjects), OtherActivationRef];
