// Jest for this remote: the shared front-end preset (jsdom + swc) plus browser APIs jsdom lacks.
import path from 'node:path';
import { frontEndJest } from '../tools/jest/preset.mjs';

const base = frontEndJest(import.meta.dirname);
export default {
  ...base,
  setupFiles: [...base.setupFiles, path.join(import.meta.dirname, 'test/browser-apis.cjs')],
  // 'swiper/css' names no .css file, so the preset's style mapper misses it (RECIPES maps it the same way).
  moduleNameMapper: { '^swiper/css(/.*)?$': base.moduleNameMapper['\\.(css|less|scss)$'], ...base.moduleNameMapper },
};
