/**
 * What a search found: the gateway reads the text as every key it could be (a phone number in
 * any form or its beginning, a customer number, a SIM card number, an activation id, a
 * reference) and says which it read it as, and whether the answer is complete.
 */
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SearchDocument } from '../generated/graphql.js';
import { NONE, Problem, StateBadge, StatusBadge, When } from '../ui.js';
import { PlacedOrdersTable } from './PlacedOrdersTable.js';

const READINGS: Record<string, string> = {
  PHONE_NUMBER: 'a phone number',
  PHONE_PREFIX: "a phone number's beginning",
  SIM_CARD_NUMBER: 'a SIM card number',
  CUSTOMER_NUMBER: 'a customer number',
  ACTIVATION_ID: 'an activation id',
  REFERENCE_NUMBER: 'a reference',
};

export function SearchResults({ text }: { text: string }) {
  const { data, error, loading, refetch } = useQuery(SearchDocument, { variables: { text } });
  if (error !== undefined) return <Problem error={error} onRetry={() => void refetch()} />;
  if (data === undefined) return loading ? <Loader /> : null;
  const found = data.search;
  const nothing =
    found.subscriptions.length === 0 && found.activations.length === 0 && found.placedOrders.length === 0;
  return (
    <Stack>
      <Text size="sm" c="dimmed" data-testid="read-as" aria-live="polite">
        Read as {found.readAs.map((r) => READINGS[r] ?? r).join(', ')}
        {found.scanned > 0 ? `; ${found.scanned} subscriptions read` : ''}.
      </Text>
      {!found.complete && (
        <Alert color="yellow" title="There may be more">
          Only part is shown: type more of the number.
        </Alert>
      )}
      {nothing && <Text data-testid="count">Nothing found.</Text>}
      {found.subscriptions.length > 0 && (
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            Subscriptions
          </Title>
          <Text size="sm" c="dimmed" data-testid="count">
            {found.subscriptions.length} found
          </Text>
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Phone number</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th>Customer</Table.Th>
                  <Table.Th>SIM card</Table.Th>
                  <Table.Th>Environment</Table.Th>
                  <Table.Th>Data this month</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {found.subscriptions.map((sub) => (
                  <Table.Tr key={sub.id} data-testid="found-subscription">
                    <Table.Td>
                      <Anchor component={Link} to={`/subscriptions/${encodeURIComponent(sub.id)}`}>
                        {sub.phoneNumber ?? 'no number yet'}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <StateBadge state={sub.state} raw={sub.stateRaw} />
                    </Table.Td>
                    <Table.Td>{sub.customerNumber ?? NONE}</Table.Td>
                    <Table.Td>{sub.simCardNumber ?? NONE}</Table.Td>
                    <Table.Td>{sub.providerEnvironment ?? NONE}</Table.Td>
                    <Table.Td data-testid="usage">
                      {/* deferred: absent until its part has come */}
                      {sub.usageThisMonth === undefined ? (
                        <Loader size="xs" type="dots" />
                      ) : (
                        (sub.usageThisMonth?.usageHomeData ?? NONE)
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {found.activations.length > 0 && (
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            Order
          </Title>
          {found.activations.map((order) => (
            <Group key={order.id}>
              <Anchor component={Link} to={`/orders/${encodeURIComponent(order.id)}`}>
                {order.activationType} {order.phoneNumber ?? ''}
              </Anchor>
              <StatusBadge status={order.status} raw={order.statusRaw} />
              <When at={order.createdAt} />
            </Group>
          ))}
        </Card>
      )}
      {found.placedOrders.length > 0 && (
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            Orders placed here
          </Title>
          <PlacedOrdersTable orders={found.placedOrders} />
        </Card>
      )}
    </Stack>
  );
}
