// Who may take the demo's trial link: a visitor of a sandbox on the demo site.
import { NOT_A_DEMO_ACCOUNT } from '@hireloop/shared/demo';
import { definePolicy } from '#server/lib/policy.ts';

export interface DemoActor {
  isDemoVisitor: boolean;
}

export const { can, authorize } = definePolicy<DemoActor, { startTrial: undefined }>({
  startTrial: { allow: (actor) => actor.isDemoVisitor, denied: NOT_A_DEMO_ACCOUNT },
});
