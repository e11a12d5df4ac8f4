/**
 * The reference console (examples/console) as staff open it, for the browser tests: built by
 * Vite in development mode (so React and Apollo Client print every warning they have), served
 * by Vite's preview server, which passes /graphql on to a gateway as `npm start` runs it (its
 * embedded simulator at its default pace), and one Chromium page that keeps every warning or
 * error it printed and every host it called. axe-core checks a page's accessibility.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_STEP_MS } from '@msp/partner-simulator';
import type { Browser, Page } from 'playwright-core';
import { type PreviewServer, preview } from 'vite';
import { expect } from 'vitest';
import { launchChromium } from './browser.js';
import { type GatewayProcess, spawnGateway } from './process.js';

const CONSOLE = fileURLToPath(new URL('../../examples/console/', import.meta.url));
const require = createRequire(import.meta.url);
const VITE = join(require.resolve('vite/package.json'), '..', 'bin', 'vite.js');

/** vite build in development mode, as a process of its own (this one runs with NODE_ENV=test) */
async function buildConsole(outDir: string): Promise<void> {
  const child = spawn(process.execPath, [VITE, 'build', '--mode', 'development', '--outDir', outDir], {
    cwd: CONSOLE,
    env: { ...process.env, NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the console did not build (exit ${code}): ${stderr}`);
}

export interface RunningConsole {
  gw: GatewayProcess;
  page: Page;
  /** where the console is served */
  origin: string;
  /** every warning and error the page printed, and every error it threw */
  printed: string[];
  /** every host the page called */
  hosts: Set<string>;
  close(): Promise<void>;
}

/**
 * The console before a gateway as `npm start` runs it (its embedded simulator at its default
 * pace), with `env` besides; `token`, when given, is the staff token the console signs in with.
 */
export async function startConsole(
  env: Record<string, string> = {},
  { token }: { token?: string } = {},
): Promise<RunningConsole> {
  const outDir = mkdtempSync(join(tmpdir(), 'console-'));
  let gw: GatewayProcess | undefined;
  let server: PreviewServer | undefined;
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    await new Promise<void>((resolve) => (server ? server.httpServer.close(() => resolve()) : resolve()));
    await gw?.stop();
    rmSync(outDir, { recursive: true, force: true });
  };
  try {
    [gw] = await Promise.all([
      spawnGateway({ SIMULATOR_STEP_MS: String(DEFAULT_STEP_MS), ...env }),
      buildConsole(outDir),
    ]);
    process.env['GATEWAY_URL'] = gw.url; // read by examples/console/vite.config.ts
    server = await preview({
      root: CONSOLE,
      logLevel: 'silent',
      build: { outDir },
      preview: { port: 0, strictPort: false, open: false },
    });
    const local = server.resolvedUrls?.local[0];
    if (local === undefined) throw new Error('the preview server has no local URL');
    const origin = new URL(local).origin;
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1300, height: 900 } });
    page.setDefaultTimeout(15_000);
    // the console keeps a staff token for its tab (examples/console/src/client.ts)
    if (token !== undefined)
      await page.addInitScript((value) => sessionStorage.setItem('console.token', value), token);
    const printed: string[] = [];
    const hosts = new Set<string>();
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error')
        printed.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => printed.push(`page error: ${error.message}`));
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    return { gw, page, origin, printed, hosts, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** asks the console's gateway directly (no errors expected), to compare with what the page shows */
export async function askGraph<T>(
  running: RunningConsole,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${running.gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const { data, errors } = (await response.json()) as { data: T; errors?: unknown };
  expect(errors).toBeUndefined();
  return data;
}

/** the page's open dialog, once its fade-in is over: shown as it stays, and taking clicks */
export async function dialogShown(page: Page): Promise<void> {
  const opaque = (element: Element) => {
    for (let at: Element | null = element; at !== null; at = at.parentElement)
      if (getComputedStyle(at).opacity !== '1') return false;
    return true;
  };
  await expect.poll(() => page.getByRole('dialog').evaluate(opaque), { timeout: 15_000 }).toBe(true);
}

/**
 * Turns a switch of the open dialog over, as a click on it does once the dialog is shown (a
 * click while it fades in can be lost); answers whether it is on now.
 */
export async function flipSwitch(page: Page, name: string): Promise<boolean> {
  const control = page.getByRole('dialog').getByRole('switch', { name });
  await dialogShown(page);
  const was = await control.isChecked();
  await control.click({ force: true });
  await expect.poll(() => control.isChecked(), { timeout: 15_000 }).toBe(!was);
  return !was;
}

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * axe-core's serious and critical violations on the page as it is now (WCAG 2.x A and AA
 * rules); with `within`, only inside the element it selects (an open dialog, before a page it
 * makes inert).
 */
export async function accessibilityViolations(page: Page, within?: string): Promise<Violation[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      globalThis as unknown as {
        axe: { run: (context: Document | string, options: object) => Promise<unknown> };
      }
    ).axe;
    const result = (await axe.run(selector ?? document, { resultTypes: ['violations'] })) as {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: unknown[]; failureSummary?: string }>;
      }>;
    };
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${JSON.stringify(n.target)}: ${n.failureSummary ?? ''}`),
    }));
  }, within);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
