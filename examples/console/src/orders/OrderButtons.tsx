/**
 * The buttons that open the order forms, one per row of the order table for its target: a
 * subscription's orders as its `viewerCan...` fields allow (each one not offered now says when
 * it would be), an open order's cancellation or change while it is open, and the orders that
 * make a subscription (a new number, a port-in).
 */
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { OrderProgressSubscription, SubscriptionViewFragment } from '../generated/graphql.js';
import { OrderModal, type OrderTarget } from './OrderModal.js';
import { ORDER_FORMS, type OrderName, ordersOf } from './table.js';

interface ButtonsProps {
  orders: readonly OrderName[];
  target: OrderTarget;
  /** whether the graph offers the order here now */
  offered: (order: OrderName) => boolean;
  /** says, for each order not offered now, when it would be */
  explain?: boolean;
}

function OrderButtons({ orders, target, offered, explain = false }: ButtonsProps) {
  const [open, setOpen] = useState<OrderName | null>(null);
  // the dialog is there closed from the start, and keeps the order last opened while it closes:
  // so it opens and closes as a dialog does, handing the focus back to the button that opened it
  const [last, setLast] = useState<OrderName | null>(null);
  const shown = last ?? orders[0];
  const unavailable = orders.filter((order) => !offered(order));
  return (
    <Stack gap="xs" align="end">
      <Group justify="end">
        {orders.map((order) => (
          <Button
            key={order}
            disabled={!offered(order)}
            aria-describedby={explain && !offered(order) ? `rule-${order}` : undefined}
            onClick={() => {
              setLast(order);
              setOpen(order);
            }}
          >
            {ORDER_FORMS[order].title}
          </Button>
        ))}
      </Group>
      {explain && unavailable.length > 0 && (
        <List size="xs" c="dimmed" data-testid="order-rules">
          {unavailable.map((order) => (
            <List.Item key={order} id={`rule-${order}`}>
              <Text span size="xs" fw={500}>
                {ORDER_FORMS[order].title}
              </Text>
              {` is offered ${ORDER_FORMS[order].rule}.`}
            </List.Item>
          ))}
        </List>
      )}
      {shown !== undefined && (
        <OrderModal order={shown} opened={open !== null} target={target} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
}

const SUBSCRIPTION_ORDERS = ordersOf('subscription');

/** a subscription's orders, as its viewerCan fields say */
export function SubscriptionOrderButtons({ subscription }: { subscription: SubscriptionViewFragment }) {
  const offered = (order: OrderName) => {
    const field = ORDER_FORMS[order].offered;
    return field !== undefined && subscription[field];
  };
  return <OrderButtons orders={SUBSCRIPTION_ORDERS} target={{ subscription }} offered={offered} explain />;
}

type Followed = OrderProgressSubscription['activationUpdated'];

/** the cancellation or change of an open order, by its kind; none once it is final */
export function ActivationOrderButtons({ activation }: { activation: Followed }) {
  const orders = ordersOf('activation').filter((order) => ORDER_FORMS[order].on === activation.__typename);
  if (orders.length === 0 || activation.isFinal) return null;
  const label = `${activation.activationType} ${activation.phoneNumber ?? activation.activationId}`;
  return (
    <OrderButtons
      orders={orders}
      target={{ activation: { id: activation.id, label } }}
      offered={() => !activation.isFinal}
    />
  );
}

const NEW_ORDERS = ordersOf('none');

/** the orders that make a subscription */
export function NewOrderButtons() {
  return <OrderButtons orders={NEW_ORDERS} target={{}} offered={() => true} />;
}
