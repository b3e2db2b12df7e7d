// The accounts a user can act as (SPEC.md §2 "/launch-pad", §4 "Active account"): the personal
// candidate account, each company and each enterprise, with the labels the switchers show.
import type { SwitchTarget } from '@hireloop/shared/account-switch';
import { companyRoleLabel, enterpriseLabels, enterpriseRoleLabel } from '@hireloop/shared/enterprise-labels';
import { fullName } from '@hireloop/shared/people';
import { isCompanyRole, isEnterpriseRole } from '@hireloop/shared/roles';
import type { User, UserCompany } from '#web/lib/session/session-user.ts';

export interface AccountChoice {
  /** Stable key, e.g. `company-10`. */
  key: string;
  target: SwitchTarget;
  kind: 'candidate' | 'company' | 'enterprise';
  name: string;
  avatar: string | null;
  /** What the account is: "Personal account", "Company", "Franchise"… */
  description: string;
  /** The user's role in it, labelled for its enterprise type; null for the personal account. */
  roleLabel: string | null;
  active: boolean;
}

function companyRole(company: UserCompany): string {
  return isCompanyRole(company.role)
    ? companyRoleLabel(company.role, company.enterprise?.type ?? null)
    : company.role;
}

/** Companies the user may switch to: their own, plus an enterprise location opened right now. */
function companiesOf(user: User): UserCompany[] {
  const { activeCompany, companies } = user;
  if (activeCompany && !companies.some((company) => company.id === activeCompany.id)) {
    return [...companies, activeCompany];
  }
  return companies;
}

export function accountChoices(user: User): AccountChoice[] {
  const activeCompanyId = user.activeEnterprise ? null : (user.activeCompany?.id ?? null);
  const activeEnterpriseId = user.activeEnterprise?.id ?? null;
  const candidate: AccountChoice = {
    key: 'candidate',
    target: { kind: 'candidate' },
    kind: 'candidate',
    name: fullName(user),
    avatar: user.avatar,
    description: 'Personal account',
    roleLabel: null,
    active: activeCompanyId === null && activeEnterpriseId === null,
  };
  const companies = companiesOf(user).map<AccountChoice>((company) => ({
    key: `company-${company.id}`,
    target: { kind: 'company', id: company.id },
    kind: 'company',
    name: company.name,
    avatar: company.avatar,
    description: company.enterprise ? enterpriseLabels(company.enterprise.type).company : 'Company',
    roleLabel: companyRole(company),
    active: company.id === activeCompanyId,
  }));
  const enterprises = user.enterprises.map<AccountChoice>((enterprise) => ({
    key: `enterprise-${enterprise.id}`,
    target: { kind: 'enterprise', id: enterprise.id },
    kind: 'enterprise',
    name: enterprise.name,
    avatar: enterprise.avatar,
    description: enterpriseLabels(enterprise.type).typeName,
    roleLabel: isEnterpriseRole(enterprise.role)
      ? enterpriseRoleLabel(enterprise.role, enterprise.type)
      : enterprise.role,
    active: enterprise.id === activeEnterpriseId,
  }));
  return [candidate, ...companies, ...enterprises];
}
