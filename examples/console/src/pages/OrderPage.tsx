/**
 * One order, live: its state at once (also after a reload: the page lives at /orders/<id>),
 * then every change over graphql-ws, until a final status. The timeline lists the states this
 * page has seen; each event also brings the subscription as it is now, so its cached detail
 * page is current when the order is done.
 */
import { useSubscription } from '@apollo/client/react';
import { Alert, Anchor, Badge, Card, Group, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  type ActivationStatus,
  OrderProgressDocument,
  type OrderProgressSubscription,
} from '../generated/graphql.js';
import { codeOf, NotFound, Problem, Row, StatusBadge, When } from '../ui.js';

type Order = OrderProgressSubscription['activationUpdated'];

/** how a final status reads: DONE went through, ERROR did not, CANCELLED was withdrawn */
const OUTCOME_COLORS: Partial<Record<ActivationStatus, string>> = { DONE: 'green', ERROR: 'red' };

export function OrderPage() {
  const { id = '' } = useParams();
  // a new order is a new page: nothing seen of the previous one stays
  return <FollowedOrder key={id} id={id} />;
}

function FollowedOrder({ id }: { id: string }) {
  const [seen, setSeen] = useState<Order[]>([]);
  const { data, error, restart } = useSubscription(OrderProgressDocument, {
    variables: { id },
    onData: ({ data: next }) => {
      const order = next.data?.activationUpdated;
      if (order !== undefined) setSeen((before) => [...before, order]);
    },
  });
  const order = data?.activationUpdated ?? seen.at(-1);
  if (error !== undefined && codeOf(error) === 'NOT_FOUND') return <NotFound what="order" />;
  if (order === undefined)
    return error === undefined ? <Loader /> : <Problem error={error} onRetry={restart} />;
  const outcome = OUTCOME_COLORS[order.status] ?? 'gray';
  return (
    <Stack>
      <title>{`${order.activationType} ${order.phoneNumber ?? ''}: ${order.statusRaw}`}</title>
      <Group aria-live="polite">
        <Title order={2}>
          {order.activationType} {order.phoneNumber ?? ''}
        </Title>
        <StatusBadge status={order.status} raw={order.statusRaw} />
        {!order.isFinal && error === undefined && (
          <Badge variant="dot" color="blue" leftSection={<Loader size={10} />} role="status">
            following live
          </Badge>
        )}
      </Group>
      {error !== undefined && <Problem error={error} onRetry={restart} />}
      {order.isFinal && (
        <Alert color={outcome} title={`The order is final: ${order.statusRaw}`}>
          {order.explanation}
        </Alert>
      )}
      <Card withBorder>
        <Row label="Activation id">{order.activationId}</Row>
        <Row label="Provider order number">{order.providerOrderNumber}</Row>
        <Row label="Reference number">{order.referenceNumber}</Row>
        <Row label="Placed">
          <When at={order.createdAt} />
        </Row>
        <Row label="Last change">
          <When at={order.modifiedAt} />
        </Row>
        <Row label="Done">
          <When at={order.activatedDate} />
        </Row>
        <Row label="Subscription">
          {order.subscription === null ? (
            'gone from the provider'
          ) : (
            <Anchor component={Link} to={`/subscriptions/${encodeURIComponent(order.subscription.id)}`}>
              {order.subscription.phoneNumber}
            </Anchor>
          )}
        </Row>
      </Card>
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          Seen on this page
        </Title>
        <Timeline active={seen.length - 1} bulletSize={16} color={order.isFinal ? outcome : 'blue'}>
          {seen.map((state, index) => (
            // each event is one entry: the same status may come again with other changes
            // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows, in order
            <Timeline.Item key={index} title={state.statusRaw}>
              <Text size="sm" c="dimmed">
                <When at={state.modifiedAt ?? state.createdAt} />
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Card>
    </Stack>
  );
}
