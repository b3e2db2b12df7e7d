// Reading the reports of the test runners for scripts/test.mjs.

/** Every `project › file › title` of a Playwright JSON report whose outcome is `status`. */
export function playwrightTestsWithStatus(report, status) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === status) titles.push([test.projectName, ...path, spec.title].join(' › '));
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return titles;
}
