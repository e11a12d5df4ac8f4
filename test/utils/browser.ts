/**
 * Debian's Chromium, driven by playwright-core, for the tests that open a page as a person
 * would. Without Chromium those tests are skipped with a printed reason, except under CI,
 * where its absence is an error.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** whether Chromium is there; prints why `what` is skipped when it is not */
export function chromiumFor(what: string): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.env['CI'] !== undefined)
    throw new Error(`Chromium is not at ${CHROMIUM}, and CI needs ${what}`);
  process.stdout.write(`${what} skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium)\n`);
  return false;
}

/** headless, with none of the background traffic a closed network refuses */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const ARTIFACTS = new URL('../artifacts/', import.meta.url);

/** the whole page, as test/artifacts/<name>.png */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = new URL(`${name}.png`, ARTIFACTS).pathname;
  await page.screenshot({ path, fullPage: true });
  return path;
}
