/**
 * The console as a staff desk, in Chromium, against a gateway as `npm start` runs it (its
 * embedded simulator at its default pace), with authentication on and the console signed in
 * with a staff token. Each desk task end to end: find a subscription by search in the forms a
 * person types; look back at its orders, who placed each, their history and the time in each
 * status; the journal filtered by caller, outcome, status and time; decide an order whose
 * answer was lost; webhook endpoints with their failed messages first, replayed; a customer's
 * devices. Each page is kept as a screenshot, axe-core finds no serious or critical violation on
 * any, and the page prints no warning.
 */
import type { WireSubscription } from '@msp/partner-interface';
import { DEFAULT_STEP_MS } from '@msp/partner-simulator';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFor, screenshot } from './utils/browser.js';
import { accessibilityViolations, type RunningConsole, startConsole } from './utils/console.js';
import { type FcmStandIn, startFcmStandIn } from './utils/fcm-standin.js';
import { freePort } from './utils/ports.js';
import { startReceiver, type TestReceiver } from './utils/receiver.js';
import { bearer, customerToken, staffToken, TEST_JWT_SECRET } from './utils/tokens.js';

const STAFF = 'desk-agent';
const CUSTOMER = 'desk-customer';

describe.skipIf(!chromiumFor('the console desk browser test'))(
  'the console as a staff desk, in Chromium',
  () => {
    let desk: RunningConsole;
    let page: Page;
    let origin: string;
    let simulator: string;
    let receiver: TestReceiver;
    let fcm: FcmStandIn;
    let staff: Record<string, string>;
    let sub: WireSubscription;

    /** asks the gateway directly as `who`, to compare with what the page shows */
    const graph = async <T>(
      query: string,
      variables: Record<string, unknown> = {},
      who: Record<string, string> = staff,
    ): Promise<T> => {
      const response = await fetch(`${desk.gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...who },
        body: JSON.stringify({ query, variables }),
      });
      const { data, errors } = (await response.json()) as { data: T; errors?: unknown };
      expect(errors).toBeUndefined();
      return data;
    };

    /** the embedded simulator, as another channel of the reseller or its operator reaches it */
    const partner = async <T>(path: string, body: unknown): Promise<T> => {
      const response = await fetch(`${simulator}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.ok).toBe(true);
      return (await response.json()) as T;
    };

    beforeAll(async () => {
      const port = await freePort();
      simulator = `http://127.0.0.1:${port}`;
      [receiver, fcm] = await Promise.all([startReceiver(), startFcmStandIn()]);
      // the back office's endpoint fails every message until the test says otherwise
      receiver.answerWith(() => 500);
      staff = bearer(await staffToken(STAFF));
      desk = await startConsole(
        {
          AUTH_MODE: 'jwt',
          JWT_SECRET: TEST_JWT_SECRET,
          RATE_LIMIT_PER_MINUTE: '100000',
          SIMULATOR_PORT: String(port),
          WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
          WEBHOOK_RETRY_SCHEDULE: '100ms',
          FCM_CREDENTIALS_FILE: fcm.credentialsFile,
          FCM_ENDPOINT: fcm.url,
        },
        { token: await staffToken(STAFF, { expiresIn: '1h' }) },
      );
      ({ page, origin } = desk);
      await graph(
        'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }',
        {
          input: { url: receiver.url, description: 'the back office' },
        },
      );
      const { mobileSubscriptions } = await graph<{
        mobileSubscriptions: {
          edges: Array<{
            node: WireSubscription & { subscriptionId: string; viewerCanSuspendSubscription: boolean };
          }>;
        };
      }>(
        '{ mobileSubscriptions(first: 40) { edges { node { subscriptionId phoneNumber simCardNumber customerNumber state providerEnvironment viewerCanSuspendSubscription } } } }',
      );
      const active = mobileSubscriptions.edges
        .map((e) => e.node)
        .find((s) => s.viewerCanSuspendSubscription && s.providerEnvironment === 'SP16001' && s.phoneNumber);
      if (active === undefined) throw new Error('no active subscription');
      sub = { ...active, id: active.subscriptionId };
    }, 120_000);
    afterAll(async () => {
      await desk?.close();
      await Promise.all([receiver?.close(), fcm?.close()]);
    });

    /** waits for what the page shows */
    const eventually = <T>(shown: () => Promise<T>, timeout = 15_000) => expect.poll(shown, { timeout });

    /** the page as it is: a screenshot kept, and no serious or critical accessibility violation */
    const kept = async (name: string) => {
      await screenshot(page, name);
      expect(await accessibilityViolations(page)).toEqual([]);
    };

    /** searches from the list page with the keyboard alone, as a person at the desk does */
    const search = async (text: string) => {
      const box = page.getByRole('textbox', { name: 'Search' });
      await box.focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
      await page.getByTestId('read-as').waitFor();
      await eventually(() => page.getByTestId('read-as').textContent()).toContain('Read as');
    };

    const found = () => page.getByTestId('found-subscription').locator('td:first-child').allInnerTexts();

    it('finds a subscription by its number written any way, by its beginning, its customer number and its SIM card', async () => {
      await page.goto(`${origin}/`);
      await eventually(() => page.getByTestId('count').textContent()).toMatch(/^20 of \d+$/);
      await kept('desk-list');
      const phone = sub.phoneNumber ?? '';
      const digits = phone.replace(/\D/g, '');
      const international = `+31 ${digits.slice(1, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
      await search(international);
      await eventually(found).toEqual([phone]);
      expect(new URL(page.url()).searchParams.get('q')).toBe(international);
      await kept('desk-search');

      await search(`0031${digits.slice(1)}`);
      await eventually(found).toEqual([phone]);

      // a beginning: every subscription whose number starts so, as the graph answers it
      const prefix = `${digits.slice(0, 2)}-${digits.slice(2, 5)}`;
      await search(prefix);
      const { search: byPrefix } = await graph<{ search: { subscriptions: Array<{ phoneNumber: string }> } }>(
        'query ($text: String!) { search(text: $text) { subscriptions { phoneNumber } } }',
        { text: prefix },
      );
      await eventually(found).toEqual(byPrefix.subscriptions.map((s) => s.phoneNumber));
      expect(byPrefix.subscriptions.map((s) => s.phoneNumber)).toContain(phone);

      // a customer number holds more subscriptions than a page: the page says there may be more
      await search(sub.customerNumber ?? '');
      await eventually(() => page.getByText('There may be more').count()).toBe(1);
      await search((sub.simCardNumber ?? '').replace(/(\d{4})/g, '$1 '));
      await eventually(found).toEqual([phone]);
    }, 90_000);

    let activationId = '';

    it("shows the subscription's orders, open and finished, with who placed each, its history and the time in each status", async () => {
      const { suspendSubscription } = await graph<{
        suspendSubscription: { activation?: { activationId: string }; message?: string };
      }>(
        'mutation ($input: SuspendSubscriptionInput!) { suspendSubscription(input: $input) { ... on SuspendSubscriptionPayload { activation { activationId } } ... on Error { message } } }',
        { input: { subscriptionId: sub.id, referenceNumber: 'DESK-1' } },
      );
      expect(suspendSubscription.message).toBeUndefined();
      activationId = suspendSubscription.activation?.activationId ?? '';
      await page.getByRole('link', { name: sub.phoneNumber ?? '' }).click();
      await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor();
      const row = page.getByTestId('order-row').filter({ hasText: 'DESK-1' });
      await row.waitFor();
      await expect(row.getByTestId('placed-by').innerText()).resolves.toBe(`token:${STAFF}`);
      // live: the order moves on to DONE while the page is open
      await eventually(() => row.locator('summary').innerText(), 6 * DEFAULT_STEP_MS).toBe(
        'INIT → BUSY → DONE',
      );
      // the history opens with the keyboard
      await row.locator('summary').focus();
      await page.keyboard.press('Enter');
      const times = row.getByTestId('time-in-status');
      await eventually(() => times.allInnerTexts()).toHaveLength(3);
      const { activation } = await graph<{
        activation: { history: Array<{ statusRaw: string; secondsInStatus: number | null }> };
      }>('query ($id: ID!) { activation(id: $id) { history { statusRaw secondsInStatus } } }', {
        id: activationId,
      });
      const shown = await times.allInnerTexts();
      expect(shown.at(-1)).toBe('current');
      expect(activation.history.map((c) => c.secondsInStatus === null)).toEqual([false, false, true]);
      for (const [i, text] of shown.slice(0, -1).entries())
        expect(text).toMatch(new RegExp(`^${activation.history[i]?.secondsInStatus ?? ''} s$|min|h|d`));
      // orders placed elsewhere say so
      if ((await page.getByTestId('order-row').count()) > 1)
        await expect(page.getByTestId('placed-by').allInnerTexts()).resolves.toContain('elsewhere');
      await kept('desk-subscription-orders');
      // the order's own page, followed live: its history as the journal has it
      await row.getByRole('link', { name: 'SUSPEND' }).click();
      await page.getByText('The order is final: DONE').waitFor();
      await kept('desk-order');
      await page.goBack();
    }, 90_000);

    it('shows the journal filtered by who placed the orders, their outcome, their status and when', async () => {
      await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Journal' }).click();
      await page.getByRole('heading', { name: 'Journal' }).waitFor();
      await page.getByRole('textbox', { name: 'Placed by' }).fill(STAFF);
      await page.getByRole('combobox', { name: 'Outcome' }).click();
      await page.getByRole('option', { name: 'PLACED', exact: true }).click();
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'DONE', exact: true }).click();
      await page.getByRole('button', { name: 'Filter' }).click();
      const { placedOrders } = await graph<{ placedOrders: { totalCount: number } }>(
        'query ($f: PlacedOrderFilter) { placedOrders(filter: $f) { totalCount } }',
        { f: { caller: { kind: 'TOKEN', subject: STAFF }, outcome: 'PLACED', status: 'DONE' } },
      );
      expect(placedOrders.totalCount).toBeGreaterThan(0);
      await eventually(() => page.getByTestId('count').textContent()).toBe(
        `${placedOrders.totalCount} of ${placedOrders.totalCount}`,
      );
      await eventually(() => page.getByTestId('placed-order').filter({ hasText: 'DESK-1' }).count()).toBe(1);
      // the mutation beside the type: a cancellation is told from the order it cancels
      await page
        .getByTestId('placed-order')
        .filter({ hasText: 'DESK-1' })
        .getByText('suspendSubscription')
        .waitFor();
      expect(new URL(page.url()).searchParams.get('subject')).toBe(STAFF);
      await kept('desk-journal');
      // placed from tomorrow on: none yet
      const tomorrow = new Date(Date.now() + 86_400_000);
      const local = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}T00:00`;
      await page.getByLabel('Placed from').fill(local);
      await page.getByRole('button', { name: 'Filter' }).click();
      await eventually(() => page.getByTestId('count').textContent()).toBe('0 of 0');
    }, 60_000);

    it('decides an order whose answer was lost, from its candidates, with a note kept', async () => {
      const ticket = `DESK-${Date.now() % 100_000}`;
      // another channel of the reseller uses the same reference a moment before: once the
      // gateway's order is there too, two activations carry it
      const other = await partner<{ id: string }>('/api/NewSubscription', {
        eSim: true,
        email: 'other@example.com',
        confirmationCode: '2',
        referenceNumber: ticket,
      });
      // the partner takes the order, and its answer is lost on the way back
      await partner('/__simulator/faults', { dropRate: 1, count: 1, operations: ['NewSubscription'] });
      const { orderNewSubscription } = await graph<{ orderNewSubscription: { __typename: string } }>(
        'mutation ($input: OrderNewSubscriptionInput!) { orderNewSubscription(input: $input) { __typename } }',
        { input: { eSim: true, email: 'line@example.com', confirmationCode: '1', referenceNumber: ticket } },
      );
      expect(orderNewSubscription.__typename).toBe('OrderOutcomeUnknownError');
      // reconciliation, looking at once, finds two candidates: what it found, as the graph says
      // it (a live placedOrders query showing it: orders-exactly-once.test.ts)
      const outcome = async () =>
        (
          await graph<{ placedOrders: { edges: Array<{ node: { outcome: string } }> } }>(
            'query ($f: PlacedOrderFilter) { placedOrders(filter: $f) { edges { node { outcome } } } }',
            { f: { referenceNumber: ticket } },
          )
        ).placedOrders.edges.map((e) => e.node.outcome);
      await eventually(outcome).toEqual(['UNDECIDED']);
      await page.goto(`${origin}/journal?outcome=UNDECIDED`);
      const row = page.getByTestId('placed-order').filter({ hasText: ticket });
      await row.getByRole('button', { name: 'Decide' }).waitFor();
      await row.getByRole('button', { name: 'Decide' }).click();
      const dialog = page.getByRole('dialog');
      // its two candidates, read as the dialog opens, and "not placed"
      await eventually(() => dialog.getByRole('radio').count()).toBe(3);
      await dialog.getByRole('radio', { name: new RegExp(`^Placed as (?!${other.id})`) }).check();
      await dialog.getByRole('textbox', { name: 'Why' }).fill('ours: the other one came from the web shop');
      await kept('desk-decide');
      await dialog.getByRole('button', { name: 'Decide' }).click();
      await dialog.waitFor({ state: 'detached' });
      // decided: no longer UNDECIDED, and the journal keeps who decided and why
      await eventually(() => row.count()).toBe(0);
      const { placedOrders } = await graph<{
        placedOrders: {
          edges: Array<{ node: { outcome: string; resolution: { decidedBy: string; note: string } } }>;
        };
      }>(
        'query ($f: PlacedOrderFilter) { placedOrders(filter: $f) { edges { node { outcome resolution { decidedBy note } } } } }',
        { f: { referenceNumber: ticket } },
      );
      expect(placedOrders.edges.map((e) => e.node)).toEqual([
        {
          outcome: 'PLACED',
          resolution: { decidedBy: `token:${STAFF}`, note: 'ours: the other one came from the web shop' },
        },
      ]);
      await page.goto(`${origin}/journal?kind=TOKEN&subject=${STAFF}`);
      await page.getByTestId('placed-order').filter({ hasText: ticket }).getByText('PLACED').waitFor();
      await kept('desk-journal-decided');
    }, 120_000);

    it('lists webhook endpoints with their failed messages first, and replays them', async () => {
      await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Webhooks' }).click();
      await page.getByRole('heading', { name: 'Endpoints' }).waitFor();
      await page.getByTestId('endpoint').filter({ hasText: receiver.url }).waitFor();
      const failed = page.getByTestId('failed').getByTestId('delivery');
      await eventually(() => failed.count()).toBeGreaterThan(0);
      await kept('desk-webhooks');
      const before = await failed.count();
      // the back office is back: one message replayed, then every other failed one
      receiver.answerWith(() => 204);
      await failed
        .first()
        .getByRole('button', { name: /^Replay / })
        .click();
      await eventually(() => failed.count()).toBeLessThan(before);
      await page.getByRole('button', { name: `Replay failed messages to ${receiver.url}` }).click();
      await eventually(() => failed.count()).toBe(0);
      await eventually(() =>
        page.getByTestId('recent').getByTestId('delivery-status').allInnerTexts(),
      ).not.toContain('FAILED');
      expect(receiver.taken().length).toBeGreaterThan(0);
      await kept('desk-webhooks-replayed');
    }, 60_000);

    it("shows a customer's registered devices, never a token", async () => {
      const token = `fcm-desk:APA91b${'d'.repeat(120)}`;
      const customer = bearer(await customerToken(CUSTOMER, { subscriptionIds: [sub.id] }));
      await graph(
        'mutation ($input: RegisterDeviceInput!) { registerDevice(input: $input) { id } }',
        { input: { platform: 'FCM', token } },
        customer,
      );
      await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Devices' }).click();
      await page.getByRole('textbox', { name: 'Customer' }).fill(CUSTOMER);
      await page.getByRole('button', { name: 'Show devices' }).click();
      await eventually(() => page.getByTestId('count').textContent()).toBe('1 registered, newest first');
      await expect(page.getByTestId('device').innerText()).resolves.toContain('Android (FCM)');
      expect(await page.content()).not.toContain(token.slice(0, 20));
      await kept('desk-devices');
    }, 60_000);

    it('printed no warning or error, and called nothing but its own origin', () => {
      expect(desk.printed).toEqual([]);
      expect([...desk.hosts]).toEqual([new URL(origin).host]);
    });
  },
);
