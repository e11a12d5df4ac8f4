/**
 * The back office's webhook endpoints and their messages: the failed ones first (dead letters:
 * replay one, or every one an endpoint failed), then the latest of every kind. An endpoint can
 * be paused and started again. Deliveries are not a live query in the graph: the page asks
 * again every few seconds while it is open, so a replayed message shows delivered.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import {
  type DeliveryRowFragment,
  ReplayFailedWebhookDeliveriesDocument,
  ReplayWebhookDeliveryDocument,
  SetWebhookEndpointEnabledDocument,
  type WebhookDeliveryStatus,
  WebhookDeskDocument,
} from '../generated/graphql.js';
import { NONE, Problem, When } from '../ui.js';

/** how often the page asks again for the messages */
const POLL_MS = 2_000;
/** replaying "every failed message" means since long ago */
const SINCE_EVER = '1970-01-01T00:00:00.000Z';

const DELIVERY_COLORS: Record<WebhookDeliveryStatus, string> = {
  DELIVERED: 'green',
  FAILED: 'red',
  PENDING: 'blue',
};

export function WebhooksPage() {
  const [params, setParams] = useSearchParams();
  const endpointId = params.get('endpoint');
  const { data, error, refetch } = useQuery(WebhookDeskDocument, {
    variables: { endpointId },
    pollInterval: POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  const [replayAll, replayingAll] = useMutation(ReplayFailedWebhookDeliveriesDocument);
  const [setEnabled] = useMutation(SetWebhookEndpointEnabledDocument);
  const chosen = data?.webhookEndpoints.find((e) => e.id === endpointId);
  return (
    <Stack>
      <title>Webhooks: subscriptions console</title>
      <Title order={2}>Webhooks</Title>
      {error !== undefined && <Problem error={error} onRetry={() => void refetch()} />}
      {data === undefined ? (
        error === undefined && <Loader />
      ) : (
        <>
          <Card withBorder>
            <Title order={3} size="h4" mb="sm">
              Endpoints
            </Title>
            {data.webhookEndpoints.length === 0 ? (
              <Text c="dimmed">No endpoint: a back office registers one with createWebhookEndpoint.</Text>
            ) : (
              <Table.ScrollContainer minWidth={720}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>URL</Table.Th>
                      <Table.Th>State</Table.Th>
                      <Table.Th>Events</Table.Th>
                      <Table.Th>Created</Table.Th>
                      <Table.Th>Actions</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.webhookEndpoints.map((endpoint) => (
                      <Table.Tr key={endpoint.id} data-testid="endpoint">
                        <Table.Td>
                          <Anchor
                            component="button"
                            type="button"
                            onClick={() => setParams({ endpoint: endpoint.id })}
                          >
                            {endpoint.url}
                          </Anchor>
                          {endpoint.description !== null && (
                            <Text size="xs" c="dimmed">
                              {endpoint.description}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Badge color={endpoint.enabled ? 'green' : 'gray'}>
                            {endpoint.enabled
                              ? 'enabled'
                              : `disabled (${endpoint.disabledReason ?? 'staff'})`}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{endpoint.eventTypes.join(', ')}</Table.Td>
                        <Table.Td>
                          <When at={endpoint.createdAt} />
                        </Table.Td>
                        <Table.Td>
                          <Group gap="xs">
                            <Button
                              size="xs"
                              variant="default"
                              onClick={() =>
                                void setEnabled({
                                  variables: { id: endpoint.id, enabled: !endpoint.enabled },
                                })
                              }
                            >
                              {endpoint.enabled ? 'Pause' : 'Enable'}
                            </Button>
                            <Button
                              size="xs"
                              variant="default"
                              loading={replayingAll.loading}
                              onClick={() =>
                                void replayAll({
                                  variables: { endpointId: endpoint.id, since: SINCE_EVER },
                                }).then(() => refetch())
                              }
                              aria-label={`Replay failed messages to ${endpoint.url}`}
                            >
                              Replay failed
                            </Button>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {replayingAll.data !== undefined && replayingAll.data !== null && (
              <Text size="sm" mt="xs" role="status">
                {replayingAll.data.replayFailedWebhookDeliveries} failed messages sent again.
              </Text>
            )}
          </Card>
          {chosen !== undefined && (
            <Group>
              <Text>Messages to {chosen.url}</Text>
              <Button variant="subtle" size="xs" onClick={() => setParams({})}>
                Every endpoint
              </Button>
            </Group>
          )}
          <Card withBorder data-testid="failed">
            <Title order={3} size="h4" mb="sm">
              Failed messages ({data.failed.totalCount})
            </Title>
            {data.failed.edges.length === 0 ? (
              <Text c="dimmed">None: every message was taken or is still being tried.</Text>
            ) : (
              <Deliveries deliveries={data.failed.edges.map((e) => e.node)} replay />
            )}
          </Card>
          <Card withBorder data-testid="recent">
            <Title order={3} size="h4" mb="sm">
              Latest messages ({data.recent.totalCount})
            </Title>
            {data.recent.edges.length === 0 ? (
              <Text c="dimmed">No message yet.</Text>
            ) : (
              <Deliveries deliveries={data.recent.edges.map((e) => e.node)} />
            )}
          </Card>
        </>
      )}
    </Stack>
  );
}

function Deliveries({ deliveries, replay = false }: { deliveries: DeliveryRowFragment[]; replay?: boolean }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Attempts</Table.Th>
            <Table.Th>Last attempt</Table.Th>
            <Table.Th>Answer</Table.Th>
            {replay && <Table.Th>Replay</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((delivery) => (
            <Table.Tr key={delivery.id} data-testid="delivery">
              <Table.Td>
                {delivery.eventType}
                <Text size="xs" c="dimmed">
                  <When at={delivery.occurredAt} />
                </Text>
              </Table.Td>
              <Table.Td>
                {delivery.order === null
                  ? NONE
                  : `${delivery.order.activationType} ${delivery.order.referenceNumber ?? ''}`}
              </Table.Td>
              <Table.Td>
                <Badge color={DELIVERY_COLORS[delivery.status]} data-testid="delivery-status">
                  {delivery.status}
                </Badge>
              </Table.Td>
              <Table.Td>{delivery.attempts}</Table.Td>
              <Table.Td>
                <When at={delivery.lastAttemptAt} />
              </Table.Td>
              <Table.Td>
                {delivery.lastStatusCode ?? ''}{' '}
                {delivery.lastError ?? (delivery.lastStatusCode === null ? NONE : '')}
              </Table.Td>
              {replay && (
                <Table.Td>
                  <Replay id={delivery.id} label={`${delivery.eventType} ${delivery.webhookId}`} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Replay({ id, label }: { id: string; label: string }) {
  const [replay, { loading, error }] = useMutation(ReplayWebhookDeliveryDocument);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        loading={loading}
        onClick={() => void replay({ variables: { id } }).catch(() => undefined)}
        aria-label={`Replay ${label}`}
      >
        Replay
      </Button>
      {error !== undefined && (
        <Alert color="red" role="alert" mt="xs">
          {error.message}
        </Alert>
      )}
    </>
  );
}
