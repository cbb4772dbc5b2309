// Jest reporter: writes the run's counts for scripts/test-stories.mjs (test-storybook does not forward
// Jest's --json/--outputFile).
const { mkdirSync, writeFileSync } = require('node:fs');
const { dirname } = require('node:path');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.STORIES_RESULTS_FILE;
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    const failedStories = results.testResults.flatMap((suite) =>
      suite.testResults.filter((test) => test.status === 'failed').map((test) => test.fullName),
    );
    writeFileSync(
      file,
      JSON.stringify({
        numPassedTests: results.numPassedTests,
        numFailedTests: results.numFailedTests,
        numRuntimeErrorTestSuites: results.numRuntimeErrorTestSuites,
        failedStories,
      }),
    );
  }
}

module.exports = SummaryReporter;
