import { AppShell, Group, Title } from '@mantine/core';
import { Link, Route, Routes } from 'react-router';
import { OrderPage } from './pages/OrderPage.js';
import { SubscriptionPage } from './pages/SubscriptionPage.js';
import { SubscriptionsPage } from './pages/SubscriptionsPage.js';
import { NotFound } from './ui.js';

/** Three pages: the list, one subscription, one order followed live. Each lives in the URL, so a reload keeps it. */
export function App() {
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md">
          <Title order={1} size="h3">
            <Link to="/" style={{ color: 'inherit', textDecoration: 'none' }}>
              Subscriptions console
            </Link>
          </Title>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Routes>
          <Route path="/" element={<SubscriptionsPage />} />
          <Route path="/subscriptions/:id" element={<SubscriptionPage />} />
          <Route path="/orders/:id" element={<OrderPage />} />
          <Route path="*" element={<NotFound what="page" />} />
        </Routes>
      </AppShell.Main>
    </AppShell>
  );
}
