// The company's getting-started tour on its dashboard (docs/decisions/015): which steps a viewer
// sees, and whether the card shows at all. The tour is the company's "demo" of SPEC.md §2; it ends
// for good when the company publishes its first opportunity or someone finishes or dismisses it.
import type { UserCompany } from '#web/lib/session/session-user.ts';
import type { CompanyDashboard } from './api/company-dashboard.ts';

export type GettingStartedStepId = 'post-opportunity' | 'company-profile' | 'invite-team';

export interface GettingStartedStep {
  id: GettingStartedStepId;
  title: string;
  text: string;
  to: string;
}

const STEPS: readonly (GettingStartedStep & { allowed: (a: CompanyDashboard['abilities']) => boolean })[] = [
  {
    id: 'post-opportunity',
    title: 'Post your first opportunity',
    text: 'Describe the role and publish it: candidates on Hireloop can find it and apply at once.',
    to: '/company-opportunities/create',
    allowed: (abilities) => abilities.createOpportunity,
  },
  {
    id: 'company-profile',
    title: 'Complete your company profile',
    text: 'Add your logo, a description and where you are, so candidates know who you are.',
    to: '/company-profile/quick',
    allowed: (abilities) => abilities.editProfile,
  },
  {
    id: 'invite-team',
    title: 'Invite your team',
    text: 'Hiring is a team sport. Invite colleagues and give each the right role.',
    to: '/team-members',
    allowed: (abilities) => abilities.manageTeam,
  },
];

/** The steps the viewer's role can act on, in the order the tour suggests them. */
export function gettingStartedSteps(abilities: CompanyDashboard['abilities']): GettingStartedStep[] {
  return STEPS.filter((step) => step.allowed(abilities)).map(({ allowed: _allowed, ...step }) => step);
}

/**
 * The card shows while the company's demo is not completed and the viewer has something to do
 * there: a step, or the right to finish the tour.
 */
export function showGettingStarted(
  company: Pick<UserCompany, 'demoCompleted'>,
  abilities: CompanyDashboard['abilities'],
): boolean {
  if (company.demoCompleted) return false;
  return abilities.completeDemo || gettingStartedSteps(abilities).length > 0;
}
