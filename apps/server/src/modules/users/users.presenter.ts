import type { UserPayload } from '@hireloop/shared/auth';
import type { UserRow } from '#server/db/schema.ts';
import { presentCompanyAccount, presentEnterpriseAccount } from '../accounts/accounts.presenter.ts';
import type { UserAccounts } from '../accounts/accounts.service.ts';
import { avatarUrl } from '../accounts/avatar-files.ts';

const NO_ACCOUNTS: UserAccounts = {
  companies: [],
  enterprises: [],
  activeCompany: null,
  activeEnterprise: null,
  referrerId: null,
};

/** The columns presentUser reads. */
export type PresentableUser = Pick<
  UserRow,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'emailVerifiedAt'
  | 'phone'
  | 'phoneVerifiedAt'
  | 'avatarPath'
  | 'timezone'
  | 'twoFactorConfirmedAt'
  | 'isSuperAdmin'
  | 'createdAt'
>;

/** The signed-in user (docs/api/auth.md) with the accounts they hold and the active one. */
export function presentUser(user: PresentableUser, accounts: UserAccounts = NO_ACCOUNTS): UserPayload {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    phone: user.phoneVerifiedAt ? user.phone : null,
    phone_verified_at: user.phoneVerifiedAt?.toISOString() ?? null,
    avatar: avatarUrl('users', user.id, user.avatarPath),
    timezone: user.timezone,
    two_factor_enabled: user.twoFactorConfirmedAt !== null,
    created_at: user.createdAt.toISOString(),
    // The role the user acts with now: in the active company, else in the active enterprise.
    role: accounts.activeCompany?.role ?? accounts.activeEnterprise?.role ?? null,
    intercom_user_hash: null,
    companies: accounts.companies.map(presentCompanyAccount),
    enterprises: accounts.enterprises.map(presentEnterpriseAccount),
    active_company: accounts.activeCompany ? presentCompanyAccount(accounts.activeCompany) : null,
    active_enterprise: accounts.activeEnterprise ? presentEnterpriseAccount(accounts.activeEnterprise) : null,
    impersonate: false,
    is_super_admin: user.isSuperAdmin,
    referrer_id: accounts.referrerId,
  };
}
