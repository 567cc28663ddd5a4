// The OTP sender setting and the production guard: no database needed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configFromEnv, otpSenderFromEnv } from '../src/config.js';

test('the development sender is the default, and production refuses it unless ALLOW_DEV_SENDER=1', () => {
  expect(otpSenderFromEnv({})).toBe('dev');
  expect(otpSenderFromEnv({ OTP_SENDER: 'dev', NODE_ENV: 'development' })).toBe('dev');
  expect(() => otpSenderFromEnv({ NODE_ENV: 'production' })).toThrow(/ALLOW_DEV_SENDER=1/);
  expect(() => otpSenderFromEnv({ NODE_ENV: 'production', OTP_SENDER: 'dev', ALLOW_DEV_SENDER: 'true' })).toThrow(/Refusing to start/);
  expect(() => otpSenderFromEnv({ NODE_ENV: 'production', ALLOW_DEV_SENDER: '0' })).toThrow(/Refusing to start/);
  expect(otpSenderFromEnv({ NODE_ENV: 'production', ALLOW_DEV_SENDER: '1' })).toBe('dev');
  expect(() => otpSenderFromEnv({ OTP_SENDER: 'carrier-pigeon' })).toThrow(/OTP_SENDER must be one of dev/);
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
