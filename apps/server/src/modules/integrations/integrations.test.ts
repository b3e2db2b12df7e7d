// /api/integrations: every member reads the active company's integrations; Managers and above
// record a connection; another company never sees it.
import { describe, expect, it } from 'vitest';
import { companyAppForThisFile } from '#server-test/file-app.ts';

const {
  companies: [company, other],
} = await companyAppForThisFile('Acme Bakery', 'Rival Rolls');

describe('integrations', () => {
  it('lists calendar and Indeed, disconnected at first', async () => {
    const response = await company.members['Team Member'].client.get('/api/integrations');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: [
        { service: 'calendar', connected: false },
        { service: 'indeed', connected: false },
      ],
      abilities: { manage: false },
    });
  });

  it('records a connection for Managers and above only, per company', async () => {
    expect(
      (await company.members.Recruiter.client.put('/api/integrations/calendar', { connected: true }))
        .statusCode,
    ).toBe(403);
    const connected = await company.members.Manager.client.put('/api/integrations/calendar', {
      connected: true,
    });
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toMatchObject({ service: 'calendar', connected: true });
    expect(
      (await company.members['Company Admin'].client.put('/api/integrations/zoom', { connected: true }))
        .statusCode,
    ).toBe(422);
    const theirs = (await other.members['Company Admin'].client.get('/api/integrations')).json();
    expect(theirs.data[0]).toMatchObject({ service: 'calendar', connected: false });
  });
});
