// jsdom plus Node's fetch classes: react-router's data router builds a Request (and its AbortSignal) on every navigation.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // Node's Request only accepts Node's AbortSignal, so the controller classes come along.
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
};
