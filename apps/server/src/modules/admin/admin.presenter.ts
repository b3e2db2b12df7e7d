import type { AdminCompany, AdminCompanyDetail, AdminInvoice, AdminUser } from '@hireloop/shared/admin';
import { fullName } from '@hireloop/shared/people';
import type { InvoiceRow, UserRow } from '#server/db/schema.ts';
import { type AdminCompanyRow, lockReasonOfCompany } from './admin.service.ts';

export function presentAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    is_super_admin: user.isSuperAdmin,
    two_factor_enabled: user.twoFactorConfirmedAt !== null,
    created_at: user.createdAt.toISOString(),
  };
}

export function presentAdminCompany(row: AdminCompanyRow): AdminCompany {
  return {
    id: row.id,
    name: row.name,
    members: row.members,
    trial_ends_at: row.trialEndsAt?.toISOString() ?? null,
    locked: lockReasonOfCompany(row) !== null,
    created_at: row.createdAt.toISOString(),
  };
}

interface MemberRow {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

export function presentAdminCompanyDetail(detail: {
  company: AdminCompanyRow;
  members: MemberRow[];
  invoices: InvoiceRow[];
}): AdminCompanyDetail {
  const { company } = detail;
  return {
    ...presentAdminCompany(company),
    billable_entity_id: company.billableEntityId,
    first_unpaid_invoice_at: company.firstUnpaidInvoiceAt?.toISOString() ?? null,
    cancellation_at: company.cancellationAt?.toISOString() ?? null,
    lock_reason: lockReasonOfCompany(company),
    member_list: detail.members.map((member) => ({
      user_id: member.userId,
      name: fullName(member),
      email: member.email,
      role: member.role,
    })),
    invoices: detail.invoices.map(presentAdminInvoice),
  };
}

export function presentAdminInvoice(invoice: InvoiceRow): AdminInvoice {
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    total_cents: invoice.totalCents,
    paid_cents: invoice.paidCents,
    refunded_cents: invoice.refundedCents,
    issued_at: invoice.issuedAt.toISOString(),
  };
}
