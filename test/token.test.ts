/**
 * `npm run token` as a developer runs it: a child process whose token a real gateway on an
 * ephemeral port accepts, staff or customer (a customer reads their subscription and no
 * other); JWT_SECRET and the rest read from `.env`, the environment winning; refused in
 * production, and with no secret it says how to set one.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { WireSubscription } from '@msp/partner-interface';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './utils/gateway.js';

const execFileP = promisify(execFile);
const ROOT = join(import.meta.dirname, '..');
const SECRET = 'a-development-secret-of-at-least-32-characters';
const JWT = {
  AUTH_MODE: 'jwt',
  JWT_SECRET: SECRET,
  JWT_ISSUER: 'https://login.test',
  JWT_AUDIENCE: 'msp-gateway',
};

/** `npm run token -- <args>` in `cwd`, with `env` over an environment holding no JWT_* of the test's own */
async function token(args: string[], env: Record<string, string>, cwd = ROOT) {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(JWT_|AUTH_MODE$|NODE_ENV$)/.test(name)),
  );
  try {
    const { stdout, stderr } = await execFileP('npm', ['run', '--silent', 'token', '--', ...args], {
      cwd,
      env: { ...base, ...env },
    });
    return { code: 0, stdout: stdout.trim(), stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout.trim(), stderr: failed.stderr };
  }
}

let gw: TestGateway;
let subA: WireSubscription;
let subB: WireSubscription;
beforeAll(async () => {
  gw = await startTestGateway({ openOrders: false }, JWT);
  [subA, subB] = (await gw.partner.client.get('QuerySubscription', { take: 2 })).results as [
    WireSubscription,
    WireSubscription,
  ];
}, 30_000);
afterAll(() => gw.close());

const read = (id: string, bearer?: string) =>
  gw.request<{ mobileSubscription: { subscriptionId: string } | null }, { id: string }>(
    'query($id: ID) { mobileSubscription(id: $id) { subscriptionId } }',
    { id },
    bearer === undefined ? {} : { authorization: `Bearer ${bearer}` },
  );

describe('npm run token', () => {
  it('prints a staff token the gateway accepts, with the configured issuer and audience and 8 hours to live', async () => {
    expect((await read(subA.id)).errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    const made = await token(['--role', 'staff'], JWT);
    expect(made.code).toBe(0);
    const claims = decodeJwt(made.stdout);
    expect(claims).toMatchObject({
      role: 'staff',
      sub: 'dev-staff',
      iss: JWT.JWT_ISSUER,
      aud: JWT.JWT_AUDIENCE,
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(8 * 3600);
    expect(await read(subA.id, made.stdout)).toEqual({
      data: { mobileSubscription: { subscriptionId: subA.id } },
    });
    expect(made.stderr).not.toContain(SECRET);
    expect(made.stdout).not.toContain(SECRET);
  }, 30_000);

  it('prints a customer token that reads their subscription and no other', async () => {
    const made = await token(['--role', 'customer', '--subscription', subA.id, '--expires', '30m'], JWT);
    expect(made.code).toBe(0);
    const claims = decodeJwt(made.stdout);
    expect(claims).toMatchObject({ role: 'customer', subscriptionIds: [subA.id] });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(30 * 60);
    expect((await read(subA.id, made.stdout)).data?.mobileSubscription?.subscriptionId).toBe(subA.id);
    expect((await read(subB.id, made.stdout)).data?.mobileSubscription).toBeNull();
  }, 30_000);

  it('refuses a customer token that names no subscription', async () => {
    const made = await token(['--role', 'customer'], JWT);
    expect(made.code).not.toBe(0);
    expect(made.stdout).toBe('');
    expect(made.stderr).toContain('--subscription');
  }, 30_000);

  it('refuses when NODE_ENV=production', async () => {
    const made = await token(['--role', 'staff'], { ...JWT, NODE_ENV: 'production' });
    expect(made.code).not.toBe(0);
    expect(made.stdout).toBe('');
    expect(made.stderr).toContain('NODE_ENV=production');
  }, 30_000);

  it('says how to set JWT_SECRET when there is none, and that AUTH_MODE=none needs no token', async () => {
    const made = await token(['--role', 'staff'], {});
    expect(made.code).not.toBe(0);
    expect(made.stdout).toBe('');
    expect(made.stderr).toContain('no JWT_SECRET is configured');
    expect(made.stderr).toContain('AUTH_MODE=none');
  }, 30_000);

  it('reads JWT_SECRET and the rest from .env, the environment winning over the file', async () => {
    // the project as `npm run token` sees it, with a .env of its own
    const dir = await mkdtemp(join(tmpdir(), 'msp-token-'));
    try {
      const manifest = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      };
      await writeFile(
        join(dir, 'package.json'),
        JSON.stringify({
          name: 'env-check',
          private: true,
          type: 'module',
          scripts: { token: manifest.scripts['token'] },
        }),
      );
      for (const entry of ['node_modules', 'scripts', 'src', 'packages', 'tsconfig.json'])
        await symlink(join(ROOT, entry), join(dir, entry));
      await writeFile(
        join(dir, '.env'),
        `AUTH_MODE=jwt\nJWT_SECRET=${SECRET}\nJWT_ISSUER=https://from-the-file.test\nJWT_AUDIENCE=${JWT.JWT_AUDIENCE}\n`,
      );
      const made = await token(['--role', 'staff'], { JWT_ISSUER: JWT.JWT_ISSUER }, dir);
      expect(made.code).toBe(0);
      expect(decodeJwt(made.stdout).iss).toBe(JWT.JWT_ISSUER);
      expect((await read(subA.id, made.stdout)).data?.mobileSubscription?.subscriptionId).toBe(subA.id);
    } finally {
      await rm(dir, { recursive: true });
    }
  }, 30_000);
});
