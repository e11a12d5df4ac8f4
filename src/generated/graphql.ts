/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** INTERNETACCESS (default) or MOBILEPAY. */
export type AccessType =
  | 'INTERNETACCESS'
  | 'MOBILEPAY'
  | 'OTHER';

/** Status of an activation. DONE, ERROR and CANCELLED are final. */
export type ActivationStatus =
  | 'BUSY'
  | 'CANCELLED'
  | 'CANCELLING'
  | 'DONE'
  | 'ERROR'
  | 'INIT'
  | 'OTHER';

/** MO: mobile originating; MT: mobile terminating. */
export type Direction =
  | 'MO'
  | 'MT';

/** Whether the traffic of a rate class is national or international. */
export type ForeignCountryType =
  | 'INTERNATIONAL'
  | 'NATIONAL';

/** NewSubscription: a subscription with a new phone number. */
export type OrderNewSubscriptionInput = {
  /** INTERNETACCESS (default) or MOBILEPAY; the mobilePay rules apply. */
  accessType?: AccessType | null | undefined;
  /** Required for an eSIM, at most 10 characters: the user enters it to install the eSIM. */
  confirmationCode?: string | null | undefined;
  /** An eSIM. */
  eSim?: boolean | null | undefined;
  /** Required for an eSIM: where the eSIM activation details go. */
  email?: string | null | undefined;
  /** Makes the order idempotent for 24 hours: the same key with the same input returns the first result without ordering again; with another input it is an IdempotencyConflictError. The Idempotency-Key header does the same. */
  idempotencyKey?: string | null | undefined;
  /** SP16001 (default) or SP16002. */
  providerEnvironment?: ProviderEnvironment | null | undefined;
  /** Caller's tracking reference, at most 15 characters. */
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

/** Porting status: INIT, APPROVED, REJECTED, CANCELLING, CANCELLED for a port-in; OUTPORTED, REJECTED, NOTCALLED, CANCELLING for a port-out. */
export type PortingStatus =
  | 'APPROVED'
  | 'CANCELLED'
  | 'CANCELLING'
  | 'INIT'
  | 'NOTCALLED'
  | 'OTHER'
  | 'OUTPORTED'
  | 'REJECTED';

/** Environment in which the SIM is registered at the provider: SP16001 standard (default), SP16002 unlimited. */
export type ProviderEnvironment =
  | 'OTHER'
  | 'SP16001'
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

/** Status of a SIM card. */
export type SimCardStatus =
  | 'ACTIVATED'
  | 'BUSY'
  | 'DISABLED'
  | 'FREE'
  | 'OTHER';

/** USIM (standard SIM), DUOSIM (two numbers), DATAONLYSIM (data only, no voice). */
export type SimCardType =
  | 'DATAONLYSIM'
  | 'DUOSIM'
  | 'OTHER'
  | 'USIM';

/** State of a mobile subscription. */
export type SubscriptionState =
  | 'ACTIVE'
  | 'BLOCKED'
  | 'OTHER'
  | 'UNKNOWN';

/** VOICEDATA (default) or DATAONLY. */
export type SubscriptionType =
  | 'DATAONLY'
  | 'OTHER'
  | 'VOICEDATA';

/** Traffic type of a rate class. */
export type TrafficType =
  | 'DATA'
  | 'MMS'
  | 'SMS'
  | 'VOICE';

export type DashboardQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type DashboardQuery = { mobileSubscriptions: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, phoneNumber: string | null, state: SubscriptionState | null, providerEnvironment: ProviderEnvironment | null, isEsim: boolean | null, simCard: { simCardNumber: string, status: SimCardStatus | null, simCardType: SimCardType | null } | null, activations: { totalCount: number, edges: Array<{ node:
              | { portingStatus: PortingStatus | null, approvedDate: string | null, activationType: string, status: ActivationStatus, createdAt: string }
              | { activationType: string, status: ActivationStatus, createdAt: string }
              | { activationType: string, status: ActivationStatus, createdAt: string }
              | { activationType: string, status: ActivationStatus, createdAt: string }
              | { activationType: string, status: ActivationStatus, createdAt: string }
              | { activationType: string, status: ActivationStatus, createdAt: string }
              | { activationType: string, status: ActivationStatus, createdAt: string }
              | { activationType: string, status: ActivationStatus, createdAt: string }
              | { activationType: string, status: ActivationStatus, createdAt: string }
             }> } | null, usage: Array<{ yearMonth: string | null, usageHomeData: number | null, amountTotalUsage: number | null }> | null } }> } | null, openOrders: { totalCount: number, edges: Array<{ node:
        | { id: string, activationType: string, status: ActivationStatus, phoneNumber: string | null, providerOrderNumber: string | null }
        | { id: string, activationType: string, status: ActivationStatus, phoneNumber: string | null, providerOrderNumber: string | null }
        | { id: string, activationType: string, status: ActivationStatus, phoneNumber: string | null, providerOrderNumber: string | null }
        | { id: string, activationType: string, status: ActivationStatus, phoneNumber: string | null, providerOrderNumber: string | null }
        | { id: string, activationType: string, status: ActivationStatus, phoneNumber: string | null, providerOrderNumber: string | null }
        | { id: string, activationType: string, status: ActivationStatus, phoneNumber: string | null, providerOrderNumber: string | null }
        | { id: string, activationType: string, status: ActivationStatus, phoneNumber: string | null, providerOrderNumber: string | null }
        | { id: string, activationType: string, status: ActivationStatus, phoneNumber: string | null, providerOrderNumber: string | null }
        | { id: string, activationType: string, status: ActivationStatus, phoneNumber: string | null, providerOrderNumber: string | null }
       }> } | null, cdrMonths: { edges: Array<{ node: { yearMonth: string } }> } | null, invoices: { edges: Array<{ node: { invoiceNumber: string | null, yearMonth: string | null, totalInclVAT: number | null, status: string | null } }> } | null };

export type FollowActivationSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type FollowActivationSubscription = { activationUpdated:
    | { __typename: 'InPortActivation', portingStatus: PortingStatus | null, approvedDate: string | null, changeWindowClosesAt: string | null, activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'NewSubscriptionActivation', activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'OtherActivation', activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'OutPortActivation', activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'ResumeActivation', activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'SetServicesActivation', activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'SimSwapActivation', activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'SuspendActivation', activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
    | { __typename: 'TerminateActivation', activationId: string, activationType: string, status: ActivationStatus, providerOrderNumber: string | null, phoneNumber: string | null, modifiedAt: string | null, explanation: string | null }
   };

export type OrderNewSubscriptionMutationVariables = Exact<{
  input: OrderNewSubscriptionInput;
}>;


export type OrderNewSubscriptionMutation = { orderNewSubscription:
    | { __typename: 'IdempotencyConflictError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'OrderNewSubscriptionPayload', activation: { id: string, activationId: string, status: ActivationStatus, providerEnvironment: ProviderEnvironment | null, subscriptionId: string | null } }
    | { __typename: 'OrderOutcomeUnknownError', message: string }
    | { __typename: 'ProviderRejectedError', message: string, errorCode: string, providerStatus: number }
    | { __typename: 'ProviderUnavailableError', message: string }
    | { __typename: 'ValidationError', message: string, fields: Array<{ path: string, message: string }> }
   | null };

export type SubscriptionDetailQueryVariables = Exact<{
  phoneNumber: string;
  yearMonth: string;
}>;


export type SubscriptionDetailQuery = { mobileSubscription: { id: string, subscriptionId: string, phoneNumber: string | null, state: SubscriptionState | null, services: { voiceMail: boolean | null, dataRoamingEU: boolean | null, dataRoamingLimitation: string | null, dataRoamingLimitEuros: number | null, dataUsageNotificationMb: number | null } | null, activations: { edges: Array<{ node:
          | { activationType: string, status: ActivationStatus, explanation: string | null }
          | { activationType: string, status: ActivationStatus, explanation: string | null }
          | { activationType: string, status: ActivationStatus, explanation: string | null }
          | { activationType: string, status: ActivationStatus, explanation: string | null }
          | { activationType: string, status: ActivationStatus, explanation: string | null }
          | { activationType: string, status: ActivationStatus, explanation: string | null }
          | { activationType: string, status: ActivationStatus, explanation: string | null }
          | { activationType: string, status: ActivationStatus, explanation: string | null }
          | { activationType: string, status: ActivationStatus, explanation: string | null }
         }> } | null, cdrs: { totalCount: number, edges: Array<{ node: { usageDate: string | null, volume: number | null, amount: number | null, rateClass: { code: string, trafficType: TrafficType, foreignCountryType: ForeignCountryType, direction: Direction } | null, module: { code: string, description: string | null } | null } }> } | null } | null };


export const DashboardDocument = {"__meta__":{"hash":"sha256:90e3d9431bfb2c9b52977d8206591d0277ca5149fecd921575165b17bdedc79d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mobileSubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"PHONE_NUMBER"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"providerEnvironment"}},{"kind":"Field","name":{"kind":"Name","value":"isEsim"}},{"kind":"Field","name":{"kind":"Name","value":"simCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"simCardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"simCardType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InPortActivation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yearMonth"}},{"kind":"Field","name":{"kind":"Name","value":"usageHomeData"}},{"kind":"Field","name":{"kind":"Name","value":"amountTotalUsage"}}]}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"openOrders"},"name":{"kind":"Name","value":"activations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"BUSY"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"CREATED_AT"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cdrMonths"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"13"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"YEAR_MONTH"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yearMonth"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"INVOICE_DATE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"yearMonth"}},{"kind":"Field","name":{"kind":"Name","value":"totalInclVAT"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const FollowActivationDocument = {"__meta__":{"hash":"sha256:cd9cf459cd9884ea6c3f8c04fbcbb0066eb78458ec921b21074b6017b53efd72"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FollowActivation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activationUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InPortActivation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}},{"kind":"Field","name":{"kind":"Name","value":"changeWindowClosesAt"}}]}}]}}]}}]} as unknown as DocumentNode<FollowActivationSubscription, FollowActivationSubscriptionVariables>;
export const OrderNewSubscriptionDocument = {"__meta__":{"hash":"sha256:675c79f29d0ad2d06e3848e62f4e8a63a753a60a45ae8fb945189eefbca9345d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderNewSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderNewSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNewSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderNewSubscriptionPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerEnvironment"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderRejectedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}}]}}]}}]}}]} as unknown as DocumentNode<OrderNewSubscriptionMutation, OrderNewSubscriptionMutationVariables>;
export const SubscriptionDetailDocument = {"__meta__":{"hash":"sha256:591e609a71448b50f875e2c5ca9d24ed786da064cd8be69165f40ba0d535d629"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"yearMonth"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YearMonth"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mobileSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voiceMail"}},{"kind":"Field","name":{"kind":"Name","value":"dataRoamingEU"}},{"kind":"Field","name":{"kind":"Name","value":"dataRoamingLimitation"}},{"kind":"Field","name":{"kind":"Name","value":"dataRoamingLimitEuros"}},{"kind":"Field","name":{"kind":"Name","value":"dataUsageNotificationMb"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cdrs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"yearMonth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"yearMonth"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usageDate"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"rateClass"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"trafficType"}},{"kind":"Field","name":{"kind":"Name","value":"foreignCountryType"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}}]}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionDetailQuery, SubscriptionDetailQueryVariables>;