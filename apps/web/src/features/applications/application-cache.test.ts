import { describe, expect, it } from 'vitest';
import type { Application, ApplicationsPage } from './api/my-applications.ts';
import { withApplicationUpdate } from './application-cache.ts';

const application = (id: number, stepName: string): Application => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  status: 'active',
  stepName,
  opportunity: { id: 10 + id, title: 'Barista', location: 'Portland, OR', remote: false },
  company: { id: 1, name: 'Northwind Bakery', avatar: null },
  submittedAt: '2026-01-05T10:00:00.000Z',
  withdrawnAt: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  abilities: { withdraw: true, edit: false },
});

const page: ApplicationsPage = {
  data: [application(1, 'Applied'), application(2, 'Interview')],
  meta: { currentPage: 1, perPage: 20, total: 2, lastPage: 1 },
};

describe('withApplicationUpdate', () => {
  it('changes the status and step of the application the event is about', () => {
    const next = withApplicationUpdate(page, {
      applicationId: 1,
      status: 'active',
      stepName: 'Phone Screen',
    });
    expect(next?.data[0]).toMatchObject({ id: 1, status: 'active', stepName: 'Phone Screen' });
    expect(next?.data[0]?.updatedAt).not.toBe(page.data[0]?.updatedAt);
    expect(next?.data[1]).toBe(page.data[1]);
    expect(next?.meta).toBe(page.meta);
  });

  it('answers null when the application is not on the page', () => {
    expect(withApplicationUpdate(page, { applicationId: 9, status: 'hired', stepName: 'Hired' })).toBeNull();
    expect(
      withApplicationUpdate(undefined, { applicationId: 1, status: 'hired', stepName: 'Hired' }),
    ).toBeNull();
  });
});
