import { describe, expect, it } from 'vitest';
import { playwrightTestsWithStatus } from './test-report.mjs';

const report = {
  suites: [
    {
      title: 'pipeline.spec.ts',
      specs: [
        {
          title: 'moves a candidate',
          tests: [
            { projectName: 'desktop', status: 'flaky' },
            { projectName: 'mobile', status: 'expected' },
          ],
        },
      ],
      suites: [
        {
          title: 'bulk actions',
          specs: [{ title: 'disqualifies two', tests: [{ projectName: 'mobile', status: 'flaky' }] }],
        },
      ],
    },
  ],
};

describe('playwrightTestsWithStatus', () => {
  it('names every flaky test with its project, file and describe blocks', () => {
    expect(playwrightTestsWithStatus(report, 'flaky')).toEqual([
      'desktop › pipeline.spec.ts › moves a candidate',
      'mobile › pipeline.spec.ts › bulk actions › disqualifies two',
    ]);
    expect(playwrightTestsWithStatus(report, 'unexpected')).toEqual([]);
  });
});
