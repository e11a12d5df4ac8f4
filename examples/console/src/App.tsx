import { AppShell, Group, Title } from '@mantine/core';
import { Link, NavLink, Route, Routes } from 'react-router';
import { NewOrderButtons } from './orders/OrderButtons.js';
import { DevicesPage } from './pages/DevicesPage.js';
import { JournalPage } from './pages/JournalPage.js';
import { OrderPage } from './pages/OrderPage.js';
import { SubscriptionPage } from './pages/SubscriptionPage.js';
import { SubscriptionsPage } from './pages/SubscriptionsPage.js';
import { WebhooksPage } from './pages/WebhooksPage.js';
import { NotFound } from './ui.js';

/** the desk's places, in the header on every page */
const PLACES = [
  ['/', 'Subscriptions'],
  ['/journal', 'Journal'],
  ['/webhooks', 'Webhooks'],
  ['/devices', 'Devices'],
] as const;

/**
 * The desk's pages: find (the list and its search), one subscription with its orders, one order
 * followed live, the journal of placed orders (and the undecided ones to decide), webhooks, and
 * a customer's devices. Each lives in the URL, so a reload keeps it. The header also places
 * the orders that make a subscription (a new number, a port-in).
 */
export function App() {
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Title order={1} size="h3">
            <Link to="/" style={{ color: 'inherit', textDecoration: 'none' }}>
              Subscriptions console
            </Link>
          </Title>
          <nav aria-label="Desk">
            <Group gap="md">
              {PLACES.map(([to, label]) => (
                <NavLink
                  key={to}
                  to={to}
                  end={to === '/'}
                  style={({ isActive }) => ({
                    color: 'inherit',
                    fontWeight: isActive ? 700 : 400,
                    textDecoration: isActive ? 'underline' : 'none',
                  })}
                >
                  {label}
                </NavLink>
              ))}
            </Group>
          </nav>
          <NewOrderButtons />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Routes>
          <Route path="/" element={<SubscriptionsPage />} />
          <Route path="/subscriptions/:id" element={<SubscriptionPage />} />
          <Route path="/orders/:id" element={<OrderPage />} />
          <Route path="/journal" element={<JournalPage />} />
          <Route path="/webhooks" element={<WebhooksPage />} />
          <Route path="/devices" element={<DevicesPage />} />
          <Route path="*" element={<NotFound what="page" />} />
        </Routes>
      </AppShell.Main>
    </AppShell>
  );
}
