// Jest for the host: the shared front-end preset (jsdom + swc), in a jsdom that also has Node's fetch classes.
import path from 'node:path';
import { frontEndJest } from '../tools/jest/preset.mjs';

export default frontEndJest(import.meta.dirname, {
  testEnvironment: path.join(import.meta.dirname, 'test/jsdom-environment.cjs'),
});
