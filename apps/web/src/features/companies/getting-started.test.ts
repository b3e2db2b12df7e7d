import { describe, expect, it } from 'vitest';
import type { CompanyDashboard } from './api/company-dashboard.ts';
import { gettingStartedSteps, showGettingStarted } from './getting-started.ts';

type Abilities = CompanyDashboard['abilities'];
const admin: Abilities = { manageTeam: true, editProfile: true, createOpportunity: true, completeDemo: true };
const recruiter: Abilities = {
  manageTeam: true,
  editProfile: false,
  createOpportunity: true,
  completeDemo: true,
};
const teamMember: Abilities = {
  manageTeam: false,
  editProfile: false,
  createOpportunity: false,
  completeDemo: false,
};

describe('the getting-started tour', () => {
  it('offers the steps the role can act on, posting an opportunity first', () => {
    expect(gettingStartedSteps(admin).map((step) => step.id)).toEqual([
      'post-opportunity',
      'company-profile',
      'invite-team',
    ]);
    expect(gettingStartedSteps(recruiter).map((step) => step.to)).toEqual([
      '/company-opportunities/create',
      '/team-members',
    ]);
    expect(gettingStartedSteps(teamMember)).toEqual([]);
  });

  it('shows while the demo is not completed and the viewer has something to do there', () => {
    expect(showGettingStarted({ demoCompleted: false }, admin)).toBe(true);
    expect(showGettingStarted({ demoCompleted: true }, admin)).toBe(false);
    // A Team Member has no step and may not finish the tour: nothing to show.
    expect(showGettingStarted({ demoCompleted: false }, teamMember)).toBe(false);
    // Someone who may only finish the tour still sees it, to end it.
    expect(showGettingStarted({ demoCompleted: false }, { ...teamMember, completeDemo: true })).toBe(true);
  });
});
