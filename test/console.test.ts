/**
 * The reference console (examples/console) in a real browser, as staff use it: built by Vite
 * in development mode (so React and Apollo Client print every warning they have), served by
 * Vite's preview server, which passes /graphql on to a gateway as `npm start` runs it (its
 * embedded simulator at its default pace). Chromium walks the list with paging and a filter,
 * opens a subscription, places orders with a field error first, and follows an order live
 * through a reload to its final status, with its history as the gateway's journal has it. Any
 * warning or error the page prints fails the test, and what the page shows is compared with
 * what the graph answers.
 */
import { DEFAULT_STEP_MS } from '@msp/partner-simulator';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFor, screenshot } from './utils/browser.js';
import { dialogShown, flipSwitch, type RunningConsole, startConsole } from './utils/console.js';

describe.skipIf(!chromiumFor('the console browser test'))('the reference console in Chromium', () => {
  let desk: RunningConsole;
  let page: Page;
  let origin: string;

  /** asks the gateway directly, to compare with what the page shows */
  const graph = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(`${desk.gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const { data, errors } = (await response.json()) as { data: T; errors?: unknown };
    expect(errors).toBeUndefined();
    return data;
  };

  beforeAll(async () => {
    desk = await startConsole();
    ({ page, origin } = desk);
  }, 120_000);
  afterAll(() => desk?.close());

  /** waits for what the page shows (the default of expect.poll is one second) */
  const eventually = <T>(shown: () => Promise<T>) => expect.poll(shown, { timeout: 15_000 });

  /** the rows of the list: each subscription's phone number and state */
  const rows = () =>
    page
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.innerText.trim())));

  let phoneNumber = '';

  it('lists subscriptions 20 at a time, pages on with "Load more", and finds one by its phone number', async () => {
    // the simulator's own new lines come in at its pace: the total the page shows is one the
    // graph had while the page read it
    const total = async () =>
      (await graph<{ mobileSubscriptions: { totalCount: number } }>('{ mobileSubscriptions { totalCount } }'))
        .mobileSubscriptions.totalCount;
    /** the page shows `rowsShown` rows of a total the graph had from `before` on */
    const showsRows = async (rowsShown: number, before: number) => {
      let shown: string | null = null;
      await eventually(async () => {
        shown = await page.getByTestId('count').textContent();
        return new RegExp(`^${rowsShown} of \\d+$`).test(shown ?? '');
      }).toBe(true);
      const of = Number(String(shown).split(' of ')[1]);
      expect(of).toBeGreaterThanOrEqual(before);
      expect(of).toBeLessThanOrEqual(await total());
    };
    let before = await total();
    await page.goto(`${origin}/`);
    await showsRows(20, before);
    before = await total();
    await page.getByRole('button', { name: 'Load more' }).click();
    await showsRows(40, before);
    const all = await rows();
    expect(all).toHaveLength(40);
    const active = all.find(([, state]) => state === 'ACTIVE');
    expect(active).toBeDefined();
    phoneNumber = active?.[0] ?? '';

    await page.getByRole('textbox', { name: 'Search' }).fill(phoneNumber);
    await page.getByRole('button', { name: 'Find' }).click();
    await eventually(() => page.getByTestId('count').textContent()).toBe('1 found');
    expect((await rows()).map(([phone]) => phone)).toEqual([phoneNumber]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(phoneNumber);
    // its usage this month, deferred, fills in once its part has come: what the graph has
    const { mobileSubscription } = await graph<{
      mobileSubscription: { usageThisMonth: { usageHomeData: number | null } | null };
    }>(`{ mobileSubscription(phoneNumber: "${phoneNumber}") { usageThisMonth { usageHomeData } } }`);
    await eventually(() => page.getByTestId('usage').textContent()).toBe(
      String(mobileSubscription.usageThisMonth?.usageHomeData ?? '—'),
    );
    await screenshot(page, 'console-list');
  }, 60_000);

  it("opens a subscription: its SIM card, services, open orders and this month's usage, as the graph has them", async () => {
    await page.getByRole('link', { name: phoneNumber }).click();
    await page.getByRole('heading', { name: phoneNumber }).waitFor();
    const { mobileSubscription: sub } = await graph<{
      mobileSubscription: {
        simCard: { simCardNumber: string } | null;
        usageThisMonth: { yearMonth: string } | null;
        openActivations: unknown[];
      };
    }>(
      'query ($phone: String) { mobileSubscription(phoneNumber: $phone) { simCard { simCardNumber } usageThisMonth { yearMonth } openActivations { id } } }',
      { phone: phoneNumber },
    );
    if (sub.simCard !== null) await page.getByText(sub.simCard.simCardNumber).waitFor();
    const usage = page.getByTestId('usage');
    await expect
      .poll(() => usage.innerText())
      .toContain(sub.usageThisMonth === null ? 'No usage this month yet' : sub.usageThisMonth.yearMonth);
    const open = await page.getByTestId('open-orders').innerText();
    if (sub.openActivations.length === 0) expect(open).toContain('None');
    await expect(page.getByRole('button', { name: 'Suspend' }).isEnabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Resume' }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'console-detail');
  }, 60_000);

  /** how many orders the partner has for the subscription with this phone number */
  const ordersOn = async (phone: string) =>
    (
      await graph<{ mobileSubscription: { activations: { totalCount: number } } }>(
        'query ($phone: String) { mobileSubscription(phoneNumber: $phone) { activations { totalCount } } }',
        { phone },
      )
    ).mobileSubscription.activations.totalCount;

  it('shows a refused order’s problem beside the field it names, and places nothing', async () => {
    const ordersBefore = await ordersOn(phoneNumber);
    await page.getByRole('button', { name: 'Suspend' }).click();
    const reference = page.getByRole('dialog').getByRole('textbox', { name: 'Reference number' });
    await reference.fill('a-reference-of-30-characters!!');
    await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
    await eventually(() => reference.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await reference.getAttribute('aria-describedby')) ?? '';
    const described = await Promise.all(
      describedBy
        .split(/\s+/)
        .filter((id) => id !== '')
        .map((id) => page.locator(`[id="${id}"]`).textContent()),
    );
    expect(described.join(' ')).toContain('at most 15 characters');
    expect(page.url()).not.toContain('/orders/');
    expect(await ordersOn(phoneNumber)).toBe(ordersBefore);
    await screenshot(page, 'console-field-error');
  }, 60_000);

  it('places the order, and follows it live to DONE, also through a reload while it is being processed', async () => {
    const reference = page.getByRole('dialog').getByRole('textbox', { name: 'Reference number' });
    await reference.fill('console-test');
    await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
    await page.waitForURL(/\/orders\//);
    const following = page.getByText('following live');
    await following.waitFor();
    const before = await page.getByTestId('status').textContent();
    expect(['INIT', 'BUSY']).toContain(before);

    await page.reload();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    // the order is still being processed, and the page follows it again from its current state
    await following.waitFor();
    await page.getByText('The order is final: DONE').waitFor({ timeout: 6 * DEFAULT_STEP_MS });
    await expect(page.getByTestId('status').textContent()).resolves.toBe('DONE');

    // its history is the gateway's journal's, from the provider's first answer to DONE, also
    // through the reload: what the graph answers for it
    const id = decodeURIComponent(new URL(page.url()).pathname.replace(/^\/orders\//, ''));
    const steps = page.getByTestId('history').locator('.mantine-Timeline-itemTitle');
    await eventually(() => steps.allInnerTexts()).toContain('DONE');
    const { activation } = await graph<{ activation: { history: Array<{ statusRaw: string }> } }>(
      'query ($id: ID!) { activation(id: $id) { history { statusRaw } } }',
      { id },
    );
    const shown = await steps.allInnerTexts();
    expect(shown).toEqual(activation.history.map((change) => change.statusRaw));
    expect([shown[0], shown.at(-1)]).toEqual(['INIT', 'DONE']);
    await screenshot(page, 'console-order');
  }, 60_000);

  it('shows the subscription as the order left it, without a reload', async () => {
    await page.getByRole('link', { name: phoneNumber }).click();
    await page.getByRole('heading', { name: phoneNumber }).waitFor();
    await eventually(() => page.getByText('BLOCKED', { exact: true }).count()).toBe(1);
    await expect(page.getByRole('button', { name: 'Resume' }).isEnabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Suspend' }).isDisabled()).resolves.toBe(true);
  }, 60_000);

  it('sets services: a rule the graph checks shows beside the switch it names; the order placed, the subscription page follows it live', async () => {
    await page.getByRole('button', { name: 'Set services' }).click();
    const dialog = page.getByRole('dialog');
    const switchOf = (label: string) => dialog.getByRole('switch', { name: label });
    const problemOf = (label: string) =>
      dialog
        .locator('.mantine-Switch-root', { has: page.getByRole('switch', { name: label }) })
        .locator('.mantine-Switch-error');
    const toggle = (label: string) => flipSwitch(page, label);
    await dialogShown(page);
    const voiceMailBefore = await switchOf('Voicemail').isChecked();
    // mobilePay together with extraSecureMobile is refused; the graph names the switch this order turns on
    const mobilePayOn = await switchOf('Mobile pay').isChecked();
    expect(await switchOf('Extra secure mobile').isChecked()).toBe(false);
    if (!mobilePayOn) await toggle('Mobile pay');
    await toggle('Extra secure mobile');
    await dialog.getByRole('button', { name: 'Set services' }).click();
    const named = mobilePayOn ? 'Extra secure mobile' : 'Mobile pay';
    await eventually(() => problemOf(named).textContent()).toContain(
      'only available while extraSecureMobile is false',
    );

    await toggle('Extra secure mobile');
    if (!mobilePayOn) await toggle('Mobile pay');
    await toggle('Voicemail');
    await dialog.getByRole('button', { name: 'Set services' }).click();
    await page.waitForURL(/\/orders\//);
    // back on the subscription while the order is still open: the page follows it there too
    await page.getByRole('link', { name: phoneNumber }).click();
    await eventually(() => page.getByTestId('open-orders').innerText()).toContain('SETSERVICES');
    await screenshot(page, 'console-open-order');
    await eventually(() => page.getByRole('button', { name: 'Set services' }).isDisabled()).toBe(true);
    const voiceMail = page.getByLabel(/^Voicemail: (on|off)$/);
    await expect
      .poll(() => voiceMail.getAttribute('aria-label'), { timeout: 6 * DEFAULT_STEP_MS })
      .toBe(`Voicemail: ${voiceMailBefore ? 'off' : 'on'}`);
    await eventually(() => page.getByTestId('open-orders').innerText()).toContain('None');
    await eventually(() => page.getByRole('button', { name: 'Set services' }).isEnabled()).toBe(true);
    await screenshot(page, 'console-after-orders');
  }, 60_000);

  it('printed no warning or error, and called nothing but its own origin', () => {
    expect(desk.printed).toEqual([]);
    expect([...desk.hosts]).toEqual([new URL(origin).host]);
  });
});
