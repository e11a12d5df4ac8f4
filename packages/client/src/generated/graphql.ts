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

/** Direction of the traffic of a rate class, from the spec's rate class table. */
export type Direction =
  /** Mobile originating: made or sent from the subscription. */
  | 'MO'
  /** Mobile terminating: received by the subscription. */
  | 'MT';

/** Foreign-country type of a rate class, from the spec's rate class table. */
export type ForeignCountryType =
  /** International traffic. */
  | 'INTERNATIONAL'
  /** National traffic. */
  | 'NATIONAL';

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

/** A phone to tell of orders by push. */
export type RegisterDeviceInput = {
  /** The partner's activationId of the order that Live Activity shows: it is updated with that order's statuses alone. Without it, every order the device hears of updates it (its content-state names the activationId). */
  liveActivityActivationId?: string | null | undefined;
  /** iOS: the push token of the order's Live Activity (ActivityKit's pushToken, in hex), to update it on the lock screen. Register again with a new one when a new activity starts. */
  liveActivityToken?: string | null | undefined;
  /** Its push service. */
  platform: PushPlatform;
  /** Its push token: APNs' device token in hex (32 to 100 bytes), or the FCM registration token (its app instance's id, a colon, then letters, digits and _ . -). Kept encrypted; never answered. */
  token: string;
};

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

/** Traffic type of a rate class, from the spec's rate class table. */
export type TrafficType =
  /** Mobile internet. */
  | 'DATA'
  /** Multimedia messages. */
  | 'MMS'
  /** Text messages. */
  | 'SMS'
  /** Voice calls. */
  | 'VOICE';

/** What became of an order whose answer was lost and that no exact match could settle. */
export type UndecidedOrderDecision =
  /** The provider has no such order: its idempotency key is free again. */
  | 'NOT_PLACED'
  /** The provider has it: activationId names its activation. */
  | 'PLACED';

export type CancelNewSubscriptionMutationVariables = Exact<{
  input: CancelNewSubscriptionInput;
}>;


export type CancelNewSubscriptionMutation = { __typename: 'Mutation', cancelNewSubscription:
    | { __typename: 'CancelNewSubscriptionPayload', replayed: boolean, activation: { __typename: 'NewSubscriptionActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null } }
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', resource: string, key: string, message: string }
    | { __typename: 'OrderOutcomePendingError', idempotencyKey: string, message: string, pendingForSeconds: number }
    | { __typename: 'OrderOutcomeUnknownError', operation: string, message: string }
    | { __typename: 'ProviderRejectedError', errorCode: string, providerStatus: number, operation: string, message: string }
    | { __typename: 'ProviderUnavailableError', operation: string, retryAfterSeconds: number | null, message: string }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type CancelPortInMutationVariables = Exact<{
  input: CancelPortInInput;
}>;


export type CancelPortInMutation = { __typename: 'Mutation', cancelPortIn:
    | { __typename: 'CancelPortInPayload', replayed: boolean, activation: { __typename: 'InPortActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null } }
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', resource: string, key: string, message: string }
    | { __typename: 'OrderOutcomePendingError', idempotencyKey: string, message: string, pendingForSeconds: number }
    | { __typename: 'OrderOutcomeUnknownError', operation: string, message: string }
    | { __typename: 'ProviderRejectedError', errorCode: string, providerStatus: number, operation: string, message: string }
    | { __typename: 'ProviderUnavailableError', operation: string, retryAfterSeconds: number | null, message: string }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type CancelPortOutMutationVariables = Exact<{
  input: CancelPortOutInput;
}>;


export type CancelPortOutMutation = { __typename: 'Mutation', cancelPortOut:
    | { __typename: 'CancelPortOutPayload', replayed: boolean, activation: { __typename: 'OutPortActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null } }
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', resource: string, key: string, message: string }
    | { __typename: 'OrderOutcomePendingError', idempotencyKey: string, message: string, pendingForSeconds: number }
    | { __typename: 'OrderOutcomeUnknownError', operation: string, message: string }
    | { __typename: 'ProviderRejectedError', errorCode: string, providerStatus: number, operation: string, message: string }
    | { __typename: 'ProviderUnavailableError', operation: string, retryAfterSeconds: number | null, message: string }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type CancelTerminationMutationVariables = Exact<{
  input: CancelTerminationInput;
}>;


export type CancelTerminationMutation = { __typename: 'Mutation', cancelTermination:
    | { __typename: 'CancelTerminationPayload', replayed: boolean, activation: { __typename: 'TerminateActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null } }
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', resource: string, key: string, message: string }
    | { __typename: 'OrderOutcomePendingError', idempotencyKey: string, message: string, pendingForSeconds: number }
    | { __typename: 'OrderOutcomeUnknownError', operation: string, message: string }
    | { __typename: 'ProviderRejectedError', errorCode: string, providerStatus: number, operation: string, message: string }
    | { __typename: 'ProviderUnavailableError', operation: string, retryAfterSeconds: number | null, message: string }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type ChangePortInMutationVariables = Exact<{
  input: ChangePortInInput;
}>;


export type ChangePortInMutation = { __typename: 'Mutation', changePortIn:
    | { __typename: 'ChangePortInPayload', replayed: boolean, activation: { __typename: 'InPortActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null } }
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', resource: string, key: string, message: string }
    | { __typename: 'OrderOutcomePendingError', idempotencyKey: string, message: string, pendingForSeconds: number }
    | { __typename: 'OrderOutcomeUnknownError', operation: string, message: string }
    | { __typename: 'ProviderRejectedError', errorCode: string, providerStatus: number, operation: string, message: string }
    | { __typename: 'ProviderUnavailableError', operation: string, retryAfterSeconds: number | null, message: string }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type DashboardQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  deferSlow?: boolean | null | undefined;
}>;


export type DashboardQuery = { __typename: 'Query', mobileSubscriptions: { __typename: 'QueryMobileSubscriptionsConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'QueryMobileSubscriptionsConnectionEdge', node: { __typename: 'MobileSubscription', id: string, phoneNumber: string | null, state: SubscriptionState | null, providerEnvironment: ProviderEnvironment | null, isEsim: boolean | null, simCard: { __typename: 'SimCard', id: string, simCardNumber: string, status: SimCardStatus | null, simCardType: SimCardType | null } | null, activations: { __typename: 'MobileSubscriptionActivationsConnection', totalCount: number, edges: Array<{ __typename: 'MobileSubscriptionActivationsConnectionEdge', node:
              | { __typename: 'InPortActivation', portingStatus: PortingStatus | null, approvedDate: string | null, id: string, activationType: string, status: ActivationStatus, createdAt: string }
              | { __typename: 'NewSubscriptionActivation', id: string, activationType: string, status: ActivationStatus, createdAt: string }
              | { __typename: 'OtherActivation', id: string, activationType: string, status: ActivationStatus, createdAt: string }
              | { __typename: 'OutPortActivation', id: string, activationType: string, status: ActivationStatus, createdAt: string }
              | { __typename: 'ResumeActivation', id: string, activationType: string, status: ActivationStatus, createdAt: string }
              | { __typename: 'SetServicesActivation', id: string, activationType: string, status: ActivationStatus, createdAt: string }
              | { __typename: 'SimSwapActivation', id: string, activationType: string, status: ActivationStatus, createdAt: string }
              | { __typename: 'SuspendActivation', id: string, activationType: string, status: ActivationStatus, createdAt: string }
              | { __typename: 'TerminateActivation', id: string, activationType: string, status: ActivationStatus, createdAt: string }
             }> } | null } & ({ __typename: 'MobileSubscription' } | { __typename: 'MobileSubscription' }) & ({ usage: Array<{ __typename: 'UsageSummary', id: string, yearMonth: string | null, usageHomeData: number | null, amountTotalUsage: number | null }> | null } | { usage?: never }) }> }, openOrders: { __typename: 'QueryActivationsConnection', totalCount: number, edges: Array<{ __typename: 'QueryActivationsConnectionEdge', node:
        | { __typename: 'InPortActivation', id: string, activationType: string, status: ActivationStatus, phoneNumber: string | null, providerOrderNumber: string | null }
        | { __typename: 'NewSubscriptionActivation', id: string, activationType: string, status: ActivationStatus, phoneNumber: string | null, providerOrderNumber: string | null }
        | { __typename: 'OtherActivation', id: string, activationType: string, status: ActivationStatus, phoneNumber: string | null, providerOrderNumber: string | null }
        | { __typename: 'OutPortActivation', id: string, activationType: string, status: ActivationStatus, phoneNumber: string | null, providerOrderNumber: string | null }
        | { __typename: 'ResumeActivation', id: string, activationType: string, status: ActivationStatus, phoneNumber: string | null, providerOrderNumber: string | null }
        | { __typename: 'SetServicesActivation', id: string, activationType: string, status: ActivationStatus, phoneNumber: string | null, providerOrderNumber: string | null }
        | { __typename: 'SimSwapActivation', id: string, activationType: string, status: ActivationStatus, phoneNumber: string | null, providerOrderNumber: string | null }
        | { __typename: 'SuspendActivation', id: string, activationType: string, status: ActivationStatus, phoneNumber: string | null, providerOrderNumber: string | null }
        | { __typename: 'TerminateActivation', id: string, activationType: string, status: ActivationStatus, phoneNumber: string | null, providerOrderNumber: string | null }
       }> } } & ({ __typename: 'Query' } | { __typename: 'Query' }) & ({ cdrMonths: { __typename: 'QueryCdrMonthsConnection', edges: Array<{ __typename: 'QueryCdrMonthsConnectionEdge', node: { __typename: 'CdrMonth', id: string, yearMonth: string } }> } } | { cdrMonths?: never }) & ({ invoices: { __typename: 'QueryInvoicesConnection', edges: Array<{ __typename: 'QueryInvoicesConnectionEdge', node: { __typename: 'Invoice', id: string, invoiceNumber: string | null, yearMonth: string | null, totalInclVAT: number | null, status: string | null } }> } | null } | { invoices?: never });

export type FollowActivationSubscriptionVariables = Exact<{
  id?: string | number | null | undefined;
  idempotencyKey?: string | null | undefined;
  since?: string | null | undefined;
}>;


export type FollowActivationSubscription = { activationUpdated:
    | { __typename: 'InPortActivation', portingStatus: PortingStatus | null, approvedDate: string | null, changeWindowClosesAt: string | null, id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'NewSubscriptionActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'OtherActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'OutPortActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'ResumeActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'SetServicesActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'SimSwapActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'SuspendActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'TerminateActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
   };

export type FollowActivationsSubscriptionVariables = Exact<{
  ids: Array<string | number> | string | number;
  since?: string | null | undefined;
}>;


export type FollowActivationsSubscription = { activationsUpdated:
    | { __typename: 'InPortActivation', portingStatus: PortingStatus | null, id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'NewSubscriptionActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'OtherActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'OutPortActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'ResumeActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'SetServicesActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'SimSwapActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'SuspendActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'TerminateActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
   };

export type MobileSubscriptionActivitySubscriptionVariables = Exact<{
  subscriptionId?: string | number | null | undefined;
  phoneNumber?: string | null | undefined;
  since?: string | null | undefined;
}>;


export type MobileSubscriptionActivitySubscription = { mobileSubscriptionActivity:
    | { __typename: 'InPortActivation', portingStatus: PortingStatus | null, id: string, activationId: string, activationType: string, status: ActivationStatus, isFinal: boolean, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'NewSubscriptionActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, isFinal: boolean, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'OtherActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, isFinal: boolean, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'OutPortActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, isFinal: boolean, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'ResumeActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, isFinal: boolean, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'SetServicesActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, isFinal: boolean, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'SimSwapActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, isFinal: boolean, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'SuspendActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, isFinal: boolean, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'TerminateActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, isFinal: boolean, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
   };

type OrderedActivation_InPortActivation_Fragment = { __typename: 'InPortActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null };

type OrderedActivation_NewSubscriptionActivation_Fragment = { __typename: 'NewSubscriptionActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null };

type OrderedActivation_OtherActivation_Fragment = { __typename: 'OtherActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null };

type OrderedActivation_OutPortActivation_Fragment = { __typename: 'OutPortActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null };

type OrderedActivation_ResumeActivation_Fragment = { __typename: 'ResumeActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null };

type OrderedActivation_SetServicesActivation_Fragment = { __typename: 'SetServicesActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null };

type OrderedActivation_SimSwapActivation_Fragment = { __typename: 'SimSwapActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null };

type OrderedActivation_SuspendActivation_Fragment = { __typename: 'SuspendActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null };

type OrderedActivation_TerminateActivation_Fragment = { __typename: 'TerminateActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null };

export type OrderedActivationFragment =
  | OrderedActivation_InPortActivation_Fragment
  | OrderedActivation_NewSubscriptionActivation_Fragment
  | OrderedActivation_OtherActivation_Fragment
  | OrderedActivation_OutPortActivation_Fragment
  | OrderedActivation_ResumeActivation_Fragment
  | OrderedActivation_SetServicesActivation_Fragment
  | OrderedActivation_SimSwapActivation_Fragment
  | OrderedActivation_SuspendActivation_Fragment
  | OrderedActivation_TerminateActivation_Fragment
;

type OrderRefusal_IdempotencyConflictError_Fragment = { __typename: 'IdempotencyConflictError', idempotencyKey: string, message: string };

type OrderRefusal_JournalUnavailableError_Fragment = { __typename: 'JournalUnavailableError', message: string };

type OrderRefusal_NotFoundError_Fragment = { __typename: 'NotFoundError', resource: string, key: string, message: string };

type OrderRefusal_OrderOutcomePendingError_Fragment = { __typename: 'OrderOutcomePendingError', idempotencyKey: string, message: string, pendingForSeconds: number };

type OrderRefusal_OrderOutcomeUnknownError_Fragment = { __typename: 'OrderOutcomeUnknownError', operation: string, message: string };

type OrderRefusal_ProviderRejectedError_Fragment = { __typename: 'ProviderRejectedError', errorCode: string, providerStatus: number, operation: string, message: string };

type OrderRefusal_ProviderUnavailableError_Fragment = { __typename: 'ProviderUnavailableError', operation: string, retryAfterSeconds: number | null, message: string };

type OrderRefusal_ValidationError_Fragment = { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> };

export type OrderRefusalFragment =
  | OrderRefusal_IdempotencyConflictError_Fragment
  | OrderRefusal_JournalUnavailableError_Fragment
  | OrderRefusal_NotFoundError_Fragment
  | OrderRefusal_OrderOutcomePendingError_Fragment
  | OrderRefusal_OrderOutcomeUnknownError_Fragment
  | OrderRefusal_ProviderRejectedError_Fragment
  | OrderRefusal_ProviderUnavailableError_Fragment
  | OrderRefusal_ValidationError_Fragment
;

export type OrderNewSubscriptionMutationVariables = Exact<{
  input: OrderNewSubscriptionInput;
}>;


export type OrderNewSubscriptionMutation = { __typename: 'Mutation', orderNewSubscription:
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'OrderNewSubscriptionPayload', replayed: boolean, activation: { __typename: 'NewSubscriptionActivation', id: string, activationId: string, status: ActivationStatus, providerEnvironment: ProviderEnvironment | null, subscriptionId: string | null } }
    | { __typename: 'OrderOutcomePendingError', message: string }
    | { __typename: 'OrderOutcomeUnknownError', message: string }
    | { __typename: 'ProviderRejectedError', message: string, errorCode: string, providerStatus: number }
    | { __typename: 'ProviderUnavailableError', message: string }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type PlacedOrdersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: PlacedOrderFilter | null | undefined;
}>;


export type PlacedOrdersQuery = { __typename: 'Query', placedOrders: { __typename: 'QueryPlacedOrdersConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'QueryPlacedOrdersConnectionEdge', node: { __typename: 'PlacedOrder', id: string, mutation: string, operation: string, activationType: string, idempotencyKey: string | null, referenceNumber: string | null, outcome: PlacedOrderOutcome, status: ActivationStatus | null, providerOrderNumber: string | null, placedAt: string, answeredAt: string | null, finalAt: string | null, error: { __typename: 'OrderRejection', errorType: string, errorCode: string | null, message: string } | null, activation:
          | { __typename: 'InPortActivation', id: string, activationId: string, status: ActivationStatus }
          | { __typename: 'NewSubscriptionActivation', id: string, activationId: string, status: ActivationStatus }
          | { __typename: 'OtherActivation', id: string, activationId: string, status: ActivationStatus }
          | { __typename: 'OutPortActivation', id: string, activationId: string, status: ActivationStatus }
          | { __typename: 'ResumeActivation', id: string, activationId: string, status: ActivationStatus }
          | { __typename: 'SetServicesActivation', id: string, activationId: string, status: ActivationStatus }
          | { __typename: 'SimSwapActivation', id: string, activationId: string, status: ActivationStatus }
          | { __typename: 'SuspendActivation', id: string, activationId: string, status: ActivationStatus }
          | { __typename: 'TerminateActivation', id: string, activationId: string, status: ActivationStatus }
         | null } }> } };

export type PortInMutationVariables = Exact<{
  input: PortInInput;
}>;


export type PortInMutation = { __typename: 'Mutation', portIn:
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', resource: string, key: string, message: string }
    | { __typename: 'OrderOutcomePendingError', idempotencyKey: string, message: string, pendingForSeconds: number }
    | { __typename: 'OrderOutcomeUnknownError', operation: string, message: string }
    | { __typename: 'PortInPayload', replayed: boolean, activation: { __typename: 'InPortActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null } }
    | { __typename: 'ProviderRejectedError', errorCode: string, providerStatus: number, operation: string, message: string }
    | { __typename: 'ProviderUnavailableError', operation: string, retryAfterSeconds: number | null, message: string }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type PortOutMutationVariables = Exact<{
  input: PortOutInput;
}>;


export type PortOutMutation = { __typename: 'Mutation', portOut:
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', resource: string, key: string, message: string }
    | { __typename: 'OrderOutcomePendingError', idempotencyKey: string, message: string, pendingForSeconds: number }
    | { __typename: 'OrderOutcomeUnknownError', operation: string, message: string }
    | { __typename: 'PortOutPayload', replayed: boolean, activation: { __typename: 'OutPortActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null } }
    | { __typename: 'ProviderRejectedError', errorCode: string, providerStatus: number, operation: string, message: string }
    | { __typename: 'ProviderUnavailableError', operation: string, retryAfterSeconds: number | null, message: string }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type RegisterDeviceMutationVariables = Exact<{
  input: RegisterDeviceInput;
}>;


export type RegisterDeviceMutation = { __typename: 'Mutation', registerDevice: { __typename: 'Device', id: string, platform: PushPlatform, hasLiveActivity: boolean, registeredAt: string, updatedAt: string } };

export type ResolveUndecidedOrderMutationVariables = Exact<{
  id: string | number;
  input: ResolveUndecidedOrderInput;
}>;


export type ResolveUndecidedOrderMutation = { __typename: 'Mutation', resolveUndecidedOrder: { __typename: 'PlacedOrder', id: string, outcome: PlacedOrderOutcome, activation:
      | { __typename: 'InPortActivation', id: string, activationId: string, status: ActivationStatus }
      | { __typename: 'NewSubscriptionActivation', id: string, activationId: string, status: ActivationStatus }
      | { __typename: 'OtherActivation', id: string, activationId: string, status: ActivationStatus }
      | { __typename: 'OutPortActivation', id: string, activationId: string, status: ActivationStatus }
      | { __typename: 'ResumeActivation', id: string, activationId: string, status: ActivationStatus }
      | { __typename: 'SetServicesActivation', id: string, activationId: string, status: ActivationStatus }
      | { __typename: 'SimSwapActivation', id: string, activationId: string, status: ActivationStatus }
      | { __typename: 'SuspendActivation', id: string, activationId: string, status: ActivationStatus }
      | { __typename: 'TerminateActivation', id: string, activationId: string, status: ActivationStatus }
     | null, resolution: { __typename: 'OrderResolution', decidedBy: string, decidedAt: string, note: string } | null } };

export type ResumeSubscriptionMutationVariables = Exact<{
  input: ResumeSubscriptionInput;
}>;


export type ResumeSubscriptionMutation = { __typename: 'Mutation', resumeSubscription:
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', resource: string, key: string, message: string }
    | { __typename: 'OrderOutcomePendingError', idempotencyKey: string, message: string, pendingForSeconds: number }
    | { __typename: 'OrderOutcomeUnknownError', operation: string, message: string }
    | { __typename: 'ProviderRejectedError', errorCode: string, providerStatus: number, operation: string, message: string }
    | { __typename: 'ProviderUnavailableError', operation: string, retryAfterSeconds: number | null, message: string }
    | { __typename: 'ResumeSubscriptionPayload', replayed: boolean, activation: { __typename: 'ResumeActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null } }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type SetServicesMutationVariables = Exact<{
  input: SetServicesInput;
}>;


export type SetServicesMutation = { __typename: 'Mutation', setServices:
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', resource: string, key: string, message: string }
    | { __typename: 'OrderOutcomePendingError', idempotencyKey: string, message: string, pendingForSeconds: number }
    | { __typename: 'OrderOutcomeUnknownError', operation: string, message: string }
    | { __typename: 'ProviderRejectedError', errorCode: string, providerStatus: number, operation: string, message: string }
    | { __typename: 'ProviderUnavailableError', operation: string, retryAfterSeconds: number | null, message: string }
    | { __typename: 'SetServicesPayload', replayed: boolean, activation: { __typename: 'SetServicesActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null } }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type SubscriptionDetailQueryVariables = Exact<{
  phoneNumber: string;
  yearMonth?: string | null | undefined;
}>;


export type SubscriptionDetailQuery = { __typename: 'Query', mobileSubscription: { __typename: 'MobileSubscription', id: string, subscriptionId: string, phoneNumber: string | null, state: SubscriptionState | null, simCard: { __typename: 'SimCard', id: string, simCardNumber: string, status: SimCardStatus | null } | null, services: { __typename: 'Services', voiceMail: boolean | null, dataRoamingEU: boolean | null, dataRoamingLimitation: string | null, dataRoamingLimitEuros: number | null, dataUsageNotificationMb: number | null } | null, activations: { __typename: 'MobileSubscriptionActivationsConnection', edges: Array<{ __typename: 'MobileSubscriptionActivationsConnectionEdge', node:
          | { __typename: 'InPortActivation', id: string, activationType: string, status: ActivationStatus, explanation: string | null }
          | { __typename: 'NewSubscriptionActivation', id: string, activationType: string, status: ActivationStatus, explanation: string | null }
          | { __typename: 'OtherActivation', id: string, activationType: string, status: ActivationStatus, explanation: string | null }
          | { __typename: 'OutPortActivation', id: string, activationType: string, status: ActivationStatus, explanation: string | null }
          | { __typename: 'ResumeActivation', id: string, activationType: string, status: ActivationStatus, explanation: string | null }
          | { __typename: 'SetServicesActivation', id: string, activationType: string, status: ActivationStatus, explanation: string | null }
          | { __typename: 'SimSwapActivation', id: string, activationType: string, status: ActivationStatus, explanation: string | null }
          | { __typename: 'SuspendActivation', id: string, activationType: string, status: ActivationStatus, explanation: string | null }
          | { __typename: 'TerminateActivation', id: string, activationType: string, status: ActivationStatus, explanation: string | null }
         }> } | null, cdrs: { __typename: 'MobileSubscriptionCdrsConnection', totalCount: number, edges: Array<{ __typename: 'MobileSubscriptionCdrsConnectionEdge', node: { __typename: 'Cdr', id: string, usageDate: string | null, volume: number | null, amount: number | null, rateClass: { __typename: 'RateClass', code: string, trafficType: TrafficType, foreignCountryType: ForeignCountryType, direction: Direction } | null, module: { __typename: 'BundleModule', code: string, description: string | null } | null } }> } | null } | null };

export type SuspendSubscriptionMutationVariables = Exact<{
  input: SuspendSubscriptionInput;
}>;


export type SuspendSubscriptionMutation = { __typename: 'Mutation', suspendSubscription:
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', resource: string, key: string, message: string }
    | { __typename: 'OrderOutcomePendingError', idempotencyKey: string, message: string, pendingForSeconds: number }
    | { __typename: 'OrderOutcomeUnknownError', operation: string, message: string }
    | { __typename: 'ProviderRejectedError', errorCode: string, providerStatus: number, operation: string, message: string }
    | { __typename: 'ProviderUnavailableError', operation: string, retryAfterSeconds: number | null, message: string }
    | { __typename: 'SuspendSubscriptionPayload', replayed: boolean, activation: { __typename: 'SuspendActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null } }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type SwapSimMutationVariables = Exact<{
  input: SwapSimInput;
}>;


export type SwapSimMutation = { __typename: 'Mutation', swapSim:
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', resource: string, key: string, message: string }
    | { __typename: 'OrderOutcomePendingError', idempotencyKey: string, message: string, pendingForSeconds: number }
    | { __typename: 'OrderOutcomeUnknownError', operation: string, message: string }
    | { __typename: 'ProviderRejectedError', errorCode: string, providerStatus: number, operation: string, message: string }
    | { __typename: 'ProviderUnavailableError', operation: string, retryAfterSeconds: number | null, message: string }
    | { __typename: 'SwapSimPayload', replayed: boolean, activation: { __typename: 'SimSwapActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null } }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type TerminateSubscriptionMutationVariables = Exact<{
  input: TerminateSubscriptionInput;
}>;


export type TerminateSubscriptionMutation = { __typename: 'Mutation', terminateSubscription:
    | { __typename: 'IdempotencyConflictError', idempotencyKey: string, message: string }
    | { __typename: 'JournalUnavailableError', message: string }
    | { __typename: 'NotFoundError', resource: string, key: string, message: string }
    | { __typename: 'OrderOutcomePendingError', idempotencyKey: string, message: string, pendingForSeconds: number }
    | { __typename: 'OrderOutcomeUnknownError', operation: string, message: string }
    | { __typename: 'ProviderRejectedError', errorCode: string, providerStatus: number, operation: string, message: string }
    | { __typename: 'ProviderUnavailableError', operation: string, retryAfterSeconds: number | null, message: string }
    | { __typename: 'TerminateSubscriptionPayload', replayed: boolean, activation: { __typename: 'TerminateActivation', id: string, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null } }
    | { __typename: 'ValidationError', message: string, fields: Array<{ __typename: 'FieldError', path: string, message: string }> }
   | null };

export type UnregisterDeviceMutationVariables = Exact<{
  id: string | number;
}>;


export type UnregisterDeviceMutation = { __typename: 'Mutation', unregisterDevice: string };

export const OrderedActivationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderedActivation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}}]} as unknown as DocumentNode<OrderedActivationFragment, unknown>;
export const OrderRefusalFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderRejectedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomeUnknownError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomePendingError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}},{"kind":"Field","alias":{"kind":"Name","value":"pendingForSeconds"},"name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdempotencyConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}}]}}]}}]} as unknown as DocumentNode<OrderRefusalFragment, unknown>;
export const CancelNewSubscriptionDocument = {"__meta__":{"hash":"sha256:df7e13cd998775d0a2a9b02ba491423d7b9eee43817186fd4f35381e302a52bf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelNewSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelNewSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelNewSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancelNewSubscriptionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderedActivation"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderedActivation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderRejectedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomeUnknownError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomePendingError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}},{"kind":"Field","alias":{"kind":"Name","value":"pendingForSeconds"},"name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdempotencyConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}}]}}]}}]} as unknown as DocumentNode<CancelNewSubscriptionMutation, CancelNewSubscriptionMutationVariables>;
export const CancelPortInDocument = {"__meta__":{"hash":"sha256:f68e21fa611c4f6eaefbfdc830050bf188a39dff1deaf1f46be31f675ece0c09"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelPortIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelPortInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelPortIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancelPortInPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderedActivation"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderedActivation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderRejectedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomeUnknownError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomePendingError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}},{"kind":"Field","alias":{"kind":"Name","value":"pendingForSeconds"},"name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdempotencyConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}}]}}]}}]} as unknown as DocumentNode<CancelPortInMutation, CancelPortInMutationVariables>;
export const CancelPortOutDocument = {"__meta__":{"hash":"sha256:78aaa7dd32f7156df84ca1d4f06c4b5857097fe0e55ed2f5c001965a749f188b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelPortOut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelPortOutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelPortOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancelPortOutPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderedActivation"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderedActivation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderRejectedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomeUnknownError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomePendingError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}},{"kind":"Field","alias":{"kind":"Name","value":"pendingForSeconds"},"name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdempotencyConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}}]}}]}}]} as unknown as DocumentNode<CancelPortOutMutation, CancelPortOutMutationVariables>;
export const CancelTerminationDocument = {"__meta__":{"hash":"sha256:3f748dad33719d3a83467ed2f58531da9c5c49f1342862a993ef5e3199932a9d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelTermination"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelTerminationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelTermination"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancelTerminationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderedActivation"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderedActivation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderRejectedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomeUnknownError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomePendingError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}},{"kind":"Field","alias":{"kind":"Name","value":"pendingForSeconds"},"name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdempotencyConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}}]}}]}}]} as unknown as DocumentNode<CancelTerminationMutation, CancelTerminationMutationVariables>;
export const ChangePortInDocument = {"__meta__":{"hash":"sha256:8413e6fa7b0b65d18fe636d886b4d770d33217a9c7452a1804b6a966826394c1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePortIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePortInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changePortIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePortInPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderedActivation"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderedActivation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderRejectedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomeUnknownError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomePendingError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}},{"kind":"Field","alias":{"kind":"Name","value":"pendingForSeconds"},"name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdempotencyConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}}]}}]}}]} as unknown as DocumentNode<ChangePortInMutation, ChangePortInMutationVariables>;
export const DashboardDocument = {"__meta__":{"hash":"sha256:07d14fd52a7fcc8078f21a59f8ba1a7c61445e81558ecf44fc6e52858c6a5a1c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"10"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deferSlow"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mobileSubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"PHONE_NUMBER"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"providerEnvironment"}},{"kind":"Field","name":{"kind":"Name","value":"isEsim"}},{"kind":"Field","name":{"kind":"Name","value":"simCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"simCardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"simCardType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InPortActivation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"portingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}}]}}]}}]}}]}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"defer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deferSlow"}}},{"kind":"Argument","name":{"kind":"Name","value":"label"},"value":{"kind":"StringValue","value":"usage","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"yearMonth"}},{"kind":"Field","name":{"kind":"Name","value":"usageHomeData"}},{"kind":"Field","name":{"kind":"Name","value":"amountTotalUsage"}}]}}]}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"openOrders"},"name":{"kind":"Name","value":"activations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"BUSY"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"CREATED_AT"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}}]}}]}}]}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"defer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deferSlow"}}},{"kind":"Argument","name":{"kind":"Name","value":"label"},"value":{"kind":"StringValue","value":"billing","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cdrMonths"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"13"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"YEAR_MONTH"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"yearMonth"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"INVOICE_DATE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"yearMonth"}},{"kind":"Field","name":{"kind":"Name","value":"totalInclVAT"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const FollowActivationDocument = {"__meta__":{"hash":"sha256:3cccf8c19bd49f6fea2cdc10f6fb051fa11516300584aa5e04c209db36ba0679"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FollowActivation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activationUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InPortActivation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"portingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}},{"kind":"Field","name":{"kind":"Name","value":"changeWindowClosesAt"}}]}}]}}]}}]} as unknown as DocumentNode<FollowActivationSubscription, FollowActivationSubscriptionVariables>;
export const FollowActivationsDocument = {"__meta__":{"hash":"sha256:63c2d8c9ffe952012a510a7ea293cbe5831e0689fec9f67f40b271516eb0f080"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FollowActivations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activationsUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InPortActivation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"portingStatus"}}]}}]}}]}}]} as unknown as DocumentNode<FollowActivationsSubscription, FollowActivationsSubscriptionVariables>;
export const MobileSubscriptionActivityDocument = {"__meta__":{"hash":"sha256:c8dc2e136bff7a433b13233154415b434a73d0239b97497b967ce4d72b052d54"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MobileSubscriptionActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mobileSubscriptionActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isFinal"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InPortActivation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"portingStatus"}}]}}]}}]}}]} as unknown as DocumentNode<MobileSubscriptionActivitySubscription, MobileSubscriptionActivitySubscriptionVariables>;
export const OrderNewSubscriptionDocument = {"__meta__":{"hash":"sha256:07473393018fe4fcd8202c01c107165f432594829fbe5d4745b07df27c105fdc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderNewSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderNewSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderNewSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderNewSubscriptionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerEnvironment"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderRejectedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}}]}}]}}]}}]} as unknown as DocumentNode<OrderNewSubscriptionMutation, OrderNewSubscriptionMutationVariables>;
export const PlacedOrdersDocument = {"__meta__":{"hash":"sha256:a1ad1e6d24c92d4a24bdacc428fcfef902a926905932e45780e83df696295f03"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlacedOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"20"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PlacedOrderFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"placedOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"finalAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PlacedOrdersQuery, PlacedOrdersQueryVariables>;
export const PortInDocument = {"__meta__":{"hash":"sha256:cd991b8cf4ad9f73ded3fd25930991dab9a5f246031c03de73f8365b2d56dda5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PortIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PortInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"portIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortInPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderedActivation"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderedActivation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderRejectedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomeUnknownError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomePendingError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}},{"kind":"Field","alias":{"kind":"Name","value":"pendingForSeconds"},"name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdempotencyConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}}]}}]}}]} as unknown as DocumentNode<PortInMutation, PortInMutationVariables>;
export const PortOutDocument = {"__meta__":{"hash":"sha256:3c3ada6b6111ec0e49580778c372ab3d3e830a4d8d297fc096d5be84c3750637"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PortOut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PortOutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"portOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortOutPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderedActivation"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderedActivation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderRejectedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomeUnknownError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomePendingError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}},{"kind":"Field","alias":{"kind":"Name","value":"pendingForSeconds"},"name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdempotencyConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}}]}}]}}]} as unknown as DocumentNode<PortOutMutation, PortOutMutationVariables>;
export const RegisterDeviceDocument = {"__meta__":{"hash":"sha256:94d1997ec5e12ec102af610632103ff9c15144d317f1b2235b3adf046198332a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterDeviceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"registerDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiveActivity"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<RegisterDeviceMutation, RegisterDeviceMutationVariables>;
export const ResolveUndecidedOrderDocument = {"__meta__":{"hash":"sha256:75211ba3cccfb3d7f6797c30c7394691b973747add6e4d250a5f940e2c9fda36"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveUndecidedOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveUndecidedOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resolveUndecidedOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<ResolveUndecidedOrderMutation, ResolveUndecidedOrderMutationVariables>;
export const ResumeSubscriptionDocument = {"__meta__":{"hash":"sha256:a6b25e75f678a50449806172ad908b9bab2166f7828f1ef9a1e2d2fa7e486c6b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resumeSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResumeSubscriptionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderedActivation"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderedActivation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderRejectedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomeUnknownError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomePendingError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}},{"kind":"Field","alias":{"kind":"Name","value":"pendingForSeconds"},"name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdempotencyConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}}]}}]}}]} as unknown as DocumentNode<ResumeSubscriptionMutation, ResumeSubscriptionMutationVariables>;
export const SetServicesDocument = {"__meta__":{"hash":"sha256:4fb86244e1bddd0decc00d1a4743aedd0a9a4bf9097755e924fd69a3d6b4693b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetServicesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setServices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetServicesPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderedActivation"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderedActivation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderRejectedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomeUnknownError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomePendingError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}},{"kind":"Field","alias":{"kind":"Name","value":"pendingForSeconds"},"name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdempotencyConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}}]}}]}}]} as unknown as DocumentNode<SetServicesMutation, SetServicesMutationVariables>;
export const SubscriptionDetailDocument = {"__meta__":{"hash":"sha256:e5f08acc5ef9888baa9296eb51e6e541a5d050a26abc6d8c1198f9dafca117e7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"yearMonth"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"YearMonth"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mobileSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"simCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"simCardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"voiceMail"}},{"kind":"Field","name":{"kind":"Name","value":"dataRoamingEU"}},{"kind":"Field","name":{"kind":"Name","value":"dataRoamingLimitation"}},{"kind":"Field","name":{"kind":"Name","value":"dataRoamingLimitEuros"}},{"kind":"Field","name":{"kind":"Name","value":"dataUsageNotificationMb"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cdrs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"yearMonth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"yearMonth"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usageDate"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"rateClass"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"trafficType"}},{"kind":"Field","name":{"kind":"Name","value":"foreignCountryType"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}}]}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionDetailQuery, SubscriptionDetailQueryVariables>;
export const SuspendSubscriptionDocument = {"__meta__":{"hash":"sha256:894bd60ae26ff9426938fed0aa055f3cf97d21fa869efce92aefeb060510354e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SuspendSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SuspendSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"suspendSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SuspendSubscriptionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderedActivation"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderedActivation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderRejectedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomeUnknownError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomePendingError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}},{"kind":"Field","alias":{"kind":"Name","value":"pendingForSeconds"},"name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdempotencyConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}}]}}]}}]} as unknown as DocumentNode<SuspendSubscriptionMutation, SuspendSubscriptionMutationVariables>;
export const SwapSimDocument = {"__meta__":{"hash":"sha256:9737d20cb57049cee7b5eea2b88e59b53e379695e7480b453a0ab0d6e733e69e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwapSim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SwapSimInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"swapSim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapSimPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderedActivation"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderedActivation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderRejectedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomeUnknownError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomePendingError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}},{"kind":"Field","alias":{"kind":"Name","value":"pendingForSeconds"},"name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdempotencyConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}}]}}]}}]} as unknown as DocumentNode<SwapSimMutation, SwapSimMutationVariables>;
export const TerminateSubscriptionDocument = {"__meta__":{"hash":"sha256:cc9d31ecc66bb2ce4c27d971617444327a894d1a89addd28a7c15c89a6fba882"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TerminateSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TerminateSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"terminateSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TerminateSubscriptionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderedActivation"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderedActivation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderRejectedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomeUnknownError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOutcomePendingError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}},{"kind":"Field","alias":{"kind":"Name","value":"pendingForSeconds"},"name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdempotencyConflictError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"idempotencyKey"}}]}}]}}]} as unknown as DocumentNode<TerminateSubscriptionMutation, TerminateSubscriptionMutationVariables>;
export const UnregisterDeviceDocument = {"__meta__":{"hash":"sha256:9fd99dfa0d2603e585b4ec889d5dc4647818c446b1ec16cd9f4f7385e3ca154b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnregisterDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unregisterDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<UnregisterDeviceMutation, UnregisterDeviceMutationVariables>;