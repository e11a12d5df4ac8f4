/**
 * Every order the graph offers, placed from the reference console in Chromium against a
 * gateway as `npm start` runs it (test/utils/console.ts): a subscription's orders offered as
 * its viewerCan fields say, an open order's cancellation or change on its live page, a new
 * subscription and a port-in from the header. A refused field shows its problem on that field
 * (aria-invalid, aria-describedby); a double click places one order, and so does an order sent
 * again after its answer was lost and the page reloaded (its idempotency key kept). axe-core
 * finds nothing serious or critical on any order dialog, each of which is kept as a
 * screenshot; and the page prints no warning.
 */
import { DEFAULT_STEP_MS } from '@msp/partner-simulator';
import type { Locator, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFor, screenshot } from './utils/browser.js';
import {
  accessibilityViolations,
  askGraph,
  dialogShown,
  flipSwitch,
  type RunningConsole,
  startConsole,
} from './utils/console.js';

interface Sub {
  id: string;
  phoneNumber: string;
  viewerCanSuspendSubscription: boolean;
  viewerCanResumeSubscription: boolean;
  viewerCanSetServices: boolean;
  viewerCanSwapSim: boolean;
  viewerCanPortOut: boolean;
  viewerCanTerminateSubscription: boolean;
}

/** the subscription orders' buttons, and the viewerCan field each follows */
const OFFERED = [
  ['Suspend', 'viewerCanSuspendSubscription'],
  ['Resume', 'viewerCanResumeSubscription'],
  ['Set services', 'viewerCanSetServices'],
  ['Swap SIM', 'viewerCanSwapSim'],
  ['Port out', 'viewerCanPortOut'],
  ['Terminate', 'viewerCanTerminateSubscription'],
] as const;

/** a date and time `days` ahead, as a datetime-local field takes it (the browser's zone is this machine's) */
function inDays(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}

describe.skipIf(!chromiumFor('the console orders browser test'))(
  'every order from the reference console',
  () => {
    let app: RunningConsole;
    let page: Page;
    /** ACTIVE subscriptions with no open order, each for one walk */
    let subs: Sub[] = [];
    const graph = <T>(query: string, variables: Record<string, unknown> = {}) =>
      askGraph<T>(app, query, variables);

    beforeAll(async () => {
      app = await startConsole();
      page = app.page;
      const { mobileSubscriptions } = await graph<{
        mobileSubscriptions: { edges: Array<{ node: Sub & { state: string; openActivations: unknown[] } }> };
      }>(`{ mobileSubscriptions(first: 100) { edges { node {
      id phoneNumber state openActivations { id } ${OFFERED.map(([, field]) => field).join(' ')}
    } } } }`);
      subs = mobileSubscriptions.edges
        .map(({ node }) => node)
        .filter((sub) => sub.state === 'ACTIVE' && sub.openActivations.length === 0 && sub.phoneNumber);
      expect(subs.length).toBeGreaterThanOrEqual(4);
    }, 120_000);
    afterAll(async () => {
      await app?.close();
    });

    const eventually = <T>(shown: () => Promise<T>, timeout = 15_000) => expect.poll(shown, { timeout });
    const dialog = () => page.getByRole('dialog');
    const submit = (title: string) => dialog().getByRole('button', { name: title, exact: true });

    /** turns a switch of the open dialog on */
    const turnOn = async (name: string) => expect(await flipSwitch(page, name)).toBe(true);

    /** the order's dialog passes axe-core, and is kept as test/artifacts/console-order-<name>.png */
    const checkDialog = async (name: string) => {
      // axe measures colours as they are shown
      await dialogShown(page);
      expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);
      await screenshot(page, `console-order-${name}`);
    };

    /** what a field says is wrong with it: aria-invalid, and the text its aria-describedby points to */
    const problemOf = async (field: Locator) => {
      await eventually(() => field.getAttribute('aria-invalid')).toBe('true');
      const ids = ((await field.getAttribute('aria-describedby')) ?? '')
        .split(/\s+/)
        .filter((id) => id !== '');
      const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
      return texts.join(' ');
    };

    const openSubscription = async (sub: Sub) => {
      await page.goto(`${app.origin}/subscriptions/${encodeURIComponent(sub.id)}`);
      await page.getByRole('heading', { name: sub.phoneNumber }).waitFor();
    };

    /** waits for the live page of the order just placed, of this type; answers its id */
    const followed = async (activationType: string) => {
      await page.waitForURL(/\/orders\//);
      await page.getByRole('heading', { name: new RegExp(`^${activationType}`) }).waitFor();
      return decodeURIComponent(new URL(page.url()).pathname.replace(/^\/orders\//, ''));
    };

    /** the orders the partner has on a subscription */
    const ordersOn = async (sub: Sub) =>
      (
        await graph<{ mobileSubscription: { activations: { totalCount: number } } }>(
          'query ($id: ID!) { mobileSubscription(id: $id) { activations { totalCount } } }',
          { id: sub.id },
        )
      ).mobileSubscription.activations.totalCount;

    /** the orders the gateway's journal holds of one mutation with one reference number */
    const placed = async (mutation: string, referenceNumber: string) =>
      (
        await graph<{ placedOrders: { edges: Array<{ node: { referenceNumber: string | null } }> } }>(
          'query ($m: String) { placedOrders(first: 100, filter: { mutation: $m }) { edges { node { referenceNumber } } } }',
          { m: mutation },
        )
      ).placedOrders.edges.filter(({ node }) => node.referenceNumber === referenceNumber).length;

    /** waits until the followed order is final, and answers how it ended */
    const finalStatus = async () => {
      await page.getByText(/^The order is final: /).waitFor({ timeout: 8 * DEFAULT_STEP_MS });
      return page.getByTestId('status').first().textContent();
    };

    it("offers each of a subscription's orders as its viewerCan field says, and says when one not offered would be", async () => {
      const [sub] = subs;
      if (sub === undefined) throw new Error('no subscription');
      await openSubscription(sub);
      for (const [title, field] of OFFERED) {
        const button = page.getByRole('button', { name: title, exact: true });
        await expect(button.isEnabled(), title).resolves.toBe(sub[field]);
      }
      // an ACTIVE subscription is not resumed: the button says why, in words tied to it
      const resume = page.getByRole('button', { name: 'Resume', exact: true });
      const why = await resume.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${why}"]`).textContent()).toContain(
        'while the subscription is BLOCKED',
      );
      for (const title of ['New subscription', 'Port in'])
        await expect(page.getByRole('button', { name: title, exact: true }).isEnabled()).resolves.toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'console-orders-offered');
      // by keyboard: a dialog opens on Enter with its first field focused, and Escape closes it,
      // the focus back on the button that opened it
      const suspend = page.getByRole('button', { name: 'Suspend', exact: true });
      await suspend.focus();
      await page.keyboard.press('Enter');
      const reference = dialog().getByRole('textbox', { name: 'Reference number' });
      await eventually(() => reference.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'detached' });
      await eventually(() => suspend.evaluate((element) => element === document.activeElement)).toBe(true);
    }, 60_000);

    it('swaps a SIM to an eSIM by keyboard: a refused field shows its problem on that field, then the order is placed', async () => {
      const [sub] = subs;
      if (sub === undefined) throw new Error('no subscription');
      const before = await ordersOn(sub);
      await page.getByRole('button', { name: 'Swap SIM', exact: true }).click();
      // the first field has the focus: the eSIM switch, turned on by the space bar
      const esim = dialog().getByRole('switch', { name: 'eSIM' });
      await eventually(() => esim.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press('Space');
      await eventually(() => esim.isChecked()).toBe(true);
      expect(await dialog().getByRole('textbox', { name: 'SIM card number' }).count()).toBe(0);
      await dialog().getByRole('textbox', { name: 'Email' }).fill('not an address');
      const code = dialog().getByRole('textbox', { name: 'Confirmation code' });
      await code.fill('CODE-OF-12-C');
      await code.press('Enter');
      expect(await problemOf(code)).toContain('at most 10 characters');
      expect(await problemOf(dialog().getByRole('textbox', { name: 'Email' }))).toContain(
        'must be an email address',
      );
      await checkDialog('swapSim');
      expect(await ordersOn(sub)).toBe(before);

      await dialog().getByRole('textbox', { name: 'Email' }).fill('desk@example.com');
      await code.fill('CODE-10');
      await page.keyboard.press('Enter');
      await followed('SIMSWAP');
      expect(await ordersOn(sub)).toBe(before + 1);
    }, 60_000);

    it('sets services on the same subscription while its SIM swap runs', async () => {
      const [sub] = subs;
      if (sub === undefined) throw new Error('no subscription');
      await openSubscription(sub);
      await page.getByRole('button', { name: 'Set services', exact: true }).click();
      await flipSwitch(page, 'Voicemail');
      await checkDialog('setServices');
      await submit('Set services').click();
      await followed('SETSERVICES');
    }, 60_000);

    it('terminates at a wish date, and cancels the termination from its live page', async () => {
      const sub = subs[1];
      if (sub === undefined) throw new Error('no subscription');
      await openSubscription(sub);
      await page.getByRole('button', { name: 'Terminate', exact: true }).click();
      await dialog().getByLabel('Wish date').fill(inDays(7));
      await checkDialog('terminateSubscription');
      await submit('Terminate').click();
      await followed('TERMINATE');
      // on the subscription, the open termination closes it to every other order
      await page.getByRole('button', { name: 'Cancel termination', exact: true }).click();
      await dialog().getByRole('textbox', { name: 'Note' }).fill('the customer stays');
      await checkDialog('cancelTermination');
      await submit('Cancel termination').click();
      await dialog().waitFor({ state: 'detached' });
      await expect(finalStatus()).resolves.toBe('CANCELLED');
    }, 90_000);

    it('refuses a port-out beyond 90 days on its wish date field, then ports out and cancels it', async () => {
      const sub = subs[2];
      if (sub === undefined) throw new Error('no subscription');
      await openSubscription(sub);
      await page.getByRole('button', { name: 'Port out', exact: true }).click();
      const wish = dialog().getByLabel('Wish date');
      await wish.fill(inDays(120));
      await submit('Port out').click();
      expect(await problemOf(wish)).toContain('must be within 90 days');
      await checkDialog('portOut');
      await wish.fill(inDays(7));
      await submit('Port out').click();
      await followed('OUTPORT');
      await page.getByRole('button', { name: 'Cancel port-out', exact: true }).click();
      await checkDialog('cancelPortOut');
      await submit('Cancel port-out').click();
      await dialog().waitFor({ state: 'detached' });
      await expect(finalStatus()).resolves.toBe('CANCELLED');
    }, 90_000);

    it('orders a new subscription with an eSIM (mobilePay refused on SP16002, on its field), and cancels it', async () => {
      await page.goto(`${app.origin}/`);
      await page.getByRole('button', { name: 'New subscription', exact: true }).click();
      const access = dialog().getByRole('combobox', { name: 'Access type' });
      await dialog().getByRole('combobox', { name: 'Environment' }).selectOption('SP16002');
      await access.selectOption('MOBILEPAY');
      await turnOn('eSIM');
      await dialog().getByRole('textbox', { name: 'Email' }).fill('desk@example.com');
      await dialog().getByRole('textbox', { name: 'Confirmation code' }).fill('NEW-1');
      await dialog().getByLabel('Wish date').fill(inDays(7));
      await submit('New subscription').click();
      expect(await problemOf(access)).toContain('mobilePay is not supported in providerEnvironment SP16002');
      await checkDialog('orderNewSubscription');
      await access.selectOption('');
      await submit('New subscription').click();
      await followed('ACTIVATENEW');
      await page.getByRole('button', { name: 'Cancel new subscription', exact: true }).click();
      await checkDialog('cancelNewSubscription');
      await submit('Cancel new subscription').click();
      await dialog().waitFor({ state: 'detached' });
      await expect(finalStatus()).resolves.toBe('CANCELLED');
    }, 90_000);

    it('ports a number in and changes it; its cancellation is refused until the donor has answered, then placed', async () => {
      await page.goto(`${app.origin}/`);
      await page.getByRole('button', { name: 'Port in', exact: true }).click();
      await dialog()
        .getByRole('textbox', { name: 'Phone number to port' })
        .fill(`06${String(Date.now()).slice(-8)}`);
      await dialog().getByRole('textbox', { name: 'Customer number at the donor' }).fill('DONOR-1');
      await dialog().getByLabel('Porting wish date').fill(inDays(7));
      await turnOn('eSIM');
      await dialog().getByRole('textbox', { name: 'Email' }).fill('desk@example.com');
      await dialog().getByRole('textbox', { name: 'Confirmation code' }).fill('PORT-1');
      await checkDialog('portIn');
      await submit('Port in').click();
      const id = await followed('INPORT');

      await page.getByRole('button', { name: 'Change port-in', exact: true }).click();
      await dialog().getByRole('textbox', { name: 'Customer number at the donor' }).fill('DONOR-2');
      await checkDialog('changePortIn');
      await submit('Change port-in').click();
      await dialog().waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Cancel port-in', exact: true }).click();
      await checkDialog('cancelPortIn');
      const porting = async () =>
        (
          await graph<{ activation: { portingStatus: string | null } }>(
            'query ($id: ID!) { activation(id: $id) { ... on InPortActivation { portingStatus } } }',
            { id },
          )
        ).activation.portingStatus;
      if ((await porting()) === 'INIT') {
        await submit('Cancel port-in').click();
        await dialog()
          .getByRole('alert')
          .getByText(/cannot be cancelled while its portingStatus is INIT/)
          .waitFor();
        await eventually(porting, 6 * DEFAULT_STEP_MS).toBe('APPROVED');
      }
      await submit('Cancel port-in').click();
      await dialog().waitFor({ state: 'detached' });
      await expect(finalStatus()).resolves.toBe('CANCELLED');
    }, 120_000);

    it('suspends once on a double click, and resumes once it is done', async () => {
      const sub = subs[3];
      if (sub === undefined) throw new Error('no subscription');
      const before = await ordersOn(sub);
      await openSubscription(sub);
      const sent: Request[] = [];
      const onRequest = (request: Request) => {
        if (request.postData()?.includes('suspendSubscription')) sent.push(request);
      };
      page.on('request', onRequest);
      await page.getByRole('button', { name: 'Suspend', exact: true }).click();
      await checkDialog('suspendSubscription');
      await submit('Suspend').dblclick();
      await followed('SUSPEND');
      page.off('request', onRequest);
      expect(sent).toHaveLength(1);
      expect(await ordersOn(sub)).toBe(before + 1);
      await expect(finalStatus()).resolves.toBe('DONE');

      await page.getByRole('link', { name: sub.phoneNumber }).click();
      const resume = page.getByRole('button', { name: 'Resume', exact: true });
      await eventually(() => resume.isEnabled()).toBe(true);
      await resume.click();
      await checkDialog('resumeSubscription');
      await submit('Resume').click();
      await followed('RESUME');
      expect(await ordersOn(sub)).toBe(before + 2);
    }, 90_000);

    it('places a new subscription once when its answer was lost and it is sent again after a reload', async () => {
      const reference = `lost-${String(Date.now()).slice(-8)}`;
      await page.goto(`${app.origin}/`);
      await page.getByRole('button', { name: 'New subscription', exact: true }).click();
      await turnOn('eSIM');
      await dialog().getByRole('textbox', { name: 'Email' }).fill('desk@example.com');
      await dialog().getByRole('textbox', { name: 'Confirmation code' }).fill('LOST-1');
      await dialog().getByLabel('Wish date').fill(inDays(7));
      await dialog().getByRole('textbox', { name: 'Reference number' }).fill(reference);
      // the order reaches the gateway; its answer never reaches the page, which is reloaded
      let answered: (body: string) => void = () => {};
      const firstAnswer = new Promise<string>((resolve) => {
        answered = resolve;
      });
      const lose = async (route: Route) => {
        // the page's other requests (its live list) go on as ever
        if (!route.request().postData()?.includes('OrderNewSubscription')) return route.continue();
        const response = await route.fetch();
        answered(await response.text());
      };
      await page.route('**/graphql', lose);
      await submit('New subscription').click();
      const first = JSON.parse(await firstAnswer) as {
        data: { orderNewSubscription: { activation: { id: string } } };
      };
      // reloaded first: the request held unanswered dies with the page, and is never let through
      // afterwards (an answer reaching the page before the reload would settle the order there)
      await page.reload();
      await page.unroute('**/graphql', lose);
      expect(await placed('orderNewSubscription', reference)).toBe(1);

      // the form opens as it was sent, and sent again under its key, the gateway answers the first order
      await page.getByRole('button', { name: 'New subscription', exact: true }).click();
      await dialog().getByText('Sent before, without an answer').waitFor();
      await expect(dialog().getByRole('textbox', { name: 'Reference number' }).inputValue()).resolves.toBe(
        reference,
      );
      await checkDialog('orderNewSubscription-sent-before');
      await submit('New subscription').click();
      const id = await followed('ACTIVATENEW');
      expect(id).toBe(first.data.orderNewSubscription.activation.id);
      expect(await placed('orderNewSubscription', reference)).toBe(1);
    }, 90_000);

    it('printed no warning or error, and called nothing but its own origin', () => {
      expect(app.printed).toEqual([]);
      expect([...app.hosts]).toEqual([new URL(app.origin).host]);
    });
  },
);
