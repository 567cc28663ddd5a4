// The OTP sender setting and the production guard: no database needed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { configFromEnv, otpSenderFromEnv } from '../src/config.js';
import { WebhookOtpSender } from '../src/modules/auth/sender.js';
import { perAddressLimit } from '../src/modules/auth/service.js';

test('the development sender is the default, and production refuses it unless ALLOW_DEV_SENDER=1', () => {
  expect(otpSenderFromEnv({})).toBe('dev');
  expect(otpSenderFromEnv({ OTP_SENDER: 'dev', NODE_ENV: 'development' })).toBe('dev');
  expect(() => otpSenderFromEnv({ NODE_ENV: 'production' })).toThrow(/ALLOW_DEV_SENDER=1/);
  expect(() => otpSenderFromEnv({ NODE_ENV: 'production', OTP_SENDER: 'dev', ALLOW_DEV_SENDER: 'true' })).toThrow(/Refusing to start/);
  expect(() => otpSenderFromEnv({ NODE_ENV: 'production', ALLOW_DEV_SENDER: '0' })).toThrow(/Refusing to start/);
  expect(otpSenderFromEnv({ NODE_ENV: 'production', ALLOW_DEV_SENDER: '1' })).toBe('dev');
  expect(() => otpSenderFromEnv({ OTP_SENDER: 'carrier-pigeon' })).toThrow(/OTP_SENDER must be one of dev, webhook/);
});

test('configFromEnv carries the sender and applies the guard', () => {
  expect(configFromEnv({ SEED_DEMO: '0' }).otpSender).toBe('dev');
  expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow(/Refusing to start/);
  expect(configFromEnv({ NODE_ENV: 'production', ALLOW_DEV_SENDER: '1' }).otpSender).toBe('dev');
});

test('the server process exits with the reason instead of starting in production on the development sender', () => {
  // Safe even if the guard broke: a throw-away PGlite folder, port 0, no seed, and a time limit.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-guard-'));
  try {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(__dirname, '..'),
      env: {
        PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production',
        API_PORT: '0', PGLITE_DIR: path.join(dataDir, 'pglite'), SEED_DEMO: '0', LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Refusing to start');
    expect(result.stdout).not.toContain('API listening');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

describe('the webhook sender (OTP_SENDER=webhook)', () => {
  test('configuration: an absolute URL, https in production, optional bearer token; trusted proxy hops', () => {
    expect(configFromEnv({ OTP_SENDER: 'webhook', OTP_WEBHOOK_URL: 'https://sms.example.pe/send', OTP_WEBHOOK_TOKEN: ' s3cret ', NODE_ENV: 'production' }))
      .toMatchObject({ otpSender: 'webhook', otpWebhook: { url: 'https://sms.example.pe/send', token: 's3cret' } });
    expect(configFromEnv({ OTP_SENDER: 'webhook', OTP_WEBHOOK_URL: 'http://127.0.0.1:9000/relay' }).otpWebhook).toEqual({ url: 'http://127.0.0.1:9000/relay' });
    expect(() => configFromEnv({ OTP_SENDER: 'webhook', OTP_WEBHOOK_URL: 'http://sms.example.pe/send', NODE_ENV: 'production' })).toThrow(/https/);
    expect(() => configFromEnv({ OTP_SENDER: 'webhook' })).toThrow(/OTP_WEBHOOK_URL/);
    expect(configFromEnv({}).trustProxyHops).toBe(1);
    expect(configFromEnv({ TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
    expect(() => configFromEnv({ TRUST_PROXY_HOPS: 'many' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  test('POSTs {to, channel, body} with the token, and a non-2xx answer is a failed delivery', async () => {
    const received: { auth?: string; body: unknown }[] = [];
    let status = 202;
    const server = http.createServer((req, res) => {
      let data = '';
      req.on('data', (chunk: Buffer) => { data += chunk.toString(); });
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const sender = new WebhookOtpSender({ url: `http://127.0.0.1:${port}/send`, token: 'tok' });
      const message = { to: '+51987654321', channel: 'SMS' as const, code: '123456', body: 'Tu código es 123456.' };
      await sender.send(message);
      expect(received).toEqual([{ auth: 'Bearer tok', body: { to: '+51987654321', channel: 'SMS', body: 'Tu código es 123456.' } }]);
      status = 500;
      await expect(sender.send(message)).rejects.toThrow(/answered 500/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

test('the per-address limits take a positive whole number from the environment, else their default', () => {
  expect(perAddressLimit('OTP_PER_IP_PER_HOUR', 20, {})).toBe(20);
  expect(perAddressLimit('OTP_PER_IP_PER_HOUR', 20, { OTP_PER_IP_PER_HOUR: '200' })).toBe(200);
  for (const bad of ['0', '-5', '2.5', 'many', '']) expect(perAddressLimit('OTP_PER_IP_PER_HOUR', 20, { OTP_PER_IP_PER_HOUR: bad })).toBe(20);
});
