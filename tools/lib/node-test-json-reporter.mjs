// node:test reporter writing jest's --json summary shape, so tools/sum-results.mjs counts the tools' tests
// like every other suite.
export default async function* jestJsonReporter(source) {
  const files = new Map();
  let passed = 0;
  let failed = 0;
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    // Suites report too; only leaf tests count (a file that fails to load is reported as one test).
    if (event.data.details?.type === 'suite') continue;
    const status = event.type === 'test:pass' ? 'passed' : 'failed';
    if (event.data.skip || event.data.todo) continue;
    if (status === 'passed') passed += 1;
    else failed += 1;
    const file = event.data.file ?? 'unknown';
    if (!files.has(file)) files.set(file, []);
    const error = event.data.details?.error;
    files.get(file).push({ title: event.data.name, status, failureMessages: error ? [String(error.cause ?? error.message ?? error)] : [] });
  }
  yield `${JSON.stringify({
    numPassedTests: passed,
    numFailedTests: failed,
    numTotalTests: passed + failed,
    numRuntimeErrorTestSuites: 0,
    success: failed === 0,
    testResults: [...files].map(([name, assertionResults]) => ({ name, assertionResults })),
  }, null, 2)}\n`;
}
