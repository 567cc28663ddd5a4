// Jest for this remote: the shared remote preset (jsdom + swc + the browser APIs jsdom lacks).
import { remoteJest } from '../tools/jest/preset.mjs';

export default remoteJest(import.meta.dirname);
