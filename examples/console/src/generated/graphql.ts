/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Access type of a line (accessType in the info of NewSubscription and InPortSubscription orders). */
export type AccessType =
  /** Standard internet access. The default when an order names none. */
  | 'INTERNETACCESS'
  /** Access for the mobile payment service: the mobilePay rules apply (unsupported on SP16002; on SP16001 only without extraSecureMobile). */
  | 'MOBILEPAY'
  /** A value the provider sent that this enum does not list (the spec leaves the list open). Where the field has a companion ending in Raw, that holds the value as sent. Refused as input: no filter or order can ask for it. */
  | 'OTHER';

/** Status of an activation. DONE, ERROR and CANCELLED are final: nothing changes after them. */
export type ActivationStatus =
  /** Being processed; providerOrderNumber appears once the provider has answered. Cancellations of port-ins, port-outs and terminations answer BUSY while they are handled. */
  | 'BUSY'
  /** Final: cancelled. */
  | 'CANCELLED'
  /** A cancellation of a new subscription (cancelNewSubscription) is being handled. */
  | 'CANCELLING'
  /** Final: completed. activatedDate is set. */
  | 'DONE'
  /** Final: the order failed. explanation gives the provider's reason when it sends one; a port-in's portingStatus is REJECTED. */
  | 'ERROR'
  /** Accepted; the provider has not started processing it yet. */
  | 'INIT'
  /** A value the provider sent that this enum does not list (the spec leaves the list open). Where the field has a companion ending in Raw, that holds the value as sent. Refused as input: no filter or order can ask for it. */
  | 'OTHER';

/** How a caller proved who they are: the namespace of their subject. */
export type CallerKind =
  /** No credentials: authentication was off (development only); the subject is anonymous. */
  | 'ANONYMOUS'
  /** An API key of a server caller; the subject is the key's name. */
  | 'APIKEY'
  /** A bearer token (JWT); the subject is its 'sub'. */
  | 'TOKEN';

/** CancelNewSubscription: cancel a new subscription that is still being processed. */
export type CancelNewSubscriptionInput = {
  /** The NewSubscription activation (global or provider id). */
  activationId: string | number;
  /** Makes the order idempotent: the same key with the same input returns the first result without ordering again; with another input it is an IdempotencyConflictError. A key names its order for as long as the journal keeps it: until 365 days after it was sent by default (JOURNAL_RETENTION_DAYS), and while it is not final. The Idempotency-Key header does the same. */
  idempotencyKey?: string | null | undefined;
  /** At most 164 characters. */
  note?: string | null | undefined;
};

/** CancelInPortSubscription: cancel a port-in. Refused while portingStatus is INIT, and within the 48 hours before an APPROVED port-in's approvedDate. */
export type CancelPortInInput = {
  /** The InPort activation (global or provider id). */
  activationId: string | number;
  /** Makes the order idempotent: the same key with the same input returns the first result without ordering again; with another input it is an IdempotencyConflictError. A key names its order for as long as the journal keeps it: until 365 days after it was sent by default (JOURNAL_RETENTION_DAYS), and while it is not final. The Idempotency-Key header does the same. */
  idempotencyKey?: string | null | undefined;
  /** At most 164 characters. */
  note?: string | null | undefined;
};

/** CancelPortingOutSubscription: cancel a port-out; its portingStatus ends REJECTED. */
export type CancelPortOutInput = {
  /** The PortingOut activation (global or provider id). */
  activationId: string | number;
  /** Makes the order idempotent: the same key with the same input returns the first result without ordering again; with another input it is an IdempotencyConflictError. A key names its order for as long as the journal keeps it: until 365 days after it was sent by default (JOURNAL_RETENTION_DAYS), and while it is not final. The Idempotency-Key header does the same. */
  idempotencyKey?: string | null | undefined;
  /** At most 164 characters. */
  note?: string | null | undefined;
};

/** CancelTerminateSubscription: cancel a termination that has not taken effect. */
export type CancelTerminationInput = {
  /** The Terminate activation (global or provider id). */
  activationId: string | number;
  /** Makes the order idempotent: the same key with the same input returns the first result without ordering again; with another input it is an IdempotencyConflictError. A key names its order for as long as the journal keeps it: until 365 days after it was sent by default (JOURNAL_RETENTION_DAYS), and while it is not final. The Idempotency-Key header does the same. */
  idempotencyKey?: string | null | undefined;
  /** At most 164 characters. */
  note?: string | null | undefined;
};

/** ChangeInPortSubscription: correct the donor customer number or move the porting date; give at least one of them. Refused within the 48 hours before an APPROVED port-in's approvedDate. */
export type ChangePortInInput = {
  /** The InPort activation (global or provider id). */
  activationId: string | number;
  /** The corrected customer number at the donor provider. */
  donorCustomerNumber?: string | null | undefined;
  /** Makes the order idempotent: the same key with the same input returns the first result without ordering again; with another input it is an IdempotencyConflictError. A key names its order for as long as the journal keeps it: until 365 days after it was sent by default (JOURNAL_RETENTION_DAYS), and while it is not final. The Idempotency-Key header does the same. */
  idempotencyKey?: string | null | undefined;
  /** The new desired porting time. */
  portingWishDate?: string | null | undefined;
};

/** Filters of QuerySubscription. */
export type MobileSubscriptionFilter = {
  /** Only subscriptions activated on this day. */
  activationDate?: string | null | undefined;
  /** Only the subscription with this phone number. Written 06-<digits> or 06<digits>; some outputs mask digits. */
  phoneNumber?: string | null | undefined;
  /** Only the subscription with this SIM card number. */
  simCardNumber?: string | null | undefined;
};

/** NewSubscription: a subscription with a new phone number. */
export type OrderNewSubscriptionInput = {
  /** INTERNETACCESS (default) or MOBILEPAY; the mobilePay rules apply. */
  accessType?: AccessType | null | undefined;
  /** Required for an eSIM, at most 10 characters: the user enters it to install the eSIM. */
  confirmationCode?: string | null | undefined;
  /** True for an eSIM: email and confirmationCode are then required. */
  eSim?: boolean | null | undefined;
  /** Required for an eSIM: where the eSIM activation details go. */
  email?: string | null | undefined;
  /** Makes the order idempotent: the same key with the same input returns the first result without ordering again; with another input it is an IdempotencyConflictError. A key names its order for as long as the journal keeps it: until 365 days after it was sent by default (JOURNAL_RETENTION_DAYS), and while it is not final. The Idempotency-Key header does the same. */
  idempotencyKey?: string | null | undefined;
  /** SP16001 (default) or SP16002. */
  providerEnvironment?: ProviderEnvironment | null | undefined;
  /** Caller's tracking reference, at most 15 characters, sent to the provider as given. While this order's outcome is not known yet, no other order may use it (it finds the order at the provider when an answer is lost). Without it, the gateway gives the order one of its own (GW and 13 characters). */
  referenceNumber?: string | null | undefined;
  /** Required only when the organisation has several customer numbers in the service. */
  serviceCustomerId?: string | null | undefined;
  /** The services to start with; the rest get their defaults. */
  services?: ServicesInput | null | undefined;
  /** For a physical SIM (required then); ignored for an eSIM. */
  simCardNumber?: string | null | undefined;
  /** VOICEDATA (default) or DATAONLY. */
  subscriptionType?: SubscriptionType | null | undefined;
  /** Desired time; when omitted, activation is immediate. */
  wishDate?: string | null | undefined;
};

/** A caller, by the credentials they place orders with. */
export type PlacedOrderCallerFilter = {
  /** How the caller proves who they are. */
  kind: CallerKind;
  /** The token's sub, or the API key's name. */
  subject: string;
};

/** Filters of placedOrders. */
export type PlacedOrderFilter = {
  /** Only the orders of this activation (the provider's activationId). */
  activationId?: string | null | undefined;
  /** Only the orders this caller placed. Staff only: a customer who gives it is refused (FORBIDDEN). */
  caller?: PlacedOrderCallerFilter | null | undefined;
  /** Only the orders placed by this mutation (suspendSubscription, ...). */
  mutation?: string | null | undefined;
  /** Only the orders with this outcome. */
  outcome?: PlacedOrderOutcome | null | undefined;
  /** Only the orders sent at or after this moment. */
  placedFrom?: string | null | undefined;
  /** Only the orders sent before this moment. */
  placedTo?: string | null | undefined;
  /** Only the orders sent with this referenceNumber. */
  referenceNumber?: string | null | undefined;
  /** Only the orders whose latest status seen is this one. */
  status?: ActivationStatus | null | undefined;
  /** Only the orders on this subscription (the provider's subscriptionId). */
  subscriptionId?: string | null | undefined;
};

/** How an order placed through the gateway stands with the provider, as the order journal has it. */
export type PlacedOrderOutcome =
  /** Its answer was lost and reconciliation found that the provider has no such order: nothing was ordered, and its idempotency key is free again. */
  | 'NOT_PLACED'
  /** The provider accepted it: activation is the order it created (or reconciliation found it there). */
  | 'PLACED'
  /** The provider refused it after it left: error says why. Nothing was ordered. */
  | 'REJECTED'
  /** The order left for the provider and its answer has not arrived yet. */
  | 'SENT'
  /** Its answer was lost and no exact match can be made at the provider (more than one activation carries its reference, or it was placed before references were sent): candidates lists what it could be, and staff decide it (resolveUndecidedOrder). It is never sent again. */
  | 'UNDECIDED'
  /** It was sent but the answer was lost: the gateway is looking for it at the provider (reconciliation) and never sends it again. */
  | 'UNKNOWN';

/** InPortSubscription: move an existing number to a new subscription. Approval may depend on the contract with the donor; the provider gives no warning about a running contract. */
export type PortInInput = {
  /** INTERNETACCESS (default) or MOBILEPAY; the mobilePay rules apply. */
  accessType?: AccessType | null | undefined;
  /** Required for an eSIM, at most 10 characters: the user enters it to install the eSIM. */
  confirmationCode?: string | null | undefined;
  /** Customer name at the donor provider. */
  donorCustomerName?: string | null | undefined;
  /** Customer number at the donor provider. */
  donorCustomerNumber: string;
  /** True for an eSIM: email and confirmationCode are then required. */
  eSim?: boolean | null | undefined;
  /** Required for an eSIM: where the eSIM activation details go. */
  email?: string | null | undefined;
  /** Makes the order idempotent: the same key with the same input returns the first result without ordering again; with another input it is an IdempotencyConflictError. A key names its order for as long as the journal keeps it: until 365 days after it was sent by default (JOURNAL_RETENTION_DAYS), and while it is not final. The Idempotency-Key header does the same. */
  idempotencyKey?: string | null | undefined;
  /** At most 164 characters. */
  note?: string | null | undefined;
  /** The number to port. */
  phoneNumber: string;
  /** When absent, porting is effected as soon as the out-porting party allows. */
  portingWishDate?: string | null | undefined;
  /** SP16001 (default) or SP16002. */
  providerEnvironment?: ProviderEnvironment | null | undefined;
  /** Caller's tracking reference, at most 15 characters, sent to the provider as given. While this order's outcome is not known yet, no other order may use it (it finds the order at the provider when an answer is lost). Without it, the gateway gives the order one of its own (GW and 13 characters). */
  referenceNumber?: string | null | undefined;
  /** Required only when the organisation has several customer numbers in the service. */
  serviceCustomerId?: string | null | undefined;
  /** The services to start with; the rest get their defaults. */
  services?: ServicesInput | null | undefined;
  /** For a physical SIM (required then); ignored for an eSIM. */
  simCardNumber?: string | null | undefined;
  /** VOICEDATA (default) or DATAONLY. */
  subscriptionType?: SubscriptionType | null | undefined;
};

/** PortingOutSubscription: move the number to another provider. */
export type PortOutInput = {
  /** Makes the order idempotent: the same key with the same input returns the first result without ordering again; with another input it is an IdempotencyConflictError. A key names its order for as long as the journal keeps it: until 365 days after it was sent by default (JOURNAL_RETENTION_DAYS), and while it is not final. The Idempotency-Key header does the same. */
  idempotencyKey?: string | null | undefined;
  /** The phone number; required if subscriptionId is absent. */
  phoneNumber?: string | null | undefined;
  /** Caller's tracking reference, at most 15 characters, sent to the provider as given. While this order's outcome is not known yet, no other order may use it (it finds the order at the provider when an answer is lost). Without it, the gateway gives the order one of its own (GW and 13 characters). */
  referenceNumber?: string | null | undefined;
  /** The subscription (global or provider id); required if phoneNumber is absent. */
  subscriptionId?: string | number | null | undefined;
  /** Desired time; when absent, processed immediately; at most 90 days ahead (a port-out not called within 90 days ends NOTCALLED). */
  wishDate?: string | null | undefined;
};

/** Where a number port stands (portingStatus). A port-in goes through INIT, APPROVED, REJECTED, CANCELLING, CANCELLED; a port-out through OUTPORTED, REJECTED, NOTCALLED, CANCELLING. */
export type PortingStatus =
  /** Port-in: the out-porting party confirmed; firstPossibleDate and approvedDate are set. A change or cancellation is refused within the 48 hours before approvedDate. */
  | 'APPROVED'
  /** Port-in: cancelled, final; the activation status is CANCELLED as well. */
  | 'CANCELLED'
  /** Port-in: the cancellation waits for the out-porting provider to acknowledge it. Port-out: the provider is handling the cancellation. */
  | 'CANCELLING'
  /** Port-in: waiting for the out-porting party to answer with a first porting date; firstPossibleDate and approvedDate are absent. A cancellation is refused. */
  | 'INIT'
  /** Port-out: not called within 90 days. */
  | 'NOTCALLED'
  /** A value the provider sent that this enum does not list (the spec leaves the list open). Where the field has a companion ending in Raw, that holds the value as sent. Refused as input: no filter or order can ask for it. */
  | 'OTHER'
  /** Port-out: the number was ported out (within 90 days). */
  | 'OUTPORTED'
  /** Port-in: refused, final; the activation status is ERROR and portingMessage holds the reason. Port-out: cancelled (after cancelPortOut). */
  | 'REJECTED';

/** Environment in which the SIM is registered at the provider. A non-default environment has different subscription fees and must be agreed with the account manager beforehand. */
export type ProviderEnvironment =
  /** A value the provider sent that this enum does not list (the spec leaves the list open). Where the field has a companion ending in Raw, that holds the value as sent. Refused as input: no filter or order can ask for it. */
  | 'OTHER'
  /** Standard environment. The default when an order names none. */
  | 'SP16001'
  /** Unlimited environment. mobilePay is unsupported in it. */
  | 'SP16002';

/** The push service a device is reached through. */
export type PushPlatform =
  /** Apple Push Notification service: iOS, iPadOS, watchOS (token: the hex device token). */
  | 'APNS'
  /** Firebase Cloud Messaging: Android (token: the FCM registration token). */
  | 'FCM';

/** A staff decision on an UNDECIDED order. */
export type ResolveUndecidedOrderInput = {
  /** The activation that is the order (PLACED only): one of its candidates, or another of its type found at the provider. Not another order's. */
  activationId?: string | null | undefined;
  /** What became of it. */
  decision: UndecidedOrderDecision;
  /** Why: kept with the decision, for whoever reads it later. */
  note: string;
};

/** ResumeSubscription: restore all traffic of a suspended SIM and number. */
export type ResumeSubscriptionInput = {
  /** Makes the order idempotent: the same key with the same input returns the first result without ordering again; with another input it is an IdempotencyConflictError. A key names its order for as long as the journal keeps it: until 365 days after it was sent by default (JOURNAL_RETENTION_DAYS), and while it is not final. The Idempotency-Key header does the same. */
  idempotencyKey?: string | null | undefined;
  /** The phone number; required if subscriptionId is absent. */
  phoneNumber?: string | null | undefined;
  /** Caller's tracking reference, at most 15 characters, sent to the provider as given. While this order's outcome is not known yet, no other order may use it (it finds the order at the provider when an answer is lost). Without it, the gateway gives the order one of its own (GW and 13 characters). */
  referenceNumber?: string | null | undefined;
  /** The subscription (global or provider id); required if phoneNumber is absent. */
  subscriptionId?: string | number | null | undefined;
};

/** A kind of key a search text was read as. */
export type SearchReading =
  /** An order's activation id (the provider's GUID). Looked up by QueryActivation id. */
  | 'ACTIVATION_ID'
  /** A customer number (up to three letters, then digits; letter case aside). The spec has no customer filter: read as PHONE_PREFIX is. */
  | 'CUSTOMER_NUMBER'
  /** A whole phone number, in any form: 06-12345678, 0612345678, 06 1234 5678, +31 6 12345678, 0031612345678. Looked up by QuerySubscription phoneNumber. */
  | 'PHONE_NUMBER'
  /** A phone number's beginning (0 and 3 to 9 digits, in any of those forms). The spec has no prefix filter: the subscriptions are read page by page, at most 5,000 of them. */
  | 'PHONE_PREFIX'
  /** A reference number (at most 15 characters): the orders placed through the gateway with it (the spec offers no reference filter on QueryActivation). */
  | 'REFERENCE_NUMBER'
  /** A SIM card number (ICCID: 89 and 17 or 18 digits). Looked up by QuerySubscription simCardNumber. */
  | 'SIM_CARD_NUMBER';

/** The services to set: only the ones named here change. dataUsageNotification and dataRoamingLimitation take their documented text forms, or a number through dataUsageNotificationMb and dataRoamingLimitEuros. */
export type ServicesInput = {
  /** Benefit countries A, 15 GB. Default true. */
  benefitCountriesA15000MB?: boolean | null | undefined;
  /** Maximum of 10 per month (countries A). Default false. */
  benefitCountriesA15000MBMax?: boolean | null | undefined;
  /** Benefit countries B, 7.5 GB. Default true. */
  benefitCountriesB7500MB?: boolean | null | undefined;
  /** Maximum of 10 per month (countries B). Default false. */
  benefitCountriesB7500MBMax?: boolean | null | undefined;
  /** Block internet access. Default false. */
  blockData?: boolean | null | undefined;
  /** Block country exceptions. Default false. */
  blockExceptionCountries?: boolean | null | undefined;
  /** Block satellite destinations. Default false. */
  blockSatelliteDestinations?: boolean | null | undefined;
  /** Data roaming in EU countries. Default false. */
  dataRoamingEU?: boolean | null | undefined;
  /** The data roaming limit in euros, as a number. */
  dataRoamingLimitEuros?: number | null | undefined;
  /** Limit in euros for data use abroad: 'Limit <n>'. Default 'Limit 50'. */
  dataRoamingLimitation?: string | null | undefined;
  /** Provider notification for the data roaming limit. Default true. */
  dataRoamingLimitationNotification?: boolean | null | undefined;
  /** Exceeding the data roaming limit allowed. Default true. */
  dataRoamingLimitationOverrideAllowed?: boolean | null | undefined;
  /** Data roaming outside the EU: true, false or null. Default null. An explicit null sets null. */
  dataRoamingOutsideEU?: boolean | null | undefined;
  /** Notification to the end user at a data usage level (home country and EU): 'Data Usage Notification <n> MB', or the default 'No Data Usage Notification'. */
  dataUsageNotification?: string | null | undefined;
  /** The notification level in MB, as a number; 0 means no notification. */
  dataUsageNotificationMb?: number | null | undefined;
  /** 0906, 0909 and 18xy numbers. Default true. */
  entertainmentServices?: boolean | null | undefined;
  /** Extra secure mobile. Default false. */
  extraSecureMobile?: boolean | null | undefined;
  /** Fixed IP address. May need device APN changes; the assigned address appears in the subscription's fixedIpAddress. Default false. */
  fixedIp?: boolean | null | undefined;
  /** Calling foreign countries (number used within the home country). Default false. */
  internationalDialing?: boolean | null | undefined;
  /** Standard internet access. Default true. */
  internetAccess?: boolean | null | undefined;
  /** APN for the mobile payment service. Default false. Unsupported on SP16002; on SP16001 only while extraSecureMobile is false. */
  mobilePay?: boolean | null | undefined;
  /** Foreign tariffs by SMS when abroad. Default true. */
  notificationInfo?: boolean | null | undefined;
  /** Premium services (0900). Default true. */
  premiumServices?: boolean | null | undefined;
  /** Rest of the world bundle, 5 GB. Default true. */
  restOfTheWorld5000MB?: boolean | null | undefined;
  /** Maximum of 10 per month (rest of world). Default false. */
  restOfTheWorld5000MBMax?: boolean | null | undefined;
  /** Ultrafast internet up to 1000 Mbps. Default false. */
  superFast?: boolean | null | undefined;
  /** Voicemail. Default false. */
  voiceMail?: boolean | null | undefined;
  /** Voice roaming (number used abroad). Default true. */
  voiceRoaming?: boolean | null | undefined;
  /** World bundle, 7.5 GB. Default false. */
  worldBundle7500MB?: boolean | null | undefined;
  /** Maximum of 10 per month (world bundle). Default false. */
  worldBundle7500MBMax?: boolean | null | undefined;
};

/** SetServicesSubscription: update or add services. The mobilePay rules are checked against the subscription's own environment and current services. */
export type SetServicesInput = {
  /** Makes the order idempotent: the same key with the same input returns the first result without ordering again; with another input it is an IdempotencyConflictError. A key names its order for as long as the journal keeps it: until 365 days after it was sent by default (JOURNAL_RETENTION_DAYS), and while it is not final. The Idempotency-Key header does the same. */
  idempotencyKey?: string | null | undefined;
  /** The phone number; required if subscriptionId is absent. */
  phoneNumber?: string | null | undefined;
  /** Caller's tracking reference, at most 15 characters, sent to the provider as given. While this order's outcome is not known yet, no other order may use it (it finds the order at the provider when an answer is lost). Without it, the gateway gives the order one of its own (GW and 13 characters). */
  referenceNumber?: string | null | undefined;
  /** The services to update or add. A value that does not exist for a value-type service (such as dataRoamingLimitation) ends the whole order in ERROR. */
  services: ServicesInput;
  /** The subscription (global or provider id); required if phoneNumber is absent. */
  subscriptionId?: string | number | null | undefined;
};

/** Status of a SIM card, as the provider reports it; which fields a SIM card has varies with it. The spec lists the statuses without defining them or the transitions between them. */
export type SimCardStatus =
  /** Reported as activated. */
  | 'ACTIVATED'
  /** Reported as busy. */
  | 'BUSY'
  /** Reported as disabled. */
  | 'DISABLED'
  /** Reported as free. */
  | 'FREE'
  /** A value the provider sent that this enum does not list (the spec leaves the list open). Where the field has a companion ending in Raw, that holds the value as sent. Refused as input: no filter or order can ask for it. */
  | 'OTHER';

/** Type of a SIM card. */
export type SimCardType =
  /** Data only, no voice. */
  | 'DATAONLYSIM'
  /** A SIM with two numbers. */
  | 'DUOSIM'
  /** A value the provider sent that this enum does not list (the spec leaves the list open). Where the field has a companion ending in Raw, that holds the value as sent. Refused as input: no filter or order can ask for it. */
  | 'OTHER'
  /** Standard SIM. */
  | 'USIM';

/** State of a mobile subscription, as the provider reports it. The spec lists the states without defining them or the transitions between them. */
export type SubscriptionState =
  /** Reported as active. */
  | 'ACTIVE'
  /** Reported as blocked. */
  | 'BLOCKED'
  /** A value the provider sent that this enum does not list (the spec leaves the list open). Where the field has a companion ending in Raw, that holds the value as sent. Refused as input: no filter or order can ask for it. */
  | 'OTHER'
  /** Reported as unknown by the provider itself. */
  | 'UNKNOWN';

/** Whether a subscription carries voice and data, or data only (subscriptionType). */
export type SubscriptionType =
  /** Data only. */
  | 'DATAONLY'
  /** A value the provider sent that this enum does not list (the spec leaves the list open). Where the field has a companion ending in Raw, that holds the value as sent. Refused as input: no filter or order can ask for it. */
  | 'OTHER'
  /** Voice and data. The default when an order names none. */
  | 'VOICEDATA';

/** SuspendSubscription: stop all traffic of the SIM and the number. */
export type SuspendSubscriptionInput = {
  /** Makes the order idempotent: the same key with the same input returns the first result without ordering again; with another input it is an IdempotencyConflictError. A key names its order for as long as the journal keeps it: until 365 days after it was sent by default (JOURNAL_RETENTION_DAYS), and while it is not final. The Idempotency-Key header does the same. */
  idempotencyKey?: string | null | undefined;
  /** The phone number; required if subscriptionId is absent. */
  phoneNumber?: string | null | undefined;
  /** Caller's tracking reference, at most 15 characters, sent to the provider as given. While this order's outcome is not known yet, no other order may use it (it finds the order at the provider when an answer is lost). Without it, the gateway gives the order one of its own (GW and 13 characters). */
  referenceNumber?: string | null | undefined;
  /** The subscription (global or provider id); required if phoneNumber is absent. */
  subscriptionId?: string | number | null | undefined;
};

/** SimSwapSubscription: replace the SIM, physical to eSIM or the reverse. With newSimCardNumber and eSim true it is an eSIM swap. */
export type SwapSimInput = {
  /** Required for an eSIM, at most 10 characters: the user enters it to install the eSIM. */
  confirmationCode?: string | null | undefined;
  /** True for an eSIM: email and confirmationCode are then required. */
  eSim?: boolean | null | undefined;
  /** Required for an eSIM: where the eSIM activation details go. */
  email?: string | null | undefined;
  /** Makes the order idempotent: the same key with the same input returns the first result without ordering again; with another input it is an IdempotencyConflictError. A key names its order for as long as the journal keeps it: until 365 days after it was sent by default (JOURNAL_RETENTION_DAYS), and while it is not final. The Idempotency-Key header does the same. */
  idempotencyKey?: string | null | undefined;
  /** The new physical SIM (required for a physical swap). */
  newSimCardNumber?: string | null | undefined;
  /** The phone number; required if subscriptionId is absent. */
  phoneNumber?: string | null | undefined;
  /** Caller's tracking reference, at most 15 characters, sent to the provider as given. While this order's outcome is not known yet, no other order may use it (it finds the order at the provider when an answer is lost). Without it, the gateway gives the order one of its own (GW and 13 characters). */
  referenceNumber?: string | null | undefined;
  /** The subscription (global or provider id); required if phoneNumber is absent. */
  subscriptionId?: string | number | null | undefined;
};

/** TerminateSubscription: end the subscription and all its services for good; it cannot be reactivated. */
export type TerminateSubscriptionInput = {
  /** Makes the order idempotent: the same key with the same input returns the first result without ordering again; with another input it is an IdempotencyConflictError. A key names its order for as long as the journal keeps it: until 365 days after it was sent by default (JOURNAL_RETENTION_DAYS), and while it is not final. The Idempotency-Key header does the same. */
  idempotencyKey?: string | null | undefined;
  /** The phone number; required if subscriptionId is absent. */
  phoneNumber?: string | null | undefined;
  /** Caller's tracking reference, at most 15 characters, sent to the provider as given. While this order's outcome is not known yet, no other order may use it (it finds the order at the provider when an answer is lost). Without it, the gateway gives the order one of its own (GW and 13 characters). */
  referenceNumber?: string | null | undefined;
  /** The subscription (global or provider id); required if phoneNumber is absent. */
  subscriptionId?: string | number | null | undefined;
  /** Desired time; when absent, processed immediately. */
  wishDate?: string | null | undefined;
};

/** What became of an order whose answer was lost and that no exact match could settle. */
export type UndecidedOrderDecision =
  /** The provider has no such order: its idempotency key is free again. */
  | 'NOT_PLACED'
  /** The provider has it: activationId names its activation. */
  | 'PLACED';

/** Where a webhook message stands. */
export type WebhookDeliveryStatus =
  /** The endpoint answered 2xx. */
  | 'DELIVERED'
  /** A dead letter: its attempts ran out, the endpoint answered 410 Gone or is disabled, or an earlier message of its order to the endpoint failed. replayWebhookDelivery sends it again. */
  | 'FAILED'
  /** Not delivered yet: its next attempt is at nextAttemptAt. */
  | 'PENDING';

/** An event a webhook endpoint can receive: the message's type is the value's description's first word. */
export type WebhookEventType =
  /** order.finished: an order reached its final status (DONE, ERROR or CANCELLED). */
  | 'ORDER_FINISHED'
  /** order.placed: the provider accepted an order placed through the gateway (its answer, or reconciliation finding it after the answer was lost). */
  | 'ORDER_PLACED'
  /** order.rejected: the provider refused an order after it was sent. */
  | 'ORDER_REJECTED'
  /** order.status_changed: an order's status or porting status changed, and is not final. */
  | 'ORDER_STATUS_CHANGED';

export type DevicesOfQueryVariables = Exact<{
  kind: CallerKind;
  subject: string;
}>;


export type DevicesOfQuery = { __typename: 'Query', devicesOf: Array<{ __typename: 'Device', id: string, platform: PushPlatform, hasLiveActivity: boolean, registeredAt: string, updatedAt: string }> };

export type JournalQueryVariables = Exact<{
  first?: number | null | undefined;
  filter?: PlacedOrderFilter | null | undefined;
}>;


export type JournalQuery = { __typename: 'Query', placedOrders: { __typename: 'QueryPlacedOrdersConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean }, edges: Array<{ __typename: 'QueryPlacedOrdersConnectionEdge', node: { __typename: 'PlacedOrder', id: string, mutation: string, activationType: string, referenceNumber: string | null, outcome: PlacedOrderOutcome, status: ActivationStatus | null, statusRaw: string | null, placedAt: string, finalAt: string | null, placedBy: { __typename: 'OrderPlacer', callerId: string, kind: CallerKind, subject: string } | null, error: { __typename: 'OrderRejection', errorType: string, message: string, errorCode: string | null } | null, subscription: { __typename: 'MobileSubscription', id: string, phoneNumber: string | null } | null, activation:
          | { __typename: 'InPortActivation', id: string }
          | { __typename: 'NewSubscriptionActivation', id: string }
          | { __typename: 'OtherActivation', id: string }
          | { __typename: 'OutPortActivation', id: string }
          | { __typename: 'ResumeActivation', id: string }
          | { __typename: 'SetServicesActivation', id: string }
          | { __typename: 'SimSwapActivation', id: string }
          | { __typename: 'SuspendActivation', id: string }
          | { __typename: 'TerminateActivation', id: string }
         | null, resolution: { __typename: 'OrderResolution', decidedBy: string, decidedAt: string, note: string } | null } }> } };

export type PlacedOrderRowFragment = { __typename: 'PlacedOrder', id: string, mutation: string, activationType: string, referenceNumber: string | null, outcome: PlacedOrderOutcome, status: ActivationStatus | null, statusRaw: string | null, placedAt: string, finalAt: string | null, placedBy: { __typename: 'OrderPlacer', callerId: string, kind: CallerKind, subject: string } | null, error: { __typename: 'OrderRejection', errorType: string, message: string, errorCode: string | null } | null, subscription: { __typename: 'MobileSubscription', id: string, phoneNumber: string | null } | null, activation:
    | { __typename: 'InPortActivation', id: string }
    | { __typename: 'NewSubscriptionActivation', id: string }
    | { __typename: 'OtherActivation', id: string }
    | { __typename: 'OutPortActivation', id: string }
    | { __typename: 'ResumeActivation', id: string }
    | { __typename: 'SetServicesActivation', id: string }
    | { __typename: 'SimSwapActivation', id: string }
    | { __typename: 'SuspendActivation', id: string }
    | { __typename: 'TerminateActivation', id: string }
   | null, resolution: { __typename: 'OrderResolution', decidedBy: string, decidedAt: string, note: string } | null };

export type OrderCandidatesQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderCandidatesQuery = { __typename: 'Query', node:
    | { __typename: 'Cdr', id: string }
    | { __typename: 'CdrMonth', id: string }
    | { __typename: 'Device', id: string }
    | { __typename: 'InPortActivation', id: string }
    | { __typename: 'Invoice', id: string }
    | { __typename: 'MobileSubscription', id: string }
    | { __typename: 'NewSubscriptionActivation', id: string }
    | { __typename: 'OtherActivation', id: string }
    | { __typename: 'OutPortActivation', id: string }
    | { __typename: 'PlacedOrder', id: string, candidates: Array<{ __typename: 'OrderCandidate', activationId: string, createdAt: string | null, referenceNumber: string | null, heldBy: { __typename: 'PlacedOrder', id: string } | null }> | null }
    | { __typename: 'PushDelivery', id: string }
    | { __typename: 'ResumeActivation', id: string }
    | { __typename: 'SetServicesActivation', id: string }
    | { __typename: 'SimCard', id: string }
    | { __typename: 'SimSwapActivation', id: string }
    | { __typename: 'SuspendActivation', id: string }
    | { __typename: 'TerminateActivation', id: string }
    | { __typename: 'UsageSummary', id: string }
    | { __typename: 'WebhookDelivery', id: string }
    | { __typename: 'WebhookEndpoint', id: string }
   | null };

export type ResolveUndecidedOrderMutationVariables = Exact<{
  id: string | number;
  input: ResolveUndecidedOrderInput;
}>;


export type ResolveUndecidedOrderMutation = { __typename: 'Mutation', resolveUndecidedOrder: { __typename: 'PlacedOrder', id: string, mutation: string, activationType: string, referenceNumber: string | null, outcome: PlacedOrderOutcome, status: ActivationStatus | null, statusRaw: string | null, placedAt: string, finalAt: string | null, placedBy: { __typename: 'OrderPlacer', callerId: string, kind: CallerKind, subject: string } | null, error: { __typename: 'OrderRejection', errorType: string, message: string, errorCode: string | null } | null, subscription: { __typename: 'MobileSubscription', id: string, phoneNumber: string | null } | null, activation:
      | { __typename: 'InPortActivation', id: string }
      | { __typename: 'NewSubscriptionActivation', id: string }
      | { __typename: 'OtherActivation', id: string }
      | { __typename: 'OutPortActivation', id: string }
      | { __typename: 'ResumeActivation', id: string }
      | { __typename: 'SetServicesActivation', id: string }
      | { __typename: 'SimSwapActivation', id: string }
      | { __typename: 'SuspendActivation', id: string }
      | { __typename: 'TerminateActivation', id: string }
     | null, resolution: { __typename: 'OrderResolution', decidedBy: string, decidedAt: string, note: string } | null } };

export type OrderProgressSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type OrderProgressSubscription = { activationUpdated:
    | { __typename: 'InPortActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, isFinal: boolean, explanation: string | null, createdAt: string, modifiedAt: string | null, activatedDate: string | null, providerOrderNumber: string | null, referenceNumber: string | null, phoneNumber: string | null, subscription: { __typename: 'MobileSubscription', id: string, subscriptionId: string, phoneNumber: string | null, state: SubscriptionState | null, stateRaw: string | null, customerNumber: string | null, providerEnvironment: ProviderEnvironment | null, activationDate: string | null, isEsim: boolean | null, isDataSim: boolean | null, viewerCanSuspendSubscription: boolean, viewerCanResumeSubscription: boolean, viewerCanSetServices: boolean, viewerCanSwapSim: boolean, viewerCanPortOut: boolean, viewerCanTerminateSubscription: boolean, simCard: { __typename: 'SimCard', id: string, simCardNumber: string, simCardType: SimCardType | null, status: SimCardStatus | null, activatedDate: string | null } | null, services: { __typename: 'Services', voiceMail: boolean | null, voiceRoaming: boolean | null, internationalDialing: boolean | null, premiumServices: boolean | null, internetAccess: boolean | null, mobilePay: boolean | null, extraSecureMobile: boolean | null, dataRoamingEU: boolean | null, dataUsageNotificationMb: number | null, dataRoamingLimitEuros: number | null } | null, openActivations: Array<
          | { __typename: 'InPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'NewSubscriptionActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'OtherActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'OutPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'ResumeActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SetServicesActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SimSwapActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SuspendActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'TerminateActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
        >, usageThisMonth: { __typename: 'UsageSummary', id: string, yearMonth: string | null, usageHomeData: number | null, usageHomeVoice: number | null, usageHomeSms: number | null, amountTotalUsage: number | null } | null } | null }
    | { __typename: 'NewSubscriptionActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, isFinal: boolean, explanation: string | null, createdAt: string, modifiedAt: string | null, activatedDate: string | null, providerOrderNumber: string | null, referenceNumber: string | null, phoneNumber: string | null, subscription: { __typename: 'MobileSubscription', id: string, subscriptionId: string, phoneNumber: string | null, state: SubscriptionState | null, stateRaw: string | null, customerNumber: string | null, providerEnvironment: ProviderEnvironment | null, activationDate: string | null, isEsim: boolean | null, isDataSim: boolean | null, viewerCanSuspendSubscription: boolean, viewerCanResumeSubscription: boolean, viewerCanSetServices: boolean, viewerCanSwapSim: boolean, viewerCanPortOut: boolean, viewerCanTerminateSubscription: boolean, simCard: { __typename: 'SimCard', id: string, simCardNumber: string, simCardType: SimCardType | null, status: SimCardStatus | null, activatedDate: string | null } | null, services: { __typename: 'Services', voiceMail: boolean | null, voiceRoaming: boolean | null, internationalDialing: boolean | null, premiumServices: boolean | null, internetAccess: boolean | null, mobilePay: boolean | null, extraSecureMobile: boolean | null, dataRoamingEU: boolean | null, dataUsageNotificationMb: number | null, dataRoamingLimitEuros: number | null } | null, openActivations: Array<
          | { __typename: 'InPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'NewSubscriptionActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'OtherActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'OutPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'ResumeActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SetServicesActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SimSwapActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SuspendActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'TerminateActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
        >, usageThisMonth: { __typename: 'UsageSummary', id: string, yearMonth: string | null, usageHomeData: number | null, usageHomeVoice: number | null, usageHomeSms: number | null, amountTotalUsage: number | null } | null } | null }
    | { __typename: 'OtherActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, isFinal: boolean, explanation: string | null, createdAt: string, modifiedAt: string | null, activatedDate: string | null, providerOrderNumber: string | null, referenceNumber: string | null, phoneNumber: string | null, subscription: { __typename: 'MobileSubscription', id: string, subscriptionId: string, phoneNumber: string | null, state: SubscriptionState | null, stateRaw: string | null, customerNumber: string | null, providerEnvironment: ProviderEnvironment | null, activationDate: string | null, isEsim: boolean | null, isDataSim: boolean | null, viewerCanSuspendSubscription: boolean, viewerCanResumeSubscription: boolean, viewerCanSetServices: boolean, viewerCanSwapSim: boolean, viewerCanPortOut: boolean, viewerCanTerminateSubscription: boolean, simCard: { __typename: 'SimCard', id: string, simCardNumber: string, simCardType: SimCardType | null, status: SimCardStatus | null, activatedDate: string | null } | null, services: { __typename: 'Services', voiceMail: boolean | null, voiceRoaming: boolean | null, internationalDialing: boolean | null, premiumServices: boolean | null, internetAccess: boolean | null, mobilePay: boolean | null, extraSecureMobile: boolean | null, dataRoamingEU: boolean | null, dataUsageNotificationMb: number | null, dataRoamingLimitEuros: number | null } | null, openActivations: Array<
          | { __typename: 'InPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'NewSubscriptionActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'OtherActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'OutPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'ResumeActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SetServicesActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SimSwapActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SuspendActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'TerminateActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
        >, usageThisMonth: { __typename: 'UsageSummary', id: string, yearMonth: string | null, usageHomeData: number | null, usageHomeVoice: number | null, usageHomeSms: number | null, amountTotalUsage: number | null } | null } | null }
    | { __typename: 'OutPortActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, isFinal: boolean, explanation: string | null, createdAt: string, modifiedAt: string | null, activatedDate: string | null, providerOrderNumber: string | null, referenceNumber: string | null, phoneNumber: string | null, subscription: { __typename: 'MobileSubscription', id: string, subscriptionId: string, phoneNumber: string | null, state: SubscriptionState | null, stateRaw: string | null, customerNumber: string | null, providerEnvironment: ProviderEnvironment | null, activationDate: string | null, isEsim: boolean | null, isDataSim: boolean | null, viewerCanSuspendSubscription: boolean, viewerCanResumeSubscription: boolean, viewerCanSetServices: boolean, viewerCanSwapSim: boolean, viewerCanPortOut: boolean, viewerCanTerminateSubscription: boolean, simCard: { __typename: 'SimCard', id: string, simCardNumber: string, simCardType: SimCardType | null, status: SimCardStatus | null, activatedDate: string | null } | null, services: { __typename: 'Services', voiceMail: boolean | null, voiceRoaming: boolean | null, internationalDialing: boolean | null, premiumServices: boolean | null, internetAccess: boolean | null, mobilePay: boolean | null, extraSecureMobile: boolean | null, dataRoamingEU: boolean | null, dataUsageNotificationMb: number | null, dataRoamingLimitEuros: number | null } | null, openActivations: Array<
          | { __typename: 'InPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'NewSubscriptionActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'OtherActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'OutPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'ResumeActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SetServicesActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SimSwapActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SuspendActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'TerminateActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
        >, usageThisMonth: { __typename: 'UsageSummary', id: string, yearMonth: string | null, usageHomeData: number | null, usageHomeVoice: number | null, usageHomeSms: number | null, amountTotalUsage: number | null } | null } | null }
    | { __typename: 'ResumeActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, isFinal: boolean, explanation: string | null, createdAt: string, modifiedAt: string | null, activatedDate: string | null, providerOrderNumber: string | null, referenceNumber: string | null, phoneNumber: string | null, subscription: { __typename: 'MobileSubscription', id: string, subscriptionId: string, phoneNumber: string | null, state: SubscriptionState | null, stateRaw: string | null, customerNumber: string | null, providerEnvironment: ProviderEnvironment | null, activationDate: string | null, isEsim: boolean | null, isDataSim: boolean | null, viewerCanSuspendSubscription: boolean, viewerCanResumeSubscription: boolean, viewerCanSetServices: boolean, viewerCanSwapSim: boolean, viewerCanPortOut: boolean, viewerCanTerminateSubscription: boolean, simCard: { __typename: 'SimCard', id: string, simCardNumber: string, simCardType: SimCardType | null, status: SimCardStatus | null, activatedDate: string | null } | null, services: { __typename: 'Services', voiceMail: boolean | null, voiceRoaming: boolean | null, internationalDialing: boolean | null, premiumServices: boolean | null, internetAccess: boolean | null, mobilePay: boolean | null, extraSecureMobile: boolean | null, dataRoamingEU: boolean | null, dataUsageNotificationMb: number | null, dataRoamingLimitEuros: number | null } | null, openActivations: Array<
          | { __typename: 'InPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'NewSubscriptionActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'OtherActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'OutPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'ResumeActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SetServicesActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SimSwapActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SuspendActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'TerminateActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
        >, usageThisMonth: { __typename: 'UsageSummary', id: string, yearMonth: string | null, usageHomeData: number | null, usageHomeVoice: number | null, usageHomeSms: number | null, amountTotalUsage: number | null } | null } | null }
    | { __typename: 'SetServicesActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, isFinal: boolean, explanation: string | null, createdAt: string, modifiedAt: string | null, activatedDate: string | null, providerOrderNumber: string | null, referenceNumber: string | null, phoneNumber: string | null, subscription: { __typename: 'MobileSubscription', id: string, subscriptionId: string, phoneNumber: string | null, state: SubscriptionState | null, stateRaw: string | null, customerNumber: string | null, providerEnvironment: ProviderEnvironment | null, activationDate: string | null, isEsim: boolean | null, isDataSim: boolean | null, viewerCanSuspendSubscription: boolean, viewerCanResumeSubscription: boolean, viewerCanSetServices: boolean, viewerCanSwapSim: boolean, viewerCanPortOut: boolean, viewerCanTerminateSubscription: boolean, simCard: { __typename: 'SimCard', id: string, simCardNumber: string, simCardType: SimCardType | null, status: SimCardStatus | null, activatedDate: string | null } | null, services: { __typename: 'Services', voiceMail: boolean | null, voiceRoaming: boolean | null, internationalDialing: boolean | null, premiumServices: boolean | null, internetAccess: boolean | null, mobilePay: boolean | null, extraSecureMobile: boolean | null, dataRoamingEU: boolean | null, dataUsageNotificationMb: number | null, dataRoamingLimitEuros: number | null } | null, openActivations: Array<
          | { __typename: 'InPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'NewSubscriptionActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'OtherActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'OutPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'ResumeActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SetServicesActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SimSwapActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SuspendActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'TerminateActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
        >, usageThisMonth: { __typename: 'UsageSummary', id: string, yearMonth: string | null, usageHomeData: number | null, usageHomeVoice: number | null, usageHomeSms: number | null, amountTotalUsage: number | null } | null } | null }
    | { __typename: 'SimSwapActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, isFinal: boolean, explanation: string | null, createdAt: string, modifiedAt: string | null, activatedDate: string | null, providerOrderNumber: string | null, referenceNumber: string | null, phoneNumber: string | null, subscription: { __typename: 'MobileSubscription', id: string, subscriptionId: string, phoneNumber: string | null, state: SubscriptionState | null, stateRaw: string | null, customerNumber: string | null, providerEnvironment: ProviderEnvironment | null, activationDate: string | null, isEsim: boolean | null, isDataSim: boolean | null, viewerCanSuspendSubscription: boolean, viewerCanResumeSubscription: boolean, viewerCanSetServices: boolean, viewerCanSwapSim: boolean, viewerCanPortOut: boolean, viewerCanTerminateSubscription: boolean, simCard: { __typename: 'SimCard', id: string, simCardNumber: string, simCardType: SimCardType | null, status: SimCardStatus | null, activatedDate: string | null } | null, services: { __typename: 'Services', voiceMail: boolean | null, voiceRoaming: boolean | null, internationalDialing: boolean | null, premiumServices: boolean | null, internetAccess: boolean | null, mobilePay: boolean | null, extraSecureMobile: boolean | null, dataRoamingEU: boolean | null, dataUsageNotificationMb: number | null, dataRoamingLimitEuros: number | null } | null, openActivations: Array<
          | { __typename: 'InPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'NewSubscriptionActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'OtherActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'OutPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'ResumeActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SetServicesActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SimSwapActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SuspendActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'TerminateActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
        >, usageThisMonth: { __typename: 'UsageSummary', id: string, yearMonth: string | null, usageHomeData: number | null, usageHomeVoice: number | null, usageHomeSms: number | null, amountTotalUsage: number | null } | null } | null }
    | { __typename: 'SuspendActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, isFinal: boolean, explanation: string | null, createdAt: string, modifiedAt: string | null, activatedDate: string | null, providerOrderNumber: string | null, referenceNumber: string | null, phoneNumber: string | null, subscription: { __typename: 'MobileSubscription', id: string, subscriptionId: string, phoneNumber: string | null, state: SubscriptionState | null, stateRaw: string | null, customerNumber: string | null, providerEnvironment: ProviderEnvironment | null, activationDate: string | null, isEsim: boolean | null, isDataSim: boolean | null, viewerCanSuspendSubscription: boolean, viewerCanResumeSubscription: boolean, viewerCanSetServices: boolean, viewerCanSwapSim: boolean, viewerCanPortOut: boolean, viewerCanTerminateSubscription: boolean, simCard: { __typename: 'SimCard', id: string, simCardNumber: string, simCardType: SimCardType | null, status: SimCardStatus | null, activatedDate: string | null } | null, services: { __typename: 'Services', voiceMail: boolean | null, voiceRoaming: boolean | null, internationalDialing: boolean | null, premiumServices: boolean | null, internetAccess: boolean | null, mobilePay: boolean | null, extraSecureMobile: boolean | null, dataRoamingEU: boolean | null, dataUsageNotificationMb: number | null, dataRoamingLimitEuros: number | null } | null, openActivations: Array<
          | { __typename: 'InPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'NewSubscriptionActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'OtherActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'OutPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'ResumeActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SetServicesActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SimSwapActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SuspendActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'TerminateActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
        >, usageThisMonth: { __typename: 'UsageSummary', id: string, yearMonth: string | null, usageHomeData: number | null, usageHomeVoice: number | null, usageHomeSms: number | null, amountTotalUsage: number | null } | null } | null }
    | { __typename: 'TerminateActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, isFinal: boolean, explanation: string | null, createdAt: string, modifiedAt: string | null, activatedDate: string | null, providerOrderNumber: string | null, referenceNumber: string | null, phoneNumber: string | null, subscription: { __typename: 'MobileSubscription', id: string, subscriptionId: string, phoneNumber: string | null, state: SubscriptionState | null, stateRaw: string | null, customerNumber: string | null, providerEnvironment: ProviderEnvironment | null, activationDate: string | null, isEsim: boolean | null, isDataSim: boolean | null, viewerCanSuspendSubscription: boolean, viewerCanResumeSubscription: boolean, viewerCanSetServices: boolean, viewerCanSwapSim: boolean, viewerCanPortOut: boolean, viewerCanTerminateSubscription: boolean, simCard: { __typename: 'SimCard', id: string, simCardNumber: string, simCardType: SimCardType | null, status: SimCardStatus | null, activatedDate: string | null } | null, services: { __typename: 'Services', voiceMail: boolean | null, voiceRoaming: boolean | null, internationalDialing: boolean | null, premiumServices: boolean | null, internetAccess: boolean | null, mobilePay: boolean | null, extraSecureMobile: boolean | null, dataRoamingEU: boolean | null, dataUsageNotificationMb: number | null, dataRoamingLimitEuros: number | null } | null, openActivations: Array<
          | { __typename: 'InPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'NewSubscriptionActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'OtherActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'OutPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'ResumeActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SetServicesActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SimSwapActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'SuspendActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
          | { __typename: 'TerminateActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
        >, usageThisMonth: { __typename: 'UsageSummary', id: string, yearMonth: string | null, usageHomeData: number | null, usageHomeVoice: number | null, usageHomeSms: number | null, amountTotalUsage: number | null } | null } | null }
   };

export type OrderHistoryQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderHistoryQuery = { __typename: 'Query', activation:
    | { __typename: 'InPortActivation', id: string, history: Array<{ __typename: 'ActivationStatusChange', status: ActivationStatus, statusRaw: string, portingStatus: PortingStatus | null, portingStatusRaw: string | null, at: string, observedAt: string, until: string | null, secondsInStatus: number | null }> }
    | { __typename: 'NewSubscriptionActivation', id: string, history: Array<{ __typename: 'ActivationStatusChange', status: ActivationStatus, statusRaw: string, portingStatus: PortingStatus | null, portingStatusRaw: string | null, at: string, observedAt: string, until: string | null, secondsInStatus: number | null }> }
    | { __typename: 'OtherActivation', id: string, history: Array<{ __typename: 'ActivationStatusChange', status: ActivationStatus, statusRaw: string, portingStatus: PortingStatus | null, portingStatusRaw: string | null, at: string, observedAt: string, until: string | null, secondsInStatus: number | null }> }
    | { __typename: 'OutPortActivation', id: string, history: Array<{ __typename: 'ActivationStatusChange', status: ActivationStatus, statusRaw: string, portingStatus: PortingStatus | null, portingStatusRaw: string | null, at: string, observedAt: string, until: string | null, secondsInStatus: number | null }> }
    | { __typename: 'ResumeActivation', id: string, history: Array<{ __typename: 'ActivationStatusChange', status: ActivationStatus, statusRaw: string, portingStatus: PortingStatus | null, portingStatusRaw: string | null, at: string, observedAt: string, until: string | null, secondsInStatus: number | null }> }
    | { __typename: 'SetServicesActivation', id: string, history: Array<{ __typename: 'ActivationStatusChange', status: ActivationStatus, statusRaw: string, portingStatus: PortingStatus | null, portingStatusRaw: string | null, at: string, observedAt: string, until: string | null, secondsInStatus: number | null }> }
    | { __typename: 'SimSwapActivation', id: string, history: Array<{ __typename: 'ActivationStatusChange', status: ActivationStatus, statusRaw: string, portingStatus: PortingStatus | null, portingStatusRaw: string | null, at: string, observedAt: string, until: string | null, secondsInStatus: number | null }> }
    | { __typename: 'SuspendActivation', id: string, history: Array<{ __typename: 'ActivationStatusChange', status: ActivationStatus, statusRaw: string, portingStatus: PortingStatus | null, portingStatusRaw: string | null, at: string, observedAt: string, until: string | null, secondsInStatus: number | null }> }
    | { __typename: 'TerminateActivation', id: string, history: Array<{ __typename: 'ActivationStatusChange', status: ActivationStatus, statusRaw: string, portingStatus: PortingStatus | null, portingStatusRaw: string | null, at: string, observedAt: string, until: string | null, secondsInStatus: number | null }> }
   | null };

export type HistoryChangeFragment = { __typename: 'ActivationStatusChange', status: ActivationStatus, statusRaw: string, portingStatus: PortingStatus | null, portingStatusRaw: string | null, at: string, observedAt: string, until: string | null, secondsInStatus: number | null };

export type SuspendSubscriptionMutationVariables = Exact<{
  input: SuspendSubscriptionInput;
}>;


export type SuspendSubscriptionMutation = { __typename: 'Mutation', suspendSubscription:
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'OrderOutcomePendingError', message: string }
    | { __typename: 'OrderOutcomeUnknownError', message: string }
    | { __typename: 'ProviderRejectedError', message: string }
    | { __typename: 'ProviderUnavailableError', message: string }
    | { __typename: 'SuspendSubscriptionPayload', activation: { __typename: 'SuspendActivation', id: string } }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type ResumeSubscriptionMutationVariables = Exact<{
  input: ResumeSubscriptionInput;
}>;


export type ResumeSubscriptionMutation = { __typename: 'Mutation', resumeSubscription:
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'OrderOutcomePendingError', message: string }
    | { __typename: 'OrderOutcomeUnknownError', message: string }
    | { __typename: 'ProviderRejectedError', message: string }
    | { __typename: 'ProviderUnavailableError', message: string }
    | { __typename: 'ResumeSubscriptionPayload', activation: { __typename: 'ResumeActivation', id: string } }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type SetServicesMutationVariables = Exact<{
  input: SetServicesInput;
}>;


export type SetServicesMutation = { __typename: 'Mutation', setServices:
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'OrderOutcomePendingError', message: string }
    | { __typename: 'OrderOutcomeUnknownError', message: string }
    | { __typename: 'ProviderRejectedError', message: string }
    | { __typename: 'ProviderUnavailableError', message: string }
    | { __typename: 'SetServicesPayload', activation: { __typename: 'SetServicesActivation', id: string } }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type SwapSimMutationVariables = Exact<{
  input: SwapSimInput;
}>;


export type SwapSimMutation = { __typename: 'Mutation', swapSim:
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'OrderOutcomePendingError', message: string }
    | { __typename: 'OrderOutcomeUnknownError', message: string }
    | { __typename: 'ProviderRejectedError', message: string }
    | { __typename: 'ProviderUnavailableError', message: string }
    | { __typename: 'SwapSimPayload', activation: { __typename: 'SimSwapActivation', id: string } }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type PortOutMutationVariables = Exact<{
  input: PortOutInput;
}>;


export type PortOutMutation = { __typename: 'Mutation', portOut:
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'OrderOutcomePendingError', message: string }
    | { __typename: 'OrderOutcomeUnknownError', message: string }
    | { __typename: 'PortOutPayload', activation: { __typename: 'OutPortActivation', id: string } }
    | { __typename: 'ProviderRejectedError', message: string }
    | { __typename: 'ProviderUnavailableError', message: string }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type TerminateSubscriptionMutationVariables = Exact<{
  input: TerminateSubscriptionInput;
}>;


export type TerminateSubscriptionMutation = { __typename: 'Mutation', terminateSubscription:
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'OrderOutcomePendingError', message: string }
    | { __typename: 'OrderOutcomeUnknownError', message: string }
    | { __typename: 'ProviderRejectedError', message: string }
    | { __typename: 'ProviderUnavailableError', message: string }
    | { __typename: 'TerminateSubscriptionPayload', activation: { __typename: 'TerminateActivation', id: string } }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type CancelTerminationMutationVariables = Exact<{
  input: CancelTerminationInput;
}>;


export type CancelTerminationMutation = { __typename: 'Mutation', cancelTermination:
    | { __typename: 'CancelTerminationPayload', activation: { __typename: 'TerminateActivation', id: string } }
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'OrderOutcomePendingError', message: string }
    | { __typename: 'OrderOutcomeUnknownError', message: string }
    | { __typename: 'ProviderRejectedError', message: string }
    | { __typename: 'ProviderUnavailableError', message: string }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type CancelPortOutMutationVariables = Exact<{
  input: CancelPortOutInput;
}>;


export type CancelPortOutMutation = { __typename: 'Mutation', cancelPortOut:
    | { __typename: 'CancelPortOutPayload', activation: { __typename: 'OutPortActivation', id: string } }
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'OrderOutcomePendingError', message: string }
    | { __typename: 'OrderOutcomeUnknownError', message: string }
    | { __typename: 'ProviderRejectedError', message: string }
    | { __typename: 'ProviderUnavailableError', message: string }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type PortInMutationVariables = Exact<{
  input: PortInInput;
}>;


export type PortInMutation = { __typename: 'Mutation', portIn:
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'OrderOutcomePendingError', message: string }
    | { __typename: 'OrderOutcomeUnknownError', message: string }
    | { __typename: 'PortInPayload', activation: { __typename: 'InPortActivation', id: string } }
    | { __typename: 'ProviderRejectedError', message: string }
    | { __typename: 'ProviderUnavailableError', message: string }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type ChangePortInMutationVariables = Exact<{
  input: ChangePortInInput;
}>;


export type ChangePortInMutation = { __typename: 'Mutation', changePortIn:
    | { __typename: 'ChangePortInPayload', activation: { __typename: 'InPortActivation', id: string } }
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'OrderOutcomePendingError', message: string }
    | { __typename: 'OrderOutcomeUnknownError', message: string }
    | { __typename: 'ProviderRejectedError', message: string }
    | { __typename: 'ProviderUnavailableError', message: string }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type CancelPortInMutationVariables = Exact<{
  input: CancelPortInInput;
}>;


export type CancelPortInMutation = { __typename: 'Mutation', cancelPortIn:
    | { __typename: 'CancelPortInPayload', activation: { __typename: 'InPortActivation', id: string } }
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'OrderOutcomePendingError', message: string }
    | { __typename: 'OrderOutcomeUnknownError', message: string }
    | { __typename: 'ProviderRejectedError', message: string }
    | { __typename: 'ProviderUnavailableError', message: string }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type OrderNewSubscriptionMutationVariables = Exact<{
  input: OrderNewSubscriptionInput;
}>;


export type OrderNewSubscriptionMutation = { __typename: 'Mutation', orderNewSubscription:
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'OrderNewSubscriptionPayload', activation: { __typename: 'NewSubscriptionActivation', id: string } }
    | { __typename: 'OrderOutcomePendingError', message: string }
    | { __typename: 'OrderOutcomeUnknownError', message: string }
    | { __typename: 'ProviderRejectedError', message: string }
    | { __typename: 'ProviderUnavailableError', message: string }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type CancelNewSubscriptionMutationVariables = Exact<{
  input: CancelNewSubscriptionInput;
}>;


export type CancelNewSubscriptionMutation = { __typename: 'Mutation', cancelNewSubscription:
    | { __typename: 'CancelNewSubscriptionPayload', activation: { __typename: 'NewSubscriptionActivation', id: string } }
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'OrderOutcomePendingError', message: string }
    | { __typename: 'OrderOutcomeUnknownError', message: string }
    | { __typename: 'ProviderRejectedError', message: string }
    | { __typename: 'ProviderUnavailableError', message: string }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

type OrderProblem_IdempotencyConflictError_Fragment = { __typename: 'IdempotencyConflictError', message: string };

type OrderProblem_JournalUnavailableError_Fragment = { __typename: 'JournalUnavailableError', message: string };

type OrderProblem_NotFoundError_Fragment = { __typename: 'NotFoundError', message: string };

type OrderProblem_OrderOutcomePendingError_Fragment = { __typename: 'OrderOutcomePendingError', message: string };

type OrderProblem_OrderOutcomeUnknownError_Fragment = { __typename: 'OrderOutcomeUnknownError', message: string };

type OrderProblem_ProviderRejectedError_Fragment = { __typename: 'ProviderRejectedError', message: string };

type OrderProblem_ProviderUnavailableError_Fragment = { __typename: 'ProviderUnavailableError', message: string };

type OrderProblem_ValidationError_Fragment = { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> };

export type OrderProblemFragment =
  | OrderProblem_IdempotencyConflictError_Fragment
  | OrderProblem_JournalUnavailableError_Fragment
  | OrderProblem_NotFoundError_Fragment
  | OrderProblem_OrderOutcomePendingError_Fragment
  | OrderProblem_OrderOutcomeUnknownError_Fragment
  | OrderProblem_ProviderRejectedError_Fragment
  | OrderProblem_ProviderUnavailableError_Fragment
  | OrderProblem_ValidationError_Fragment
;

export type SearchQueryVariables = Exact<{
  text: string;
}>;


export type SearchQuery = { __typename: 'Query', search: { __typename: 'SearchResult', text: string, readAs: Array<SearchReading>, complete: boolean, scanned: number, subscriptions: Array<{ __typename: 'MobileSubscription', id: string, phoneNumber: string | null, state: SubscriptionState | null, stateRaw: string | null, customerNumber: string | null, simCardNumber: string | null, providerEnvironment: ProviderEnvironment | null } & ({ __typename: 'MobileSubscription' } | { __typename: 'MobileSubscription' }) & ({ usageThisMonth: { __typename: 'UsageSummary', id: string, usageHomeData: number | null } | null } | { usageThisMonth?: never })>, activations: Array<
      | { __typename: 'InPortActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, phoneNumber: string | null, createdAt: string }
      | { __typename: 'NewSubscriptionActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, phoneNumber: string | null, createdAt: string }
      | { __typename: 'OtherActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, phoneNumber: string | null, createdAt: string }
      | { __typename: 'OutPortActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, phoneNumber: string | null, createdAt: string }
      | { __typename: 'ResumeActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, phoneNumber: string | null, createdAt: string }
      | { __typename: 'SetServicesActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, phoneNumber: string | null, createdAt: string }
      | { __typename: 'SimSwapActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, phoneNumber: string | null, createdAt: string }
      | { __typename: 'SuspendActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, phoneNumber: string | null, createdAt: string }
      | { __typename: 'TerminateActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, phoneNumber: string | null, createdAt: string }
    >, placedOrders: Array<{ __typename: 'PlacedOrder', id: string, mutation: string, activationType: string, referenceNumber: string | null, outcome: PlacedOrderOutcome, status: ActivationStatus | null, statusRaw: string | null, placedAt: string, finalAt: string | null, placedBy: { __typename: 'OrderPlacer', callerId: string, kind: CallerKind, subject: string } | null, error: { __typename: 'OrderRejection', errorType: string, message: string, errorCode: string | null } | null, subscription: { __typename: 'MobileSubscription', id: string, phoneNumber: string | null } | null, activation:
        | { __typename: 'InPortActivation', id: string }
        | { __typename: 'NewSubscriptionActivation', id: string }
        | { __typename: 'OtherActivation', id: string }
        | { __typename: 'OutPortActivation', id: string }
        | { __typename: 'ResumeActivation', id: string }
        | { __typename: 'SetServicesActivation', id: string }
        | { __typename: 'SimSwapActivation', id: string }
        | { __typename: 'SuspendActivation', id: string }
        | { __typename: 'TerminateActivation', id: string }
       | null, resolution: { __typename: 'OrderResolution', decidedBy: string, decidedAt: string, note: string } | null }> } };

export type SubscriptionListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: MobileSubscriptionFilter | null | undefined;
}>;


export type SubscriptionListQuery = { __typename: 'Query', mobileSubscriptions: { __typename: 'QueryMobileSubscriptionsConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'QueryMobileSubscriptionsConnectionEdge', node: { __typename: 'MobileSubscription', id: string, phoneNumber: string | null, state: SubscriptionState | null, stateRaw: string | null, providerEnvironment: ProviderEnvironment | null, activationDate: string | null, isEsim: boolean | null, simCardNumber: string | null } & ({ __typename: 'MobileSubscription' } | { __typename: 'MobileSubscription' }) & ({ usageThisMonth: { __typename: 'UsageSummary', id: string, usageHomeData: number | null } | null } | { usageThisMonth?: never }) }> } };

export type SubscriptionOrdersQueryVariables = Exact<{
  id: string | number;
}>;


export type SubscriptionOrdersQuery = { __typename: 'Query', mobileSubscription: { __typename: 'MobileSubscription', id: string, activations: { __typename: 'MobileSubscriptionActivationsConnection', totalCount: number, edges: Array<{ __typename: 'MobileSubscriptionActivationsConnectionEdge', node:
          | { __typename: 'InPortActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, referenceNumber: string | null, createdAt: string, isFinal: boolean, placedOrder: { __typename: 'PlacedOrder', id: string, outcome: PlacedOrderOutcome, placedBy: { __typename: 'OrderPlacer', callerId: string, kind: CallerKind, subject: string } | null } | null, history: Array<{ __typename: 'ActivationStatusChange', status: ActivationStatus, statusRaw: string, portingStatus: PortingStatus | null, portingStatusRaw: string | null, at: string, observedAt: string, until: string | null, secondsInStatus: number | null }> }
          | { __typename: 'NewSubscriptionActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, referenceNumber: string | null, createdAt: string, isFinal: boolean, placedOrder: { __typename: 'PlacedOrder', id: string, outcome: PlacedOrderOutcome, placedBy: { __typename: 'OrderPlacer', callerId: string, kind: CallerKind, subject: string } | null } | null, history: Array<{ __typename: 'ActivationStatusChange', status: ActivationStatus, statusRaw: string, portingStatus: PortingStatus | null, portingStatusRaw: string | null, at: string, observedAt: string, until: string | null, secondsInStatus: number | null }> }
          | { __typename: 'OtherActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, referenceNumber: string | null, createdAt: string, isFinal: boolean, placedOrder: { __typename: 'PlacedOrder', id: string, outcome: PlacedOrderOutcome, placedBy: { __typename: 'OrderPlacer', callerId: string, kind: CallerKind, subject: string } | null } | null, history: Array<{ __typename: 'ActivationStatusChange', status: ActivationStatus, statusRaw: string, portingStatus: PortingStatus | null, portingStatusRaw: string | null, at: string, observedAt: string, until: string | null, secondsInStatus: number | null }> }
          | { __typename: 'OutPortActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, referenceNumber: string | null, createdAt: string, isFinal: boolean, placedOrder: { __typename: 'PlacedOrder', id: string, outcome: PlacedOrderOutcome, placedBy: { __typename: 'OrderPlacer', callerId: string, kind: CallerKind, subject: string } | null } | null, history: Array<{ __typename: 'ActivationStatusChange', status: ActivationStatus, statusRaw: string, portingStatus: PortingStatus | null, portingStatusRaw: string | null, at: string, observedAt: string, until: string | null, secondsInStatus: number | null }> }
          | { __typename: 'ResumeActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, referenceNumber: string | null, createdAt: string, isFinal: boolean, placedOrder: { __typename: 'PlacedOrder', id: string, outcome: PlacedOrderOutcome, placedBy: { __typename: 'OrderPlacer', callerId: string, kind: CallerKind, subject: string } | null } | null, history: Array<{ __typename: 'ActivationStatusChange', status: ActivationStatus, statusRaw: string, portingStatus: PortingStatus | null, portingStatusRaw: string | null, at: string, observedAt: string, until: string | null, secondsInStatus: number | null }> }
          | { __typename: 'SetServicesActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, referenceNumber: string | null, createdAt: string, isFinal: boolean, placedOrder: { __typename: 'PlacedOrder', id: string, outcome: PlacedOrderOutcome, placedBy: { __typename: 'OrderPlacer', callerId: string, kind: CallerKind, subject: string } | null } | null, history: Array<{ __typename: 'ActivationStatusChange', status: ActivationStatus, statusRaw: string, portingStatus: PortingStatus | null, portingStatusRaw: string | null, at: string, observedAt: string, until: string | null, secondsInStatus: number | null }> }
          | { __typename: 'SimSwapActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, referenceNumber: string | null, createdAt: string, isFinal: boolean, placedOrder: { __typename: 'PlacedOrder', id: string, outcome: PlacedOrderOutcome, placedBy: { __typename: 'OrderPlacer', callerId: string, kind: CallerKind, subject: string } | null } | null, history: Array<{ __typename: 'ActivationStatusChange', status: ActivationStatus, statusRaw: string, portingStatus: PortingStatus | null, portingStatusRaw: string | null, at: string, observedAt: string, until: string | null, secondsInStatus: number | null }> }
          | { __typename: 'SuspendActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, referenceNumber: string | null, createdAt: string, isFinal: boolean, placedOrder: { __typename: 'PlacedOrder', id: string, outcome: PlacedOrderOutcome, placedBy: { __typename: 'OrderPlacer', callerId: string, kind: CallerKind, subject: string } | null } | null, history: Array<{ __typename: 'ActivationStatusChange', status: ActivationStatus, statusRaw: string, portingStatus: PortingStatus | null, portingStatusRaw: string | null, at: string, observedAt: string, until: string | null, secondsInStatus: number | null }> }
          | { __typename: 'TerminateActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, statusRaw: string, referenceNumber: string | null, createdAt: string, isFinal: boolean, placedOrder: { __typename: 'PlacedOrder', id: string, outcome: PlacedOrderOutcome, placedBy: { __typename: 'OrderPlacer', callerId: string, kind: CallerKind, subject: string } | null } | null, history: Array<{ __typename: 'ActivationStatusChange', status: ActivationStatus, statusRaw: string, portingStatus: PortingStatus | null, portingStatusRaw: string | null, at: string, observedAt: string, until: string | null, secondsInStatus: number | null }> }
         }> } | null } | null };

export type SubscriptionPageQueryVariables = Exact<{
  id: string | number;
}>;


export type SubscriptionPageQuery = { __typename: 'Query', mobileSubscription: { __typename: 'MobileSubscription', id: string, subscriptionId: string, phoneNumber: string | null, state: SubscriptionState | null, stateRaw: string | null, customerNumber: string | null, providerEnvironment: ProviderEnvironment | null, activationDate: string | null, isEsim: boolean | null, isDataSim: boolean | null, viewerCanSuspendSubscription: boolean, viewerCanResumeSubscription: boolean, viewerCanSetServices: boolean, viewerCanSwapSim: boolean, viewerCanPortOut: boolean, viewerCanTerminateSubscription: boolean, simCard: { __typename: 'SimCard', id: string, simCardNumber: string, simCardType: SimCardType | null, status: SimCardStatus | null, activatedDate: string | null } | null, services: { __typename: 'Services', voiceMail: boolean | null, voiceRoaming: boolean | null, internationalDialing: boolean | null, premiumServices: boolean | null, internetAccess: boolean | null, mobilePay: boolean | null, extraSecureMobile: boolean | null, dataRoamingEU: boolean | null, dataUsageNotificationMb: number | null, dataRoamingLimitEuros: number | null } | null, openActivations: Array<
      | { __typename: 'InPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
      | { __typename: 'NewSubscriptionActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
      | { __typename: 'OtherActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
      | { __typename: 'OutPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
      | { __typename: 'ResumeActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
      | { __typename: 'SetServicesActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
      | { __typename: 'SimSwapActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
      | { __typename: 'SuspendActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
      | { __typename: 'TerminateActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
    >, usageThisMonth: { __typename: 'UsageSummary', id: string, yearMonth: string | null, usageHomeData: number | null, usageHomeVoice: number | null, usageHomeSms: number | null, amountTotalUsage: number | null } | null } | null };

export type SubscriptionViewFragment = { __typename: 'MobileSubscription', id: string, subscriptionId: string, phoneNumber: string | null, state: SubscriptionState | null, stateRaw: string | null, customerNumber: string | null, providerEnvironment: ProviderEnvironment | null, activationDate: string | null, isEsim: boolean | null, isDataSim: boolean | null, viewerCanSuspendSubscription: boolean, viewerCanResumeSubscription: boolean, viewerCanSetServices: boolean, viewerCanSwapSim: boolean, viewerCanPortOut: boolean, viewerCanTerminateSubscription: boolean, simCard: { __typename: 'SimCard', id: string, simCardNumber: string, simCardType: SimCardType | null, status: SimCardStatus | null, activatedDate: string | null } | null, services: { __typename: 'Services', voiceMail: boolean | null, voiceRoaming: boolean | null, internationalDialing: boolean | null, premiumServices: boolean | null, internetAccess: boolean | null, mobilePay: boolean | null, extraSecureMobile: boolean | null, dataRoamingEU: boolean | null, dataUsageNotificationMb: number | null, dataRoamingLimitEuros: number | null } | null, openActivations: Array<
    | { __typename: 'InPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
    | { __typename: 'NewSubscriptionActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
    | { __typename: 'OtherActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
    | { __typename: 'OutPortActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
    | { __typename: 'ResumeActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
    | { __typename: 'SetServicesActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
    | { __typename: 'SimSwapActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
    | { __typename: 'SuspendActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
    | { __typename: 'TerminateActivation', id: string, activationType: string, status: ActivationStatus, statusRaw: string, createdAt: string, referenceNumber: string | null }
  >, usageThisMonth: { __typename: 'UsageSummary', id: string, yearMonth: string | null, usageHomeData: number | null, usageHomeVoice: number | null, usageHomeSms: number | null, amountTotalUsage: number | null } | null };

export type WebhookDeskQueryVariables = Exact<{
  endpointId?: string | number | null | undefined;
}>;


export type WebhookDeskQuery = { __typename: 'Query', webhookEndpoints: Array<{ __typename: 'WebhookEndpoint', id: string, url: string, description: string | null, enabled: boolean, disabledReason: string | null, eventTypes: Array<WebhookEventType>, createdAt: string }>, failed: { __typename: 'QueryWebhookDeliveriesConnection', totalCount: number, edges: Array<{ __typename: 'QueryWebhookDeliveriesConnectionEdge', node: { __typename: 'WebhookDelivery', id: string, webhookId: string, eventType: WebhookEventType, status: WebhookDeliveryStatus, attempts: number, occurredAt: string, lastAttemptAt: string | null, deliveredAt: string | null, nextAttemptAt: string | null, lastStatusCode: number | null, lastError: string | null, endpoint: { __typename: 'WebhookEndpoint', id: string, url: string } | null, order: { __typename: 'PlacedOrder', id: string, activationType: string, referenceNumber: string | null } | null } }> }, recent: { __typename: 'QueryWebhookDeliveriesConnection', totalCount: number, edges: Array<{ __typename: 'QueryWebhookDeliveriesConnectionEdge', node: { __typename: 'WebhookDelivery', id: string, webhookId: string, eventType: WebhookEventType, status: WebhookDeliveryStatus, attempts: number, occurredAt: string, lastAttemptAt: string | null, deliveredAt: string | null, nextAttemptAt: string | null, lastStatusCode: number | null, lastError: string | null, endpoint: { __typename: 'WebhookEndpoint', id: string, url: string } | null, order: { __typename: 'PlacedOrder', id: string, activationType: string, referenceNumber: string | null } | null } }> } };

export type DeliveryRowFragment = { __typename: 'WebhookDelivery', id: string, webhookId: string, eventType: WebhookEventType, status: WebhookDeliveryStatus, attempts: number, occurredAt: string, lastAttemptAt: string | null, deliveredAt: string | null, nextAttemptAt: string | null, lastStatusCode: number | null, lastError: string | null, endpoint: { __typename: 'WebhookEndpoint', id: string, url: string } | null, order: { __typename: 'PlacedOrder', id: string, activationType: string, referenceNumber: string | null } | null };

export type ReplayWebhookDeliveryMutationVariables = Exact<{
  id: string | number;
}>;


export type ReplayWebhookDeliveryMutation = { __typename: 'Mutation', replayWebhookDelivery: { __typename: 'WebhookDelivery', id: string, webhookId: string, eventType: WebhookEventType, status: WebhookDeliveryStatus, attempts: number, occurredAt: string, lastAttemptAt: string | null, deliveredAt: string | null, nextAttemptAt: string | null, lastStatusCode: number | null, lastError: string | null, endpoint: { __typename: 'WebhookEndpoint', id: string, url: string } | null, order: { __typename: 'PlacedOrder', id: string, activationType: string, referenceNumber: string | null } | null } };

export type ReplayFailedWebhookDeliveriesMutationVariables = Exact<{
  endpointId: string | number;
  since: string;
}>;


export type ReplayFailedWebhookDeliveriesMutation = { __typename: 'Mutation', replayFailedWebhookDeliveries: number };

export type SetWebhookEndpointEnabledMutationVariables = Exact<{
  id: string | number;
  enabled: boolean;
}>;


export type SetWebhookEndpointEnabledMutation = { __typename: 'Mutation', updateWebhookEndpoint: { __typename: 'WebhookEndpoint', id: string, enabled: boolean, disabledReason: string | null } };

export const PlacedOrderRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlacedOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlacedOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusRaw"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finalAt"}},{"kind":"Field","name":{"kind":"Name","value":"placedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"callerId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<PlacedOrderRowFragment, unknown>;
export const HistoryChangeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivationStatusChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusRaw"}},{"kind":"Field","name":{"kind":"Name","value":"portingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"portingStatusRaw"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"observedAt"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"secondsInStatus"}}]}}]} as unknown as DocumentNode<HistoryChangeFragment, unknown>;
export const OrderProblemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderProblem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<OrderProblemFragment, unknown>;
export const SubscriptionViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MobileSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateRaw"}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"providerEnvironment"}},{"kind":"Field","name":{"kind":"Name","value":"activationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isEsim"}},{"kind":"Field","name":{"kind":"Name","value":"isDataSim"}},{"kind":"Field","name":{"kind":"Name","value":"simCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"simCardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"simCardType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activatedDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"voiceMail"}},{"kind":"Field","name":{"kind":"Name","value":"voiceRoaming"}},{"kind":"Field","name":{"kind":"Name","value":"internationalDialing"}},{"kind":"Field","name":{"kind":"Name","value":"premiumServices"}},{"kind":"Field","name":{"kind":"Name","value":"internetAccess"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePay"}},{"kind":"Field","name":{"kind":"Name","value":"extraSecureMobile"}},{"kind":"Field","name":{"kind":"Name","value":"dataRoamingEU"}},{"kind":"Field","name":{"kind":"Name","value":"dataUsageNotificationMb"}},{"kind":"Field","name":{"kind":"Name","value":"dataRoamingLimitEuros"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openActivations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusRaw"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usageThisMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"yearMonth"}},{"kind":"Field","name":{"kind":"Name","value":"usageHomeData"}},{"kind":"Field","name":{"kind":"Name","value":"usageHomeVoice"}},{"kind":"Field","name":{"kind":"Name","value":"usageHomeSms"}},{"kind":"Field","name":{"kind":"Name","value":"amountTotalUsage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSuspendSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanResumeSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSetServices"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSwapSim"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanPortOut"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanTerminateSubscription"}}]}}]} as unknown as DocumentNode<SubscriptionViewFragment, unknown>;
export const DeliveryRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}}]}}]}}]} as unknown as DocumentNode<DeliveryRowFragment, unknown>;
export const DevicesOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DevicesOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CallerKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"devicesOf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiveActivity"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<DevicesOfQuery, DevicesOfQueryVariables>;
export const JournalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Journal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"20"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PlacedOrderFilter"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"live"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"placedOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlacedOrderRow"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlacedOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlacedOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusRaw"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finalAt"}},{"kind":"Field","name":{"kind":"Name","value":"placedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"callerId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<JournalQuery, JournalQueryVariables>;
export const OrderCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlacedOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"heldBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrderCandidatesQuery, OrderCandidatesQueryVariables>;
export const ResolveUndecidedOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveUndecidedOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveUndecidedOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resolveUndecidedOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlacedOrderRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlacedOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlacedOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusRaw"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finalAt"}},{"kind":"Field","name":{"kind":"Name","value":"placedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"callerId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<ResolveUndecidedOrderMutation, ResolveUndecidedOrderMutationVariables>;
export const OrderProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OrderProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activationUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusRaw"}},{"kind":"Field","name":{"kind":"Name","value":"isFinal"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionView"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MobileSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateRaw"}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"providerEnvironment"}},{"kind":"Field","name":{"kind":"Name","value":"activationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isEsim"}},{"kind":"Field","name":{"kind":"Name","value":"isDataSim"}},{"kind":"Field","name":{"kind":"Name","value":"simCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"simCardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"simCardType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activatedDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"voiceMail"}},{"kind":"Field","name":{"kind":"Name","value":"voiceRoaming"}},{"kind":"Field","name":{"kind":"Name","value":"internationalDialing"}},{"kind":"Field","name":{"kind":"Name","value":"premiumServices"}},{"kind":"Field","name":{"kind":"Name","value":"internetAccess"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePay"}},{"kind":"Field","name":{"kind":"Name","value":"extraSecureMobile"}},{"kind":"Field","name":{"kind":"Name","value":"dataRoamingEU"}},{"kind":"Field","name":{"kind":"Name","value":"dataUsageNotificationMb"}},{"kind":"Field","name":{"kind":"Name","value":"dataRoamingLimitEuros"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openActivations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusRaw"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usageThisMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"yearMonth"}},{"kind":"Field","name":{"kind":"Name","value":"usageHomeData"}},{"kind":"Field","name":{"kind":"Name","value":"usageHomeVoice"}},{"kind":"Field","name":{"kind":"Name","value":"usageHomeSms"}},{"kind":"Field","name":{"kind":"Name","value":"amountTotalUsage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSuspendSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanResumeSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSetServices"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSwapSim"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanPortOut"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanTerminateSubscription"}}]}}]} as unknown as DocumentNode<OrderProgressSubscription, OrderProgressSubscriptionVariables>;
export const OrderHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryChange"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivationStatusChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusRaw"}},{"kind":"Field","name":{"kind":"Name","value":"portingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"portingStatusRaw"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"observedAt"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"secondsInStatus"}}]}}]} as unknown as DocumentNode<OrderHistoryQuery, OrderHistoryQueryVariables>;
export const SuspendSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SuspendSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SuspendSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"suspendSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SuspendSubscriptionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderProblem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderProblem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SuspendSubscriptionMutation, SuspendSubscriptionMutationVariables>;
export const ResumeSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resumeSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSubscriptionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderProblem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderProblem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ResumeSubscriptionMutation, ResumeSubscriptionMutationVariables>;
export const SetServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetServicesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setServices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetServicesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderProblem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderProblem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetServicesMutation, SetServicesMutationVariables>;
export const SwapSimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwapSim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SwapSimInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"swapSim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapSimPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderProblem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderProblem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SwapSimMutation, SwapSimMutationVariables>;
export const PortOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PortOut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PortOutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"portOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortOutPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderProblem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderProblem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PortOutMutation, PortOutMutationVariables>;
export const TerminateSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TerminateSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TerminateSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"terminateSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TerminateSubscriptionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderProblem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderProblem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TerminateSubscriptionMutation, TerminateSubscriptionMutationVariables>;
export const CancelTerminationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelTermination"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelTerminationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelTermination"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancelTerminationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderProblem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderProblem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CancelTerminationMutation, CancelTerminationMutationVariables>;
export const CancelPortOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelPortOut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelPortOutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelPortOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancelPortOutPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderProblem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderProblem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CancelPortOutMutation, CancelPortOutMutationVariables>;
export const PortInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PortIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PortInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"portIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortInPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderProblem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderProblem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PortInMutation, PortInMutationVariables>;
export const ChangePortInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePortIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePortInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changePortIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePortInPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderProblem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderProblem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePortInMutation, ChangePortInMutationVariables>;
export const CancelPortInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelPortIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelPortInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelPortIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancelPortInPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderProblem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderProblem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CancelPortInMutation, CancelPortInMutationVariables>;
export const OrderNewSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderNewSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderNewSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderNewSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderNewSubscriptionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderProblem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderProblem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<OrderNewSubscriptionMutation, OrderNewSubscriptionMutationVariables>;
export const CancelNewSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelNewSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelNewSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelNewSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancelNewSubscriptionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderProblem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderProblem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CancelNewSubscriptionMutation, CancelNewSubscriptionMutationVariables>;
export const SearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Search"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"readAs"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"scanned"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateRaw"}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"simCardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"providerEnvironment"}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"defer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"label"},"value":{"kind":"StringValue","value":"usage","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"usageThisMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usageHomeData"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusRaw"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"placedOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlacedOrderRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlacedOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlacedOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusRaw"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finalAt"}},{"kind":"Field","name":{"kind":"Name","value":"placedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"callerId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<SearchQuery, SearchQueryVariables>;
export const SubscriptionListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"20"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MobileSubscriptionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mobileSubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"PHONE_NUMBER"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateRaw"}},{"kind":"Field","name":{"kind":"Name","value":"providerEnvironment"}},{"kind":"Field","name":{"kind":"Name","value":"activationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isEsim"}},{"kind":"Field","name":{"kind":"Name","value":"simCardNumber"}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"defer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"label"},"value":{"kind":"StringValue","value":"usage","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"usageThisMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usageHomeData"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionListQuery, SubscriptionListQueryVariables>;
export const SubscriptionOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"live"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mobileSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusRaw"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isFinal"}},{"kind":"Field","name":{"kind":"Name","value":"placedOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"placedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"callerId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryChange"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivationStatusChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusRaw"}},{"kind":"Field","name":{"kind":"Name","value":"portingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"portingStatusRaw"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"observedAt"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"secondsInStatus"}}]}}]} as unknown as DocumentNode<SubscriptionOrdersQuery, SubscriptionOrdersQueryVariables>;
export const SubscriptionPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"live"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mobileSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MobileSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateRaw"}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"providerEnvironment"}},{"kind":"Field","name":{"kind":"Name","value":"activationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isEsim"}},{"kind":"Field","name":{"kind":"Name","value":"isDataSim"}},{"kind":"Field","name":{"kind":"Name","value":"simCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"simCardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"simCardType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activatedDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"voiceMail"}},{"kind":"Field","name":{"kind":"Name","value":"voiceRoaming"}},{"kind":"Field","name":{"kind":"Name","value":"internationalDialing"}},{"kind":"Field","name":{"kind":"Name","value":"premiumServices"}},{"kind":"Field","name":{"kind":"Name","value":"internetAccess"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePay"}},{"kind":"Field","name":{"kind":"Name","value":"extraSecureMobile"}},{"kind":"Field","name":{"kind":"Name","value":"dataRoamingEU"}},{"kind":"Field","name":{"kind":"Name","value":"dataUsageNotificationMb"}},{"kind":"Field","name":{"kind":"Name","value":"dataRoamingLimitEuros"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openActivations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusRaw"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usageThisMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"yearMonth"}},{"kind":"Field","name":{"kind":"Name","value":"usageHomeData"}},{"kind":"Field","name":{"kind":"Name","value":"usageHomeVoice"}},{"kind":"Field","name":{"kind":"Name","value":"usageHomeSms"}},{"kind":"Field","name":{"kind":"Name","value":"amountTotalUsage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSuspendSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanResumeSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSetServices"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanSwapSim"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanPortOut"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanTerminateSubscription"}}]}}]} as unknown as DocumentNode<SubscriptionPageQuery, SubscriptionPageQueryVariables>;
export const WebhookDeskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDesk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"failed"},"name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"FAILED"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryRow"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"recent"},"name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryRow"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}}]}}]}}]} as unknown as DocumentNode<WebhookDeskQuery, WebhookDeskQueryVariables>;
export const ReplayWebhookDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplayWebhookDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"replayWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}}]}}]}}]} as unknown as DocumentNode<ReplayWebhookDeliveryMutation, ReplayWebhookDeliveryMutationVariables>;
export const ReplayFailedWebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplayFailedWebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"replayFailedWebhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}]}]}}]} as unknown as DocumentNode<ReplayFailedWebhookDeliveriesMutation, ReplayFailedWebhookDeliveriesMutationVariables>;
export const SetWebhookEndpointEnabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetWebhookEndpointEnabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}}]}}]} as unknown as DocumentNode<SetWebhookEndpointEnabledMutation, SetWebhookEndpointEnabledMutationVariables>;