// Jest settings shared by every front-end workspace (jsdom + swc).
import path from 'node:path';
const here = import.meta.dirname;

/**
 * The one timeout policy of the front-end suites (no file sets its own). A test and each findBy / waitFor wait on the
 * thing they expect and go on the moment it holds, so these limits cost nothing on a quiet machine; they are set for
 * the two shared cores of a busy one, where rendering MUI, a lazy chunk and the mocked calls can take seconds.
 * ASYNC_UTIL_TIMEOUT_MS reaches setup.ts (Testing Library's configure) through jest's globals.
 */
export const TEST_TIMEOUT_MS = 60_000;
export const ASYNC_UTIL_TIMEOUT_MS = 15_000;

export function frontEndJest(rootDir, extra = {}) {
  return {
    rootDir,
    testEnvironment: 'jsdom',
    setupFiles: [path.join(here, 'polyfills.cjs')],
    setupFilesAfterEnv: [path.join(here, 'setup.ts')],
    transform: {
      '^.+\\.(t|j|mj)sx?$': ['@swc/jest', {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
        module: { type: 'commonjs' },
      }],
    },
    // ESM-only packages the apps use: transformed to CommonJS like the apps' own code.
    transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7|@noble/hashes)/)'],
    moduleNameMapper: {
      '\\.(css|less|scss)$': path.join(here, 'style-stub.cjs'),
      '\\.(png|jpe?g|gif|svg|webp)$': path.join(here, 'file-stub.cjs'),
    },
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    testTimeout: TEST_TIMEOUT_MS,
    globals: { ASYNC_UTIL_TIMEOUT_MS },
    ...extra,
  };
}

/**
 * Jest for a remote: the front-end preset plus the browser APIs jsdom lacks (matchMedia, which MUI's
 * useMediaQuery and swiper's breakpoints need) and swiper's CSS entries.
 */
export function remoteJest(rootDir) {
  const base = frontEndJest(rootDir);
  return {
    ...base,
    setupFiles: [...base.setupFiles, path.join(here, 'remote', 'browser-apis.cjs')],
    // 'swiper/css' names no .css file, so the style mapper misses it.
    moduleNameMapper: { '^swiper/css(/.*)?$': base.moduleNameMapper['\\.(css|less|scss)$'], ...base.moduleNameMapper },
  };
}
