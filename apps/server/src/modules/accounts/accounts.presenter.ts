// The accounts of a user as SPEC.md §3 names them (snake_case on the wire).
import type { CompanyAccount, EnterpriseAccount } from './accounts.service.ts';
import { avatarUrl } from './avatar-files.ts';

export function companyAvatarUrl(company: { id: number; avatarPath: string | null }): string | null {
  return avatarUrl('companies', company.id, company.avatarPath);
}

export function presentCompanyAccount(company: CompanyAccount) {
  return {
    id: company.id,
    name: company.name,
    nickname: company.nickname,
    avatar: companyAvatarUrl(company),
    role: company.role,
    demo_completed: company.demoCompleted,
    billable_entity_id: company.billableEntityId,
    enterprise: company.enterprise,
    billable_entity_trial_ends_at: company.trialEndsAt?.toISOString() ?? null,
    first_unpaid_invoice_at: company.firstUnpaidInvoiceAt?.toISOString() ?? null,
    cancellation_at: company.cancellationAt?.toISOString() ?? null,
    deleted_at: company.deletedAt?.toISOString() ?? null,
  };
}

export function presentEnterpriseAccount(enterprise: EnterpriseAccount) {
  return {
    id: enterprise.id,
    name: enterprise.name,
    type: enterprise.type,
    avatar: avatarUrl('enterprises', enterprise.id, enterprise.avatarPath),
    role: enterprise.role,
  };
}
