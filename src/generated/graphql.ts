/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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


export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mobileSubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"PHONE_NUMBER"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"providerEnvironment"}},{"kind":"Field","name":{"kind":"Name","value":"isEsim"}},{"kind":"Field","name":{"kind":"Name","value":"simCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"simCardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"simCardType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InPortActivation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDate"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yearMonth"}},{"kind":"Field","name":{"kind":"Name","value":"usageHomeData"}},{"kind":"Field","name":{"kind":"Name","value":"amountTotalUsage"}}]}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"openOrders"},"name":{"kind":"Name","value":"activations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"BUSY"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"CREATED_AT"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"providerOrderNumber"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cdrMonths"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"13"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"YEAR_MONTH"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yearMonth"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"INVOICE_DATE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"yearMonth"}},{"kind":"Field","name":{"kind":"Name","value":"totalInclVAT"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const SubscriptionDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"yearMonth"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YearMonth"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mobileSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voiceMail"}},{"kind":"Field","name":{"kind":"Name","value":"dataRoamingEU"}},{"kind":"Field","name":{"kind":"Name","value":"dataRoamingLimitation"}},{"kind":"Field","name":{"kind":"Name","value":"dataRoamingLimitEuros"}},{"kind":"Field","name":{"kind":"Name","value":"dataUsageNotificationMb"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activationType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cdrs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"yearMonth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"yearMonth"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usageDate"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"rateClass"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"trafficType"}},{"kind":"Field","name":{"kind":"Name","value":"foreignCountryType"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}}]}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionDetailQuery, SubscriptionDetailQueryVariables>;