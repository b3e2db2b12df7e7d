// Who may do what with enterprise templates (SPEC.md §6, decision 101). Everyone with enterprise
// access reads the templates pushed to what they see; an Owner manages every template and may push
// to all locations; an Admin manages templates pushed only to groups assigned to them; a Viewer reads.
import type { EnterpriseAccess } from '#server/access/actor.ts';
import { definePolicy } from '#server/lib/policy.ts';
import { isOwner, seesGroup } from '../enterprises/enterprises.policy.ts';

/** Where a template is pushed: every location, or these groups. */
export interface TemplateTargets {
  pushAll: boolean;
  groupIds: readonly number[];
}

const managesTargets = (access: EnterpriseAccess, targets: TemplateTargets) =>
  isOwner(access) ||
  (access.role === 'Enterprise Admin' &&
    !targets.pushAll &&
    targets.groupIds.length > 0 &&
    targets.groupIds.every((groupId) => seesGroup(access, groupId)));

export const { can, authorize } = definePolicy<
  EnterpriseAccess,
  { create: undefined; pushAll: undefined; manage: TemplateTargets }
>({
  create: {
    allow: (access) => access.role !== 'Enterprise Viewer',
    denied: 'Viewers cannot create templates.',
  },
  pushAll: {
    allow: isOwner,
    denied: 'Only the account owner can push a template to all locations.',
  },
  /** Change or delete a template, or push one to these targets. */
  manage: {
    allow: managesTargets,
    denied: (access) =>
      access.role === 'Enterprise Viewer'
        ? 'Viewers cannot change templates.'
        : 'You may change only templates pushed to your own groups.',
  },
});

export function enterpriseTemplateAbilities(access: EnterpriseAccess, targets: TemplateTargets) {
  const manage = can(access, 'manage', targets);
  return { update: manage, delete: manage };
}
