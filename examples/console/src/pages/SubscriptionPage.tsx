/**
 * One subscription: its SIM card, services, open orders and this month's usage, and the orders
 * the graph says to offer (viewerCan..., each one not offered saying when it would be). Everything shown is a field of the graph; the page
 * computes nothing. Its query is live (`query @live`): while the page is open, each change of
 * the subscription (its orders placed, moving on, done) brings a new result into the cache.
 */
import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { SubscriptionPageDocument, type SubscriptionViewFragment } from '../generated/graphql.js';
import { SubscriptionOrderButtons } from '../orders/OrderButtons.js';
import { SWITCHES } from '../orders/services.js';
import { NONE, NotFound, Problem, Row, StateBadge, StatusBadge, When } from '../ui.js';
import { SubscriptionOrders } from './SubscriptionOrders.js';

export function SubscriptionPage() {
  const { id = '' } = useParams();
  // what the cache holds at once, and the live query opened every time the page is: with
  // cache-first, a page opened again from a complete cache would never go live
  const { data, error, loading, refetch } = useQuery(SubscriptionPageDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  if (error !== undefined) return <Problem error={error} onRetry={() => void refetch()} />;
  if (data === undefined) return loading ? <Loader /> : null;
  const sub = data.mobileSubscription;
  if (sub === null) return <NotFound what="subscription" />;
  return <Subscription sub={sub} />;
}

function Subscription({ sub }: { sub: SubscriptionViewFragment }) {
  return (
    <Stack>
      <title>{`${sub.phoneNumber ?? 'Subscription'}: subscriptions console`}</title>
      <Group justify="space-between">
        <Group>
          <Title order={2}>{sub.phoneNumber ?? 'No number yet'}</Title>
          <StateBadge state={sub.state} raw={sub.stateRaw} />
        </Group>
        <SubscriptionOrderButtons subscription={sub} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            Subscription
          </Title>
          <Row label="Subscription id">{sub.subscriptionId}</Row>
          <Row label="Customer number">{sub.customerNumber}</Row>
          <Row label="Environment">{sub.providerEnvironment}</Row>
          <Row label="Activated">
            <When at={sub.activationDate} />
          </Row>
          <Row label="Kind">{`${sub.isEsim ? 'eSIM' : 'physical SIM'}${sub.isDataSim ? ', data only' : ''}`}</Row>
        </Card>
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            SIM card
          </Title>
          {sub.simCard === null ? (
            <Text c="dimmed">The provider lists no SIM card for it.</Text>
          ) : (
            <>
              <Row label="Number">{sub.simCard.simCardNumber}</Row>
              <Row label="Type">{sub.simCard.simCardType}</Row>
              <Row label="Status">{sub.simCard.status}</Row>
              <Row label="Activated">
                <When at={sub.simCard.activatedDate} />
              </Row>
            </>
          )}
        </Card>
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            Services
          </Title>
          {sub.services === null ? (
            <Text c="dimmed">The provider lists no services.</Text>
          ) : (
            <Services services={sub.services} />
          )}
        </Card>
        <Card withBorder data-testid="usage">
          <Title order={3} size="h4" mb="sm">
            Usage this month
          </Title>
          {sub.usageThisMonth === null ? (
            <Text c="dimmed">No usage this month yet.</Text>
          ) : (
            <>
              <Row label="Month">{sub.usageThisMonth.yearMonth}</Row>
              <Row label="Data (home)">{sub.usageThisMonth.usageHomeData}</Row>
              <Row label="Voice minutes (home)">{sub.usageThisMonth.usageHomeVoice}</Row>
              <Row label="SMS (home)">{sub.usageThisMonth.usageHomeSms}</Row>
              <Row label="Total cost">{sub.usageThisMonth.amountTotalUsage}</Row>
            </>
          )}
        </Card>
      </SimpleGrid>
      <Card withBorder data-testid="open-orders">
        <Title order={3} size="h4" mb="sm">
          Open orders
        </Title>
        {sub.openActivations.length === 0 ? (
          <Text c="dimmed">None: every order on this subscription is final.</Text>
        ) : (
          <Table>
            <Table.Tbody>
              {sub.openActivations.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/orders/${encodeURIComponent(order.id)}`}>
                      {order.activationType}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={order.status} raw={order.statusRaw} />
                  </Table.Td>
                  <Table.Td>{order.referenceNumber}</Table.Td>
                  <Table.Td>
                    <When at={order.createdAt} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <SubscriptionOrders id={sub.id} />
    </Stack>
  );
}

function Services({ services }: { services: NonNullable<SubscriptionViewFragment['services']> }) {
  return (
    <>
      <Group gap="xs" mb="sm">
        {SWITCHES.map(([name, label]) => (
          <Badge
            key={name}
            variant={services[name] ? 'filled' : 'outline'}
            color={services[name] ? 'teal' : 'gray'}
            data-on={services[name] === true}
            leftSection={services[name] ? '✓' : '✕'}
            aria-label={`${label}: ${services[name] ? 'on' : 'off'}`}
          >
            {label}
          </Badge>
        ))}
      </Group>
      <Row label="Data usage notification (MB)">{services.dataUsageNotificationMb ?? 'no notification'}</Row>
      <Row label="Data roaming limit (EUR)">{services.dataRoamingLimitEuros ?? NONE}</Row>
    </>
  );
}
