/**
 * A real browser: Debian's Chromium, driven by playwright-core, opens GraphiQL on the gateway
 * as `npm start` runs it (a process with its embedded simulator at its default pace) and runs
 * every ready tab as a newcomer would, with nothing typed into the Headers tab: the dashboard,
 * a subscription's detail, an order, and that order followed live to its final status, with
 * nothing pasted. Every request the page makes stays on the gateway (no CDN), and the page
 * logs no error. The screenshots are kept in test/artifacts.
 */
import { DEFAULT_STEP_MS } from '@msp/partner-simulator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFor, launchChromium, screenshot } from './utils/browser.js';
import { type GatewayProcess, spawnGateway } from './utils/process.js';
import { staffToken } from './utils/tokens.js';

/** the response pane's text, its spaces as plain spaces (the editor renders some as no-break spaces) */
const responseOf = async (page: Page) =>
  (await page.locator('.graphiql-response').innerText()).replace(/\s+/g, ' ');

/** opens a ready tab (GraphiQL takes a moment after loading before its tabs answer clicks) */
async function openTab(page: Page, tab: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.locator('.graphiql-tab-button', { hasText: new RegExp(`^${tab}$`) }).click();
        return page.locator('.graphiql-tab-active').innerText();
      },
      { timeout: 10_000 },
    )
    .toContain(tab);
}

describe.skipIf(!chromiumFor('the GraphiQL browser test'))('GraphiQL in a real browser', () => {
  let gw: GatewayProcess;
  let browser: Browser;
  let page: Page;
  const origins = new Set<string>();
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    // what `npm start` runs: the embedded simulator, at its default pace
    gw = await spawnGateway({ SIMULATOR_STEP_MS: String(DEFAULT_STEP_MS) });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') || url.protocol.startsWith('ws')) origins.add(url.host);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(`${gw.url}/graphql`);
    await page.locator('.graphiql-execute-button').waitFor({ timeout: 20_000 });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await gw?.stop();
  });

  const response = () => responseOf(page);
  const open = (tab: string) => openTab(page, tab);
  /**
   * runs the open tab. Right after a tab switch GraphiQL may still hold the previous tab's
   * operation name and answer "Cannot infer operation" without sending anything, or take the
   * click before the tab is ready and show nothing; a person clicks again, and so does this
   * (every operation here answers something at once: a live one its current state)
   */
  const execute = async () => {
    await page.locator('.graphiql-execute-button').click();
    let looks = 0;
    await expect
      .poll(
        async () => {
          const shown = (await response()).trim();
          if (shown.includes('Cannot infer operation') || (shown === '' && looks++ > 0)) {
            await page.locator('.graphiql-execute-button').click();
            return false;
          }
          return shown !== '';
        },
        { timeout: 10_000, interval: 1_000 },
      )
      .toBe(true);
  };
  /** runs the open tab and returns its answer once it contains `expected` */
  const run = async (expected: string) => {
    await execute();
    await expect.poll(response, { timeout: 20_000 }).toContain(expected);
    return response();
  };
  it('runs the dashboard tab and shows data', async () => {
    await open('Dashboard');
    const shown = await run('totalCount');
    expect(shown).toContain('mobileSubscriptions');
    expect(shown).not.toContain('"errors"');
    await screenshot(page, 'graphiql-dashboard');
  }, 60_000);

  it('runs the subscription detail tab on a phone number that exists, and shows that subscription', async () => {
    await open('SubscriptionDetail');
    const shown = await run('"mobileSubscription"');
    expect(shown).not.toContain('"mobileSubscription": null');
    expect(shown).toContain('"subscriptionId"');
    expect(shown).not.toContain('"errors"');
  }, 60_000);

  it('places the order of the order tab', async () => {
    await open('OrderNewSubscription');
    const shown = await run('OrderNewSubscriptionPayload');
    expect(shown).toContain('"status"');
    expect(shown).not.toContain('"errors"');
  }, 60_000);

  it('follows that order live, by its idempotency key, through its intermediate statuses to DONE', async () => {
    await open('FollowActivation');
    await execute();
    const seen: string[] = [];
    await expect
      .poll(
        async () => {
          const status = /"status": "(\w+)"/.exec(await response())?.[1];
          if (status !== undefined && seen.at(-1) !== status) seen.push(status);
          return seen.at(-1);
        },
        { timeout: 6 * DEFAULT_STEP_MS, interval: 100 },
      )
      .toBe('DONE');
    expect(seen).toContain('BUSY');
    expect(await response()).not.toContain('"errors"');
    await screenshot(page, 'graphiql-follow');
  }, 60_000);

  it('loaded nothing from elsewhere and logged no error', () => {
    expect([...origins]).toEqual([new URL(gw.url).host]);
    expect(consoleErrors).toEqual([]);
  });
});

describe.skipIf(!chromiumFor('the GraphiQL browser test with authentication'))(
  'GraphiQL in a real browser, with JWT authentication on',
  () => {
    const SECRET = 'a-development-secret-of-at-least-32-characters';
    let gw: GatewayProcess;
    let browser: Browser;
    let page: Page;

    beforeAll(async () => {
      gw = await spawnGateway({ AUTH_MODE: 'jwt', JWT_SECRET: SECRET });
      browser = await launchChromium();
      page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      await page.goto(`${gw.url}/graphql`);
      await page.locator('.graphiql-execute-button').waitFor({ timeout: 20_000 });
    }, 60_000);
    afterAll(async () => {
      await browser?.close();
      await gw?.stop();
    });

    const response = () => responseOf(page);
    const open = (tab: string) => openTab(page, tab);
    const run = async (expected: string) => {
      await expect
        .poll(
          async () => {
            if (!(await response()).includes(expected))
              await page.locator('.graphiql-execute-button').click();
            return response();
          },
          { timeout: 20_000, interval: 1_000 },
        )
        .toContain(expected);
      return response();
    };

    it('says in the first tab how to get a token', async () => {
      const served = await fetch(`${gw.url}/graphql`, { headers: { accept: 'text/html' } });
      const html = await served.text();
      expect(html).toContain('# Authentication is on.');
      expect(html).toContain('npm run token -- --role staff');
    }, 30_000);

    it('sends a token pasted once, in the first tab, from every tab (queries and live operations) until an empty one is sent', async () => {
      const token = await staffToken('browser', { secret: SECRET });
      await open('Dashboard');
      expect(await run('"errors"')).toContain('UNAUTHENTICATED');
      await page.locator('.graphiql-editor-tools').getByText('Headers', { exact: true }).click();
      const headers = page.locator('.graphiql-editor-tool .graphiql-editor').filter({ visible: true });
      await headers.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.insertText(JSON.stringify({ Authorization: `Bearer ${token}` }));
      expect(await run('totalCount')).not.toContain('"errors"');

      await open('SubscriptionDetail');
      const detail = await run('"subscriptionId"');
      expect(detail).not.toContain('"errors"');

      await open('FollowActivation');
      // over graphql-ws: past authentication, to the order the key names (none was placed here)
      const followed = await run('graphiql-order-1');
      expect(followed).not.toContain('UNAUTHENTICATED');
      expect(followed).toContain('"activationUpdated"');

      // an empty value, sent once, forgets the token for every tab
      await open('Dashboard');
      await headers.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Delete');
      await page.keyboard.insertText(JSON.stringify({ Authorization: '' }));
      await screenshot(page, 'graphiql-jwt-forget');
      expect(await run('UNAUTHENTICATED')).toContain('UNAUTHENTICATED');
      await open('SubscriptionDetail');
      expect(await run('UNAUTHENTICATED')).toContain('UNAUTHENTICATED');
    }, 90_000);
  },
);
