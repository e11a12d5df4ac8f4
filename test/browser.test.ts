/**
 * A real browser: Debian's Chromium, driven by playwright-core, opens GraphiQL as a person
 * would, runs the dashboard query it opens with, and sees data. Every request the page makes
 * must stay on the gateway (no CDN). The screenshot is kept in test/artifacts.
 * Skipped with a printed reason when Chromium is not installed, except under CI.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './utils/gateway.js';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const installed = existsSync(CHROMIUM);
if (!installed) {
  if (process.env['CI'] !== undefined)
    throw new Error(`Chromium is not at ${CHROMIUM}, and CI needs the browser test`);
  process.stdout.write(`browser test skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium)\n`);
}

describe.skipIf(!installed)('GraphiQL in a real browser', () => {
  let gw: TestGateway;
  let browser: Browser;
  beforeAll(async () => {
    gw = await startTestGateway({ openOrders: false });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await gw?.close();
  });

  it('opens with the dashboard query, runs it, and shows data, loading nothing from elsewhere', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const origins = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http')) origins.add(url.origin);
    });
    await page.goto(`${gw.url}/graphql`);
    await page.locator('.graphiql-execute-button').waitFor({ timeout: 20_000 });
    await page.getByText('query Dashboard').first().waitFor({ timeout: 20_000 });
    await page.locator('.graphiql-execute-button').click();
    const response = page.locator('.graphiql-response');
    await expect.poll(async () => response.innerText(), { timeout: 20_000 }).toContain('totalCount');
    const shown = await response.innerText();
    expect(shown).toContain('mobileSubscriptions');
    expect(shown).not.toContain('"errors"');
    mkdirSync(new URL('./artifacts/', import.meta.url), { recursive: true });
    await page.screenshot({
      path: new URL('./artifacts/graphiql-dashboard.png', import.meta.url).pathname,
      fullPage: true,
    });
    expect([...origins]).toEqual([gw.url]);
  }, 60_000);
});
