import type { EnterpriseTemplate as EnterpriseTemplateWire } from '@hireloop/shared/enterprise-templates';
import type { EnterpriseAccess } from '#server/access/actor.ts';
import { enterpriseTemplateAbilities } from './enterprise-templates.policy.ts';
import { type EnterpriseTemplate, targetsOf } from './enterprise-templates.service.ts';
import { presentTemplate } from './templates.presenter.ts';

export function presentEnterpriseTemplate(
  access: EnterpriseAccess,
  template: EnterpriseTemplate,
): EnterpriseTemplateWire {
  const { enterprise: _owner, ...fields } = presentTemplate(template.row);
  return {
    ...fields,
    push_all: template.row.pushAll,
    groups: template.groups,
    abilities: enterpriseTemplateAbilities(access, targetsOf(template)),
  };
}
