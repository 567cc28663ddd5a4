// Runs before every front-end test file: jest-dom's matchers and the suites' one wait policy (preset.mjs).
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

declare const ASYNC_UTIL_TIMEOUT_MS: number;
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
