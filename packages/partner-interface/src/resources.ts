/**
 * The partner's resources as zod schemas. Tolerant the way the spec demands: optional fields
 * may be absent, unknown fields are kept (`looseObject`), open value sets are strings.
 */
import { z } from 'zod';
import { servicesSchema } from './services.js';
import type { ActivationType } from './values.js';

/**
 * A date-time as the partner sends it: kept as a string (fractional seconds vary in length),
 * described as `date-time` in the OpenAPI document. Dates likewise, as `date`.
 */
const dateTime = z.string().meta({ format: 'date-time' });
const date = z.string().meta({ format: 'date' });

/** `info` of an activation: the union of the fields every activationType may carry. */
export const activationInfoSchema = z.looseObject({
  // ACTIVATENEW, INPORT
  simCardNumber: z.string().optional(),
  eSim: z.boolean().optional(),
  subscriptionType: z.string().optional(),
  accessType: z.string().optional(),
  customerId: z.string().optional(),
  serviceCustomerId: z.string().optional(),
  wishDate: dateTime.optional(),
  // INPORT
  isdn: z.string().optional(),
  portingStatus: z.string().optional(),
  email: z.string().optional(),
  confirmationCode: z.string().optional(),
  portingWishDate: dateTime.optional(),
  donorCustomerNumber: z.string().optional(),
  // not in the spec's INPORT info list (a request field only); kept should a provider send it
  donorCustomerName: z.string().optional(),
  note: z.string().optional(),
  firstPossibleDate: dateTime.optional(),
  approvedDate: dateTime.optional(),
  portingMessage: z.string().optional(),
  // SETSERVICES
  services: servicesSchema.optional(),
  // ERROR of any type but INPORT (which has portingMessage): the simulator explains here
  errorMessage: z.string().optional(),
});
export type WireActivationInfo = z.infer<typeof activationInfoSchema>;

/**
 * Why an activation ended in ERROR, in the partner's words: a port-in's portingMessage (the
 * donor refused), else the errorMessage the partner gives for any other type.
 */
export const explanationOf = (info: WireActivationInfo | undefined): string | undefined =>
  info?.portingMessage ?? info?.errorMessage;

/** The info fields the spec lists for each activationType ("info by activationType"). */
export const INFO_FIELDS = {
  ACTIVATENEW: [
    'simCardNumber',
    'eSim',
    'subscriptionType',
    'accessType',
    'customerId',
    'serviceCustomerId',
    'wishDate',
  ],
  INPORT: [
    'isdn',
    'eSim',
    'subscriptionType',
    'accessType',
    'portingStatus',
    'email',
    'confirmationCode',
    'serviceCustomerId',
    'portingWishDate',
    'donorCustomerNumber',
    'note',
    'firstPossibleDate',
    'approvedDate',
    'portingMessage',
  ],
  OUTPORT: ['wishDate', 'portingStatus'],
  SIMSWAP: ['eSim', 'email', 'confirmationCode'],
  SETSERVICES: ['services'],
  TERMINATE: ['wishDate'],
  SUSPEND: [],
  RESUME: [],
} as const satisfies Record<ActivationType, ReadonlyArray<keyof WireActivationInfo>>;

export const activationSchema = z.looseObject({
  id: z.string(),
  createdAt: dateTime,
  modifiedAt: dateTime.optional(),
  status: z.string(),
  activationType: z.string(),
  providerEnvironment: z.string().optional(),
  referenceNumber: z.string().optional(),
  providerOrderNumber: z.string().optional(),
  subscriptionId: z.string().optional(),
  phoneNumber: z.string().optional(),
  activatedDate: dateTime.optional(),
  info: activationInfoSchema.optional(),
});
export type WireActivation = z.infer<typeof activationSchema>;

export const subscriptionSchema = z.looseObject({
  id: z.string(),
  state: z.string().optional(),
  customerNumber: z.string().optional(),
  phoneNumber: z.string().optional(),
  simCardNumber: z.string().optional(),
  pin: z.string().optional(),
  puk: z.string().optional(),
  providerGroup: z.string().optional(),
  isDataSim: z.boolean().optional(),
  isEsim: z.boolean().optional(),
  activationDate: date.optional(),
  fixedIpAddress: z.string().optional(),
  providerEnvironment: z.string().optional(),
  services: servicesSchema.optional(),
});
export type WireSubscription = z.infer<typeof subscriptionSchema>;

export const simCardSchema = z.looseObject({
  id: z.string(),
  simCardNumber: z.string(),
  status: z.string().optional(),
  simCardType: z.string().optional(),
  pin: z.string().optional(),
  puk: z.string().optional(),
  subscriptionId: z.string().nullable().optional(),
  phoneNumber: z.string().nullable().optional(),
  activatedDate: dateTime.optional(),
});
export type WireSimCard = z.infer<typeof simCardSchema>;

export const cdrMonthSchema = z.looseObject({
  yearMonth: z.string(),
  providerGroup: z.string().optional(),
});
export type WireCdrMonth = z.infer<typeof cdrMonthSchema>;

export const cdrSchema = z.looseObject({
  id: z.string(),
  subscriptionId: z.string().optional(),
  phoneNumber: z.string().optional(),
  yearMonth: z.string().optional(),
  providerGroup: z.string().optional(),
  userName: z.string().optional(),
  description: z.string().optional(),
  rateClass: z.string().optional(),
  usageDate: dateTime.optional(),
  volume: z.number().optional(),
  amount: z.number().optional(),
  destination: z.string().optional(),
  countryCodeOwn: z.string().optional(),
  countryCodeDestination: z.string().optional(),
  moduleCode: z.string().optional(),
});
export type WireCdr = z.infer<typeof cdrSchema>;

export const usageDetailSchema = z.looseObject({
  invoiceLineType: z.string().optional(),
  invoiceLineCode: z.string().optional(),
  description: z.string().optional(),
  sortOrder: z.number().int().optional(),
  quantity: z.number().optional(),
  volume: z.number().optional(),
  volumeStr: z.string().optional(),
  amount: z.number().optional(),
  refId: z.number().int().optional(),
  rateClassId: z.string().optional(),
});
export type WireUsageDetail = z.infer<typeof usageDetailSchema>;

export const usageSummarySchema = z.looseObject({
  id: z.string(),
  subscriptionId: z.string().optional(),
  phoneNumber: z.string().optional(),
  yearMonth: z.string().optional(),
  customerId: z.string().optional(),
  providerGroup: z.string().optional(),
  quantityInBundleHomeVoice: z.number().optional(),
  usageHomeVoice: z.number().optional(),
  quantityInBundleHomeData: z.number().optional(),
  usageHomeData: z.number().optional(),
  quantityInBundleHomeSms: z.number().optional(),
  usageHomeSms: z.number().optional(),
  amountPremium: z.number().optional(),
  usageWorldData: z.number().optional(),
  amountWorldData: z.number().optional(),
  isGroupSim: z.boolean().optional(),
  amountTotalUsage: z.number().optional(),
  amountInternationalTotal: z.number().optional(),
  usageDetails: z.array(usageDetailSchema).optional(),
});
export type WireUsageSummary = z.infer<typeof usageSummarySchema>;

export const frontPageLineSchema = z.looseObject({
  description: z.string().optional(),
  sortOrder: z.number().int().optional(),
  quantity: z.number().optional(),
  amount: z.number().optional(),
  price: z.number().optional(),
  volume: z.number().optional(),
  volumeStr: z.string().optional(),
  rowType: z.number().int().optional(),
  salesType: z.number().int().optional(),
  startDate: date.optional(),
  endDate: date.optional(),
  phoneNumber: z.string().optional(),
  group: z.string().optional(),
});
export type WireFrontPageLine = z.infer<typeof frontPageLineSchema>;

export const invoiceSpecificationLineSchema = z.looseObject({
  subscriptionId: z.string().optional(),
  phoneNumber: z.string().optional(),
  simCardNumber: z.string().optional(),
  invoiceLineType: z.string().optional(),
  invoiceLineCode: z.string().optional(),
  description: z.string().optional(),
  sortOrder: z.number().int().optional(),
  quantity: z.number().optional(),
  startDate: date.optional(),
  endDate: date.optional(),
  amount: z.number().optional(),
  discountCategory: z.string().optional(),
  discountPercentage: z.number().optional(),
  userName: z.string().optional(),
  departmentName: z.string().optional(),
});
export type WireInvoiceSpecificationLine = z.infer<typeof invoiceSpecificationLineSchema>;

const bundleUsageShape = {
  fixedCost: z.number().optional(),
  quantityInBundleHomeVoice: z.number().optional(),
  usageHomeVoice: z.number().optional(),
  quantityInBundleHomeData: z.number().optional(),
  usageHomeData: z.number().optional(),
  quantityInBundleHomeSms: z.number().optional(),
  usageHomeSms: z.number().optional(),
};

export const bundleSubscriptionLineSchema = z.looseObject({
  subscriptionId: z.string().optional(),
  phoneNumber: z.string().optional(),
  ...bundleUsageShape,
});
export type WireBundleSubscriptionLine = z.infer<typeof bundleSubscriptionLineSchema>;

export const bundleSpecificationProductLineSchema = z.looseObject({
  productLine: z.string().optional(),
  ...bundleUsageShape,
  bundleSubscriptionLines: z.array(bundleSubscriptionLineSchema).optional(),
});
export type WireBundleSpecificationProductLine = z.infer<typeof bundleSpecificationProductLineSchema>;

export const invoiceSchema = z.looseObject({
  id: z.string(),
  invoiceNumber: z.string().optional(),
  invoiceDate: date.optional(),
  invoiceDescription: z.string().optional(),
  invoiceTitle: z.string().optional(),
  customerId: z.string().optional(),
  customerNumber: z.string().optional(),
  customerName: z.string().optional(),
  yearMonth: z.string().optional(),
  providerGroup: z.string().optional(),
  totalExVAT: z.number().optional(),
  totalVAT: z.number().optional(),
  totalInclVAT: z.number().optional(),
  status: z.string().optional(),
  sentDate: date.optional(),
  frontPageLines: z.array(frontPageLineSchema).optional(),
  invoiceSpecificationLines: z.array(invoiceSpecificationLineSchema).optional(),
  bundleSpecificationProductLines: z.array(bundleSpecificationProductLineSchema).optional(),
});
export type WireInvoice = z.infer<typeof invoiceSchema>;

/** The list envelope of every GET operation. */
export const envelopeSchema = <T extends z.ZodType>(item: T) =>
  z.looseObject({
    offset: z.number().int(),
    total: z.number().int(),
    results: z.array(item),
    meta: z.record(z.string(), z.unknown()).optional(),
  });
export interface Envelope<T> {
  offset: number;
  total: number;
  results: T[];
  meta?: Record<string, unknown> | undefined;
}

/** QuerySimcard: the envelope or a bare array ("not shown" which); both become an envelope. */
export const simCardListSchema = z.union([
  envelopeSchema(simCardSchema),
  z.array(simCardSchema).transform((results) => ({ offset: 0, total: results.length, results })),
]);

/** The error body. */
export const errorBodySchema = z.looseObject({
  responseStatus: z.looseObject({
    errorCode: z.string(),
    message: z.string().optional(),
    errors: z.array(z.unknown()).optional(),
  }),
});
export type WireErrorBody = z.infer<typeof errorBodySchema>;
