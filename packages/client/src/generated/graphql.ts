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


export const DashboardDocument = {"__meta__":{"hash":"sha256:07d14fd52a7fcc8078f21a59f8ba1a7c61445e81558ecf44fc6e52858c6a5a1c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"10"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deferSlow"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mobileSubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"PHONE_NUMBER"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"providerEnvironment"}},{"kind":"Field","name":{"kind":"Name","value":"isEsim"}},{"kind":"Field","name":{"kind":"Name","value":"simCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"simCardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"simCardType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InPortActivation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"portingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}}]}}]}}]}}]}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"defer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deferSlow"}}},{"kind":"Argument","name":{"kind":"Name","value":"label"},"value":{"kind":"StringValue","value":"usage","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"yearMonth"}},{"kind":"Field","name":{"kind":"Name","value":"usageHomeData"}},{"kind":"Field","name":{"kind":"Name","value":"amountTotalUsage"}}]}}]}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"openOrders"},"name":{"kind":"Name","value":"activations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"BUSY"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"CREATED_AT"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}}]}}]}}]}},{"kind":"InlineFragment","directives":[{"kind":"Directive","name":{"kind":"Name","value":"defer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deferSlow"}}},{"kind":"Argument","name":{"kind":"Name","value":"label"},"value":{"kind":"StringValue","value":"billing","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cdrMonths"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"13"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"YEAR_MONTH"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"yearMonth"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"INVOICE_DATE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"yearMonth"}},{"kind":"Field","name":{"kind":"Name","value":"totalInclVAT"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const FollowActivationDocument = {"__meta__":{"hash":"sha256:3cccf8c19bd49f6fea2cdc10f6fb051fa11516300584aa5e04c209db36ba0679"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FollowActivation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activationUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InPortActivation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"portingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}},{"kind":"Field","name":{"kind":"Name","value":"changeWindowClosesAt"}}]}}]}}]}}]} as unknown as DocumentNode<FollowActivationSubscription, FollowActivationSubscriptionVariables>;
export const MobileSubscriptionActivityDocument = {"__meta__":{"hash":"sha256:c8dc2e136bff7a433b13233154415b434a73d0239b97497b967ce4d72b052d54"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MobileSubscriptionActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mobileSubscriptionActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isFinal"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InPortActivation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"portingStatus"}}]}}]}}]}}]} as unknown as DocumentNode<MobileSubscriptionActivitySubscription, MobileSubscriptionActivitySubscriptionVariables>;
export const OrderNewSubscriptionDocument = {"__meta__":{"hash":"sha256:07473393018fe4fcd8202c01c107165f432594829fbe5d4745b07df27c105fdc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderNewSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderNewSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderNewSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderNewSubscriptionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerEnvironment"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderRejectedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}}]}}]}}]}}]} as unknown as DocumentNode<OrderNewSubscriptionMutation, OrderNewSubscriptionMutationVariables>;
export const SubscriptionDetailDocument = {"__meta__":{"hash":"sha256:e5f08acc5ef9888baa9296eb51e6e541a5d050a26abc6d8c1198f9dafca117e7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"yearMonth"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"YearMonth"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mobileSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"simCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"simCardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"voiceMail"}},{"kind":"Field","name":{"kind":"Name","value":"dataRoamingEU"}},{"kind":"Field","name":{"kind":"Name","value":"dataRoamingLimitation"}},{"kind":"Field","name":{"kind":"Name","value":"dataRoamingLimitEuros"}},{"kind":"Field","name":{"kind":"Name","value":"dataUsageNotificationMb"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cdrs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"yearMonth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"yearMonth"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usageDate"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"rateClass"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"trafficType"}},{"kind":"Field","name":{"kind":"Name","value":"foreignCountryType"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}}]}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionDetailQuery, SubscriptionDetailQueryVariables>;