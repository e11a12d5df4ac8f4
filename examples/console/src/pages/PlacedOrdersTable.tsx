/**
 * Orders placed through the gateway, as the journal has them: when, what, on which
 * subscription, with which reference, how it stands, who placed it; an UNDECIDED one offers to
 * decide it. The journal page and the search show them alike.
 */
import { Anchor, Button, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PlacedOrderRowFragment } from '../generated/graphql.js';
import { NONE, OutcomeBadge, StatusBadge, When } from '../ui.js';

export function PlacedOrdersTable({
  orders,
  onResolve,
}: {
  orders: readonly PlacedOrderRowFragment[];
  /** offers to decide an UNDECIDED order */
  onResolve?: (order: PlacedOrderRowFragment) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Placed</Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th>Subscription</Table.Th>
            <Table.Th>Reference</Table.Th>
            <Table.Th>Outcome</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Placed by</Table.Th>
            <Table.Th>Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id} data-testid="placed-order">
              <Table.Td>
                <When at={order.placedAt} />
              </Table.Td>
              <Table.Td>
                {order.activation === null ? (
                  order.activationType
                ) : (
                  <Anchor component={Link} to={`/orders/${encodeURIComponent(order.activation.id)}`}>
                    {order.activationType}
                  </Anchor>
                )}
                {/* the mutation tells a cancellation or a change from the order it acts on (same type) */}
                <Text size="xs" c="dimmed">
                  {order.mutation}
                </Text>
              </Table.Td>
              <Table.Td>
                {order.subscription === null ? (
                  NONE
                ) : (
                  <Anchor component={Link} to={`/subscriptions/${encodeURIComponent(order.subscription.id)}`}>
                    {order.subscription.phoneNumber ?? 'no number yet'}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td>{order.referenceNumber ?? NONE}</Table.Td>
              <Table.Td>
                <OutcomeBadge outcome={order.outcome} />
              </Table.Td>
              <Table.Td>
                {order.status === null ? (
                  NONE
                ) : (
                  <StatusBadge status={order.status} raw={order.statusRaw ?? ''} />
                )}
              </Table.Td>
              <Table.Td>{order.placedBy?.callerId ?? NONE}</Table.Td>
              <Table.Td>
                {order.outcome === 'UNDECIDED' && onResolve !== undefined ? (
                  <Button size="xs" color="orange" onClick={() => onResolve(order)}>
                    Decide
                  </Button>
                ) : order.error !== null ? (
                  <Text size="sm">{order.error.message}</Text>
                ) : order.resolution !== null ? (
                  <Text size="sm">
                    {order.resolution.decidedBy}: {order.resolution.note}
                  </Text>
                ) : (
                  NONE
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
