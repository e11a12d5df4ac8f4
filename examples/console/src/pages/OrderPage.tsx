/**
 * One order, live: its state at once (also after a reload: the page lives at /orders/<id>),
 * then every change over graphql-ws, until a final status. The timeline is the order's history
 * as the gateway's journal recorded it, read again at each change (the journal may record a
 * change a moment after the stream brings it: the page asks again until it has it); each event
 * also brings the subscription as it is now, so its cached detail page is current when the
 * order is done.
 */
import { useQuery, useSubscription } from '@apollo/client/react';
import { Alert, Anchor, Badge, Card, Group, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  type ActivationStatus,
  OrderHistoryDocument,
  OrderProgressDocument,
  type OrderProgressSubscription,
} from '../generated/graphql.js';
import { ActivationOrderButtons } from '../orders/OrderButtons.js';
import { codeOf, NotFound, Problem, Row, StatusBadge, When } from '../ui.js';

type Order = OrderProgressSubscription['activationUpdated'];

/** how a final status reads: DONE went through, ERROR did not, CANCELLED was withdrawn */
const OUTCOME_COLORS: Partial<Record<ActivationStatus, string>> = { DONE: 'green', ERROR: 'red' };

/** how often to ask for the history again while the journal has not recorded the latest change */
const CATCH_UP_MS = 1_000;

export function OrderPage() {
  const { id = '' } = useParams();
  // a new order is a new page: nothing seen of the previous one stays
  return <FollowedOrder key={id} id={id} />;
}

function FollowedOrder({ id }: { id: string }) {
  const [last, setLast] = useState<Order>();
  const history = useQuery(OrderHistoryDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const { data, error, restart } = useSubscription(OrderProgressDocument, {
    variables: { id },
    onData: ({ data: next }) => {
      const order = next.data?.activationUpdated;
      if (order === undefined) return;
      setLast(order);
      void history.refetch();
    },
  });
  const order = data?.activationUpdated ?? last;
  const changes = history.data?.activation?.history ?? [];
  // an order the gateway placed has a history; until it holds the status the stream brought, ask again
  const behind = changes.length > 0 && order !== undefined && changes.at(-1)?.statusRaw !== order.statusRaw;
  const { startPolling, stopPolling } = history;
  useEffect(() => {
    if (!behind) return undefined;
    startPolling(CATCH_UP_MS);
    return () => stopPolling();
  }, [behind, startPolling, stopPolling]);
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
      <ActivationOrderButtons activation={order} />
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
            // a port-in or a new line has no subscription until it is done
            order.isFinal ? (
              'gone from the provider'
            ) : (
              'none yet'
            )
          ) : (
            <Anchor component={Link} to={`/subscriptions/${encodeURIComponent(order.subscription.id)}`}>
              {order.subscription.phoneNumber}
            </Anchor>
          )}
        </Row>
      </Card>
      <Card withBorder data-testid="history">
        <Title order={3} size="h4" mb="sm">
          History
        </Title>
        {history.error !== undefined ? (
          <Problem error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data === undefined ? (
          <Loader size="sm" />
        ) : changes.length === 0 ? (
          <Text size="sm" c="dimmed">
            Not placed through the gateway: it has no history here.
          </Text>
        ) : (
          <Timeline active={changes.length - 1} bulletSize={16} color={order.isFinal ? outcome : 'blue'}>
            {changes.map((change) => (
              // one entry per change the journal recorded, oldest first: no two share all three
              <Timeline.Item
                key={`${change.at} ${change.statusRaw} ${change.portingStatus ?? ''}`}
                title={
                  change.portingStatus === null
                    ? change.statusRaw
                    : `${change.statusRaw} (porting: ${change.portingStatus})`
                }
              >
                <Text size="sm" c="dimmed">
                  <When at={change.at} />
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Card>
    </Stack>
  );
}
