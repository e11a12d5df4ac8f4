/**
 * The wire format of the Mobile Subscription Partner Interface, as zod schemas.
 *
 * Response schemas are tolerant the way the spec demands: optional fields may be absent,
 * unknown fields are kept (`looseObject`), and open value sets (status, activationType,
 * portingStatus, ...) are plain strings so that a value the spec does not list never breaks
 * parsing. The known values are exported as constants for the layers above.
 *
 * Request schemas carry the limits the spec documents (max lengths, required fields). The
 * simulator validates with them; rules that need state (the subscription's environment, the
 * 48-hour port-in window) live in the simulator's state machines.
 */
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// value sets the spec lists (the complete lists are "not shown" for several of them)

export const ACTIVATION_STATUSES = ['INIT', 'BUSY', 'DONE', 'ERROR', 'CANCELLING', 'CANCELLED'] as const;
export const FINAL_ACTIVATION_STATUSES = ['DONE', 'ERROR', 'CANCELLED'] as const;
export const ACTIVATION_TYPES = [
  'ACTIVATENEW',
  'SETSERVICES',
  'SIMSWAP',
  'OUTPORT',
  'INPORT',
  'TERMINATE',
  'SUSPEND',
  'RESUME',
] as const;
export const INPORT_PORTING_STATUSES = ['INIT', 'APPROVED', 'REJECTED', 'CANCELLING', 'CANCELLED'] as const;
export const OUTPORT_PORTING_STATUSES = ['OUTPORTED', 'REJECTED', 'NOTCALLED', 'CANCELLING'] as const;
export const PROVIDER_ENVIRONMENTS = ['SP16001', 'SP16002'] as const;
export const SUBSCRIPTION_STATES = ['ACTIVE', 'BLOCKED', 'UNKNOWN'] as const;
export const SIM_CARD_STATUSES = ['FREE', 'ACTIVATED', 'DISABLED', 'BUSY'] as const;
export const SIM_CARD_TYPES = ['USIM', 'DUOSIM', 'DATAONLYSIM'] as const;
export const SUBSCRIPTION_TYPES = ['VOICEDATA', 'DATAONLY'] as const;
export const ACCESS_TYPES = ['INTERNETACCESS', 'MOBILEPAY'] as const;

export type ActivationStatus = (typeof ACTIVATION_STATUSES)[number];
export type ActivationType = (typeof ACTIVATION_TYPES)[number];
export type ProviderEnvironment = (typeof PROVIDER_ENVIRONMENTS)[number];

/** Phone numbers come as 06-<digits> and 06<digits>: compare them by their digits. */
export const normalizePhone = (phone: string): string => phone.replace(/[^0-9]/g, '');

/** Change and cancel of an APPROVED port-in are refused within this long before approvedDate. */
export const PORTING_WINDOW_MS = 48 * 3_600_000;

export const isFinalStatus = (status: string): boolean =>
  (FINAL_ACTIVATION_STATUSES as readonly string[]).includes(status);

// ---------------------------------------------------------------------------------------------
// formats

/** YYYY_MM, the spec's year-month form. */
export const yearMonthSchema = z.string().regex(/^\d{4}_(0[1-9]|1[0-2])$/, 'must be a year-month as YYYY_MM');
/** YYYY-MM-DD. */
export const dateSchema = z.iso.date({ error: 'must be a date as YYYY-MM-DD' });
/** ISO 8601 date-time with a time-zone offset (Z or +hh:mm). */
export const dateTimeSchema = z.iso.datetime({
  offset: true,
  error: 'must be an ISO 8601 date-time with a time-zone offset',
});

/** `Data Usage Notification <n> MB`, or the default `No Data Usage Notification`. */
export const DATA_USAGE_NOTIFICATION_PATTERN =
  /^(No Data Usage Notification|Data Usage Notification [1-9]\d* MB)$/;
/** `Limit <n>` (euros). */
export const DATA_ROAMING_LIMITATION_PATTERN = /^Limit (0|[1-9]\d*)$/;

// ---------------------------------------------------------------------------------------------
// services

const BOOLEAN_SERVICES = [
  'voiceMail',
  'voiceRoaming',
  'internationalDialing',
  'premiumServices',
  'entertainmentServices',
  'internetAccess',
  'mobilePay',
  'extraSecureMobile',
  'superFast',
  'blockData',
  'dataRoamingEU',
  'benefitCountriesA15000MB',
  'benefitCountriesA15000MBMax',
  'benefitCountriesB7500MB',
  'benefitCountriesB7500MBMax',
  'restOfTheWorld5000MB',
  'restOfTheWorld5000MBMax',
  'worldBundle7500MB',
  'worldBundle7500MBMax',
  'notificationInfo',
  'dataRoamingLimitationNotification',
  'dataRoamingLimitationOverrideAllowed',
  'fixedIp',
  'blockExceptionCountries',
  'blockSatelliteDestinations',
] as const;
export type BooleanServiceName = (typeof BOOLEAN_SERVICES)[number];
export const BOOLEAN_SERVICE_NAMES: readonly BooleanServiceName[] = BOOLEAN_SERVICES;
/** Every service name the spec lists, in the spec's order of the boolean ones, then the rest. */
export const SERVICE_NAMES = [
  ...BOOLEAN_SERVICES,
  'dataRoamingOutsideEU',
  'dataUsageNotification',
  'dataRoamingLimitation',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** The spec's defaults for every service. */
export const SERVICE_DEFAULTS = {
  voiceMail: false,
  voiceRoaming: true,
  internationalDialing: false,
  premiumServices: true,
  entertainmentServices: true,
  internetAccess: true,
  mobilePay: false,
  extraSecureMobile: false,
  superFast: false,
  blockData: false,
  dataRoamingEU: false,
  dataRoamingOutsideEU: null,
  benefitCountriesA15000MB: true,
  benefitCountriesA15000MBMax: false,
  benefitCountriesB7500MB: true,
  benefitCountriesB7500MBMax: false,
  restOfTheWorld5000MB: true,
  restOfTheWorld5000MBMax: false,
  worldBundle7500MB: false,
  worldBundle7500MBMax: false,
  notificationInfo: true,
  dataRoamingLimitationNotification: true,
  dataRoamingLimitationOverrideAllowed: true,
  fixedIp: false,
  blockExceptionCountries: false,
  blockSatelliteDestinations: false,
  dataUsageNotification: 'No Data Usage Notification',
  dataRoamingLimitation: 'Limit 50',
} as const satisfies Record<ServiceName, boolean | string | null>;

const booleanServiceShape = Object.fromEntries(
  BOOLEAN_SERVICES.map((name) => [name, z.boolean().optional()]),
) as {
  [K in BooleanServiceName]: z.ZodOptional<z.ZodBoolean>;
};

/** The services object as the provider returns it (QuerySubscription adds three read-only fields). */
export const servicesSchema = z.looseObject({
  ...booleanServiceShape,
  dataRoamingOutsideEU: z.boolean().nullable().optional(),
  dataUsageNotification: z.string().optional(),
  dataRoamingLimitation: z.string().optional(),
  accessType: z.string().optional(),
  unlimitedVoiceNLEUGroup: z.boolean().optional(),
  voicePriority: z.boolean().optional(),
});
export type WireServices = z.infer<typeof servicesSchema>;

/**
 * The services object of a request. Unknown names pass (the provider ignores them, rule 1 of
 * SetServicesSubscription); value-type services must have their documented form.
 */
export const servicesRequestSchema = z.looseObject({
  ...booleanServiceShape,
  dataRoamingOutsideEU: z.boolean().nullable().optional(),
  dataUsageNotification: z
    .string()
    .regex(
      DATA_USAGE_NOTIFICATION_PATTERN,
      "must be 'No Data Usage Notification' or 'Data Usage Notification <n> MB'",
    )
    .optional(),
  dataRoamingLimitation: z.string().regex(DATA_ROAMING_LIMITATION_PATTERN, "must be 'Limit <n>'").optional(),
});
export type WireServicesRequest = z.infer<typeof servicesRequestSchema>;

// ---------------------------------------------------------------------------------------------
// resources

/** `info` of an activation: the union of the fields every activationType may carry. */
export const activationInfoSchema = z.looseObject({
  // ACTIVATENEW, INPORT
  simCardNumber: z.string().optional(),
  eSim: z.boolean().optional(),
  subscriptionType: z.string().optional(),
  accessType: z.string().optional(),
  customerId: z.string().optional(),
  serviceCustomerId: z.string().optional(),
  wishDate: z.string().optional(),
  // INPORT
  isdn: z.string().optional(),
  portingStatus: z.string().optional(),
  email: z.string().optional(),
  confirmationCode: z.string().optional(),
  portingWishDate: z.string().optional(),
  donorCustomerNumber: z.string().optional(),
  donorCustomerName: z.string().optional(),
  note: z.string().optional(),
  firstPossibleDate: z.string().optional(),
  approvedDate: z.string().optional(),
  portingMessage: z.string().optional(),
  // SETSERVICES
  services: servicesSchema.optional(),
  // ERROR of any type: the simulator explains here ("info explains")
  errorMessage: z.string().optional(),
});
export type WireActivationInfo = z.infer<typeof activationInfoSchema>;

export const activationSchema = z.looseObject({
  id: z.string(),
  createdAt: z.string(),
  modifiedAt: z.string().optional(),
  status: z.string(),
  activationType: z.string(),
  providerEnvironment: z.string().optional(),
  referenceNumber: z.string().optional(),
  providerOrderNumber: z.string().optional(),
  subscriptionId: z.string().optional(),
  phoneNumber: z.string().optional(),
  activatedDate: z.string().optional(),
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
  activationDate: z.string().optional(),
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
  activatedDate: z.string().optional(),
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
  usageDate: z.string().optional(),
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
  startDate: z.string().optional(),
  endDate: z.string().optional(),
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
  startDate: z.string().optional(),
  endDate: z.string().optional(),
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
  invoiceDate: z.string().optional(),
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
  sentDate: z.string().optional(),
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

// ---------------------------------------------------------------------------------------------
// GET parameters

export interface ListParams {
  take?: number | undefined;
  skip?: number | undefined;
  orderBy?: string | undefined;
  orderByDesc?: string | undefined;
  fields?: string | undefined;
}
/** include and meta, accepted on QueryCdrMonth, QueryCdr, QueryInvoice, QueryUsageSubscription. */
export interface ExtraListParams extends ListParams {
  include?: string | undefined;
  meta?: string | undefined;
}
export interface QuerySimcardParams extends ListParams {
  simCardNumber?: string | undefined;
  status?: string | undefined;
  simCardType?: string | undefined;
  subscriptionId?: string | undefined;
  phoneNumber?: string | undefined;
  activatedDateFrom?: string | undefined;
  activatedDateTo?: string | undefined;
}
export interface QueryActivationParams extends ListParams {
  id?: string | undefined;
  status?: string | undefined;
  activationType?: string | undefined;
  subscriptionId?: string | undefined;
  phoneNumber?: string | undefined;
  createdAtFrom?: string | undefined;
  createdAtTo?: string | undefined;
}
export interface QuerySubscriptionParams extends ListParams {
  phoneNumber?: string | undefined;
  simCardNumber?: string | undefined;
  activationDate?: string | undefined;
}
export interface QueryInvoiceParams extends ExtraListParams {
  InvoiceNumber?: string | undefined;
  yearMonth?: string | undefined;
}
export interface QueryCdrMonthParams extends ExtraListParams {
  yearMonth?: string | undefined;
}
export interface QueryCdrParams extends ExtraListParams {
  yearMonth: string;
  id?: string | undefined;
  customerId?: string | undefined;
  phoneNumber?: string | undefined;
}
export interface QueryUsageSubscriptionParams extends ExtraListParams {
  id?: string | undefined;
  customerId?: string | undefined;
  phoneNumber?: string | undefined;
  simCardNumber?: string | undefined;
}

// ---------------------------------------------------------------------------------------------
// POST bodies, with the documented limits

const referenceNumber = z.string().max(15, 'must be at most 15 characters').optional();
const note = z.string().max(164, 'must be at most 164 characters').optional();
const confirmationCode = z.string().max(10, 'must be at most 10 characters');
const email = z.email('must be an email address');
const nonEmpty = z.string().min(1, 'must not be empty');
const environment = z.enum(PROVIDER_ENVIRONMENTS, { error: 'must be SP16001 or SP16002' });
const subscriptionType = z.enum(SUBSCRIPTION_TYPES, { error: 'must be VOICEDATA or DATAONLY' });
const accessType = z.enum(ACCESS_TYPES, { error: 'must be INTERNETACCESS or MOBILEPAY' });

/** subscriptionId or phoneNumber: at least one of the two. */
const subscriptionTarget = {
  subscriptionId: nonEmpty.optional(),
  phoneNumber: nonEmpty.optional(),
};
const requireTarget = (body: { subscriptionId?: string | undefined; phoneNumber?: string | undefined }) =>
  body.subscriptionId !== undefined || body.phoneNumber !== undefined;
const targetRule = {
  message: 'subscriptionId or phoneNumber is required',
  path: ['subscriptionId'],
};

/** eSIM orders need email and confirmationCode; a physical SIM order needs a SIM card number. */
function simRules(simField: 'simCardNumber' | 'newSimCardNumber') {
  return (
    body: {
      eSim?: boolean | undefined;
      email?: string | undefined;
      confirmationCode?: string | undefined;
    } & Partial<Record<typeof simField, string | undefined>>,
    ctx: z.RefinementCtx,
  ) => {
    if (body.eSim === true) {
      if (body.email === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['email'],
          message: 'the email address is required for an eSIM',
        });
      }
      if (body.confirmationCode === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmationCode'],
          message: 'the confirmation code is required for an eSIM',
        });
      }
    } else if (body[simField] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [simField],
        message: `${simField} is required for a physical SIM`,
      });
    }
  };
}

export const newSubscriptionBodySchema = z
  .looseObject({
    wishDate: dateTimeSchema.optional(),
    providerEnvironment: environment.optional(),
    eSim: z.boolean().optional(),
    simCardNumber: nonEmpty.optional(),
    subscriptionType: subscriptionType.optional(),
    email: email.optional(),
    confirmationCode: confirmationCode.optional(),
    referenceNumber,
    serviceCustomerId: z.string().optional(),
    accessType: accessType.optional(),
    services: servicesRequestSchema.optional(),
  })
  .superRefine(simRules('simCardNumber'));
export type NewSubscriptionBody = z.input<typeof newSubscriptionBodySchema>;

export const activationRefBodySchema = z.looseObject({
  activationId: nonEmpty,
  note,
});
export type ActivationRefBody = z.input<typeof activationRefBodySchema>;

export const targetBodySchema = z
  .looseObject({ ...subscriptionTarget, referenceNumber })
  .refine(requireTarget, targetRule);
export type TargetBody = z.input<typeof targetBodySchema>;

export const simSwapBodySchema = z
  .looseObject({
    ...subscriptionTarget,
    referenceNumber,
    newSimCardNumber: nonEmpty.optional(),
    eSim: z.boolean().optional(),
    email: email.optional(),
    confirmationCode: confirmationCode.optional(),
  })
  .refine(requireTarget, targetRule)
  .superRefine(simRules('newSimCardNumber'));
export type SimSwapBody = z.input<typeof simSwapBodySchema>;

export const setServicesBodySchema = z
  .looseObject({
    ...subscriptionTarget,
    referenceNumber,
    services: z.record(z.string(), z.unknown()),
  })
  .refine(requireTarget, targetRule);
export type SetServicesBody = z.input<typeof setServicesBodySchema>;

export const inPortBodySchema = z
  .looseObject({
    phoneNumber: nonEmpty,
    donorCustomerNumber: nonEmpty,
    donorCustomerName: z.string().optional(),
    portingWishDate: dateTimeSchema.optional(),
    providerEnvironment: environment.optional(),
    eSim: z.boolean().optional(),
    simCardNumber: nonEmpty.optional(),
    subscriptionType: subscriptionType.optional(),
    email: email.optional(),
    confirmationCode: confirmationCode.optional(),
    referenceNumber,
    serviceCustomerId: z.string().optional(),
    accessType: accessType.optional(),
    note,
    services: servicesRequestSchema.optional(),
  })
  .superRefine(simRules('simCardNumber'));
export type InPortBody = z.input<typeof inPortBodySchema>;

export const changeInPortBodySchema = z.looseObject({
  activationId: nonEmpty,
  donorCustomerNumber: nonEmpty.optional(),
  portingWishDate: dateTimeSchema.optional(),
});
export type ChangeInPortBody = z.input<typeof changeInPortBodySchema>;

export const scheduledTargetBodySchema = z
  .looseObject({ ...subscriptionTarget, referenceNumber, wishDate: dateTimeSchema.optional() })
  .refine(requireTarget, targetRule);
export type ScheduledTargetBody = z.input<typeof scheduledTargetBodySchema>;

/** CancelTerminateSubscription: `activationId`, or `id` as the spec's examples send it. */
export const cancelTerminateBodySchema = z
  .looseObject({ activationId: nonEmpty.optional(), id: nonEmpty.optional(), note })
  .refine((body) => body.activationId !== undefined || body.id !== undefined, {
    message: 'activationId is required',
    path: ['activationId'],
  });

/** Every operation of the interface, by its name as the spec writes it. */
export const GET_OPERATIONS = [
  'QuerySimcard',
  'QueryActivation',
  'QuerySubscription',
  'QueryInvoice',
  'QueryCdrMonth',
  'QueryCdr',
  'QueryUsageSubscription',
] as const;
export const POST_OPERATIONS = [
  'NewSubscription',
  'CancelNewSubscription',
  'SuspendSubscription',
  'ResumeSubscription',
  'SimSwapSubscription',
  'SetServicesSubscription',
  'InPortSubscription',
  'ChangeInPortSubscription',
  'CancelInPortSubscription',
  'PortingOutSubscription',
  'CancelPortingOutSubscription',
  'TerminateSubscription',
  'CancelTerminateSubscription',
] as const;
export type GetOperation = (typeof GET_OPERATIONS)[number];
export type PostOperation = (typeof POST_OPERATIONS)[number];
export type Operation = GetOperation | PostOperation;

/** Request fields whose values are secrets: never logged, never echoed in an error. */
export const SECRET_FIELDS = ['pin', 'puk', 'confirmationCode'] as const;
