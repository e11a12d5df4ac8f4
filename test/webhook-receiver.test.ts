/**
 * The receiver back offices copy (examples/webhook-receiver), run as they would run it, sent
 * messages signed as the gateway signs them (by the standardwebhooks library): it takes a
 * verified message once however often it comes, and refuses anything it cannot verify.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMessageOf } from '../src/webhooks/message.js';

const secret = `whsec_${randomBytes(24).toString('base64')}`;
let child: ChildProcess;
let url = '';
const lines: string[] = [];
const handled = () => lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { handled: string });

beforeAll(async () => {
  child = spawn(process.execPath, ['examples/webhook-receiver/server.ts'], {
    env: { ...process.env, WEBHOOK_SECRET: secret, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const parts = out.split('\n');
      out = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        const listening = /listening on (http:\/\/\S+)/.exec(line);
        if (listening?.[1] !== undefined) resolve(listening[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`the receiver exited with ${code}`)));
  });
});
afterAll(() => {
  child.kill();
});

let serial = 0;
const message = () => {
  serial += 1;
  return {
    id: `msg_${randomBytes(16).toString('hex')}`,
    body: JSON.stringify({
      type: 'order.finished',
      timestamp: new Date().toISOString(),
      data: { orderId: `UGxhY2VkT3JkZXI6${serial}`, activationId: 'a-1', status: 'DONE' },
    }),
  };
};

async function send(
  id: string,
  body: string,
  headers: { 'webhook-timestamp'?: string; 'webhook-signature'?: string } = {},
  at = new Date(),
): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, at, body),
      ...headers,
    },
    body,
  });
  return response.status;
}

/** the receiver has written the line of `id` (each message is sent and answered in turn) */
const taken = (id: string) => handled().filter((h) => h.handled === id).length;

describe('the example receiver', () => {
  it('takes a correctly signed message once, and answers its repeats without taking it again', async () => {
    const { id, body } = message();
    expect(await send(id, body)).toBe(204);
    expect(await send(id, body)).toBe(204);
    // a later attempt of the same message, signed afresh
    expect(await send(id, body, {}, new Date(Date.now() + 5_000))).toBe(204);
    expect(taken(id)).toBe(1);
  });

  it("accepts the gateway's webhook.test message (staff checking the endpoint) and takes nothing of it", async () => {
    const { message: test, body } = testMessageOf('7', new Date());
    expect(JSON.parse(body)).toMatchObject({ type: 'webhook.test' });
    expect(await send(test.webhookId, body)).toBe(204);
    expect(taken(test.webhookId)).toBe(0);
    // signed with another secret, it is refused as any message is
    expect(
      await send(test.webhookId, body, {
        'webhook-signature': new Webhook(`whsec_${randomBytes(24).toString('base64')}`).sign(
          test.webhookId,
          new Date(),
          body,
        ),
      }),
    ).toBe(400);
  });

  it('outlives a sender that goes away in the middle of a message, and takes the next one', async () => {
    const { connect } = await import('node:net');
    const { port } = new URL(url);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('POST / HTTP/1.1\r\nhost: x\r\ncontent-length: 1000\r\n\r\n{"type":');
        setImmediate(() => socket.destroy());
      });
      socket.on('close', () => resolve());
    });
    const { id, body } = message();
    expect(await send(id, body)).toBe(204);
    expect(taken(id)).toBe(1);
  });

  it('verifies a message signed with two secrets while one is rotated, with either in hand', async () => {
    const { id, body } = message();
    const at = new Date();
    const other = new Webhook(`whsec_${randomBytes(24).toString('base64')}`).sign(id, at, body);
    const ours = new Webhook(secret).sign(id, at, body);
    expect(await send(id, body, { 'webhook-signature': `${other} ${ours}` }, at)).toBe(204);
    expect(taken(id)).toBe(1);
  });

  it.each([
    [
      'a tampered body',
      (m: { id: string; body: string }) => ({
        body: m.body.replace('DONE', 'ERROR'),
        headers: { 'webhook-signature': new Webhook(secret).sign(m.id, new Date(), m.body) },
      }),
    ],
    [
      'another secret',
      (m: { id: string; body: string }) => ({
        body: m.body,
        headers: {
          'webhook-signature': new Webhook(`whsec_${randomBytes(24).toString('base64')}`).sign(
            m.id,
            new Date(),
            m.body,
          ),
        },
      }),
    ],
    [
      'a timestamp ten minutes old',
      (m: { id: string; body: string }) => {
        const old = new Date(Date.now() - 600_000);
        return {
          body: m.body,
          headers: {
            'webhook-timestamp': String(Math.floor(old.getTime() / 1000)),
            'webhook-signature': new Webhook(secret).sign(m.id, old, m.body),
          },
        };
      },
    ],
    ['no signature', (m: { body: string }) => ({ body: m.body, headers: { 'webhook-signature': '' } })],
  ])('refuses %s with 400 and takes nothing', async (_what, tamper) => {
    const m = message();
    const { body, headers } = tamper(m);
    expect(await send(m.id, body, headers)).toBe(400);
    expect(taken(m.id)).toBe(0);
  });
});
