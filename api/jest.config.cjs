// Jest for the API: TypeScript through @swc/jest as CommonJS. PGlite loads its WebAssembly through a
// dynamic import(), which only works when node runs with --experimental-vm-modules (see package.json).
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j|mj)s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // ESM-only packages that CommonJS dependencies require() (Node 20.19+ allows that natively, jest's runtime does not).
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|set-cookie-parser)/)'],
  // Source imports carry ESM '.js' extensions; under CommonJS they must resolve to the .ts files.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testTimeout: 60_000,
};
