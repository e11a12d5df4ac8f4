/**
 * Sending the thirteen mutations through the gateway in tests, with every result type selected.
 */
import { type MutationName, ORDERS } from '../../src/schema/orders/table.js';
import type { TestGateway } from './gateway.js';

export type { MutationName };

export interface OrderResult {
  __typename: string;
  message?: string;
  fields?: Array<{ path: string; message: string }>;
  errorCode?: string;
  providerStatus?: number;
  operation?: string;
  retryAfterSeconds?: number | null;
  resource?: string;
  key?: string;
  replayed?: boolean;
  activation?: {
    id: string;
    activationId: string;
    activationType: string;
    status: string;
    providerOrderNumber: string | null;
    subscriptionId: string | null;
    phoneNumber: string | null;
  };
}

export async function order(
  gw: TestGateway,
  mutation: MutationName,
  input: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<OrderResult> {
  // the input type as the order table names it
  const query = `mutation Order($input: ${ORDERS[mutation].input.name}!) {
    result: ${mutation}(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { fields { path message } }
      ... on ProviderRejectedError { errorCode providerStatus }
      ... on ProviderUnavailableError { operation retryAfterSeconds }
      ... on NotFoundError { resource key }
      ... on ${mutation.charAt(0).toUpperCase()}${mutation.slice(1)}Payload {
        replayed
        activation { id activationId activationType status providerOrderNumber subscriptionId phoneNumber }
      }
    }
  }`;
  const response = await gw.request<{ result: OrderResult }, { input: Record<string, unknown> }>(
    query,
    { input },
    headers,
  );
  if (response.errors !== undefined) throw new Error(`${mutation}: ${JSON.stringify(response.errors)}`);
  const result = response.data?.result;
  if (result === undefined) throw new Error(`${mutation}: no result`);
  return result;
}

/** The provider's activation as the gateway shows it now. */
export async function activationStatus(gw: TestGateway, id: string): Promise<Record<string, unknown> | null> {
  const response = await gw.request<{ activation: Record<string, unknown> | null }, { id: string }>(
    `query($id: ID!) { activation(id: $id) { status activationType providerOrderNumber explanation
      ... on InPortActivation { portingStatus approvedDate changeWindowClosesAt }
      ... on OutPortActivation { portingStatus } } }`,
    { id },
  );
  return response.data?.activation ?? null;
}
