// Jest for @shop/shared: the front-end preset (jsdom + swc) shared by every front-end workspace.
import { frontEndJest } from '../tools/jest/preset.mjs';

export default frontEndJest(import.meta.dirname);
