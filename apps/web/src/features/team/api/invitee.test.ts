import { describe, expect, it } from 'vitest';
import { HAS_ACCOUNT_HINT, NEW_TO_HIRELOOP_HINT } from '#web/lib/existence-checks.ts';
import { serveThisFile } from '#web/lib/http-test-server.ts';
import { alreadyMemberText, inviteeHint, lookUpInvitee } from './invitee.ts';

const served = serveThisFile();

const grace = {
  user_id: 4,
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  avatar: null,
  role: 'Recruiter',
  joined_at: '2026-01-05T09:00:00.000Z',
  is_current_user: false,
  abilities: { change_role: true, remove: true, assignable_roles: ['Recruiter'], view_activity: true },
};

function teamPage(members: object[]) {
  return {
    status: 200,
    body: {
      data: members,
      meta: { current_page: 1, per_page: 1, total: members.length, last_page: 1 },
      abilities: { invite: true, assignable_roles: ['Recruiter'] },
    },
  };
}

const asked = () => served.server.requests.map((request) => `${request.method} ${request.url}`);

describe('lookUpInvitee', () => {
  it('finds a member of the company by address and says so, without asking further', async () => {
    served.server.respondTo('/api/team-members', teamPage([grace]));
    const invitee = await lookUpInvitee('grace@example.com');
    expect(invitee.member && alreadyMemberText(invitee.member)).toBe(
      'Grace Hopper is already a member of this company.',
    );
    expect(inviteeHint(invitee)).toBeUndefined();
    expect(asked()).toEqual(['GET /api/team-members?email=grace%40example.com&per_page=1']);
  });

  it('tells someone on Hireloop from someone new', async () => {
    served.server.respondTo('/api/team-members', teamPage([]));
    served.server.respondTo('/api/users/check-email-exists', { status: 200, body: { exists: true } });
    expect(inviteeHint(await lookUpInvitee('ada@example.com'))).toBe(HAS_ACCOUNT_HINT);
    served.server.respondTo('/api/users/check-email-exists', { status: 200, body: { exists: false } });
    expect(inviteeHint(await lookUpInvitee('new@example.com'))).toBe(NEW_TO_HIRELOOP_HINT);
    expect(asked()).toContain('POST /api/users/check-email-exists');
  });

  it('rejects when a check fails, so the form shows nothing', async () => {
    served.server.respondTo('/api/team-members', teamPage([]));
    served.server.respondTo('/api/users/check-email-exists', {
      status: 429,
      body: { message: 'Too Many Attempts.' },
    });
    await expect(lookUpInvitee('ada@example.com')).rejects.toMatchObject({ status: 429 });
    expect(inviteeHint(null)).toBeUndefined();
  });
});
