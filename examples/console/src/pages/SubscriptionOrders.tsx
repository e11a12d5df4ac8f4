/**
 * A subscription's orders, open and finished, newest first: who placed each (the journal's
 * placedBy; an order placed elsewhere has none), and its history as the gateway's journal
 * recorded it, each status with the provider's time, when the gateway saw it, and how long
 * the order stayed in it (the graph's secondsInStatus). A live query: an order placed or moving
 * on shows without a reload. Everything shown is a field of the graph.
 */
import { useQuery } from '@apollo/client/react';
import { Anchor, Card, Loader, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  OrderHistoryDocument,
  SubscriptionOrdersDocument,
  type SubscriptionOrdersQuery,
} from '../generated/graphql.js';
import { Duration, NONE, Problem, StatusBadge, When } from '../ui.js';

type Orders = NonNullable<NonNullable<SubscriptionOrdersQuery['mobileSubscription']>['activations']>;
type Order = Orders['edges'][number]['node'];

export function SubscriptionOrders({ id }: { id: string }) {
  const { data, error, refetch } = useQuery(SubscriptionOrdersDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const orders = data?.mobileSubscription?.activations;
  return (
    <Card withBorder data-testid="orders">
      <Title order={3} size="h4" mb="sm">
        Orders
      </Title>
      {error !== undefined ? (
        <Problem error={error} onRetry={() => void refetch()} />
      ) : orders === undefined ? (
        <Loader size="sm" />
      ) : orders === null || orders.edges.length === 0 ? (
        <Text c="dimmed">No order on this subscription.</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {orders.edges.length} of {orders.totalCount}, newest first
          </Text>
          <Table.ScrollContainer minWidth={720}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Order</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Placed by</Table.Th>
                  <Table.Th>Reference</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>History</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.edges.map(({ node }) => (
                  <OrderRow key={node.id} order={node} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Card>
  );
}

/** how often a row asks for its history while the journal has not recorded its latest status */
const CATCH_UP_MS = 1_000;

/**
 * Asks for one order's history until it holds the status the live result shows: the journal
 * may record a change a moment after the live result left. The answer goes into the cache,
 * where the row reads it.
 */
function CatchUp({ id }: { id: string }) {
  useQuery(OrderHistoryDocument, {
    variables: { id },
    pollInterval: CATCH_UP_MS,
    fetchPolicy: 'network-only',
  });
  return null;
}

function OrderRow({ order }: { order: Order }) {
  const behind = order.history.length > 0 && order.history.at(-1)?.statusRaw !== order.statusRaw;
  return (
    <Table.Tr data-testid="order-row">
      <Table.Td>
        <Anchor component={Link} to={`/orders/${encodeURIComponent(order.id)}`}>
          {order.activationType}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <StatusBadge status={order.status} raw={order.statusRaw} />
      </Table.Td>
      <Table.Td data-testid="placed-by">
        {order.placedOrder === null ? (
          <Text size="sm" c="dimmed">
            elsewhere
          </Text>
        ) : order.placedOrder.placedBy === null ? (
          NONE
        ) : (
          <Anchor
            component={Link}
            to={`/journal?kind=${order.placedOrder.placedBy.kind}&subject=${encodeURIComponent(order.placedOrder.placedBy.subject)}`}
          >
            {order.placedOrder.placedBy.callerId}
          </Anchor>
        )}
      </Table.Td>
      <Table.Td>{order.referenceNumber ?? NONE}</Table.Td>
      <Table.Td>
        <When at={order.createdAt} />
      </Table.Td>
      <Table.Td>
        {behind && <CatchUp id={order.id} />}
        {order.history.length === 0 ? (
          <Text size="sm" c="dimmed">
            not followed here
          </Text>
        ) : (
          <details>
            <summary>{order.history.map((change) => change.statusRaw).join(' → ')}</summary>
            <History changes={order.history} />
          </details>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** every change the journal recorded, oldest first, with how long each status lasted */
function History({ changes }: { changes: Order['history'] }) {
  return (
    <Table data-testid="history-table" withTableBorder mt="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Status</Table.Th>
          <Table.Th>Porting</Table.Th>
          <Table.Th>Provider time</Table.Th>
          <Table.Th>Gateway saw it</Table.Th>
          <Table.Th>Time in status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={`${change.at} ${change.statusRaw} ${change.portingStatusRaw ?? ''}`}>
            <Table.Td>{change.statusRaw}</Table.Td>
            <Table.Td>{change.portingStatusRaw ?? NONE}</Table.Td>
            <Table.Td>
              <When at={change.at} />
            </Table.Td>
            <Table.Td>
              <When at={change.observedAt} />
            </Table.Td>
            <Table.Td data-testid="time-in-status">
              {change.until === null ? 'current' : <Duration seconds={change.secondsInStatus} />}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
