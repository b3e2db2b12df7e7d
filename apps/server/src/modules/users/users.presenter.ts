import type { UserPayload } from '@hireloop/shared/auth';
import type { UserRow } from '../../db/schema.ts';

/** The signed-in user (docs/api/auth.md). Accounts (companies, enterprises) join in later. */
export function presentUser(user: UserRow): UserPayload {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    phone: user.phoneVerifiedAt ? user.phone : null,
    phone_verified_at: user.phoneVerifiedAt?.toISOString() ?? null,
    avatar: user.avatarPath ? `/api/users/${user.id}/avatar` : null,
    timezone: user.timezone,
    two_factor_enabled: user.twoFactorConfirmedAt !== null,
    created_at: user.createdAt.toISOString(),
    role: null,
    intercom_user_hash: null,
    companies: [],
    enterprises: [],
    active_company: null,
    active_enterprise: null,
    impersonate: false,
    is_super_admin: user.isSuperAdmin,
    referrer_id: null,
  };
}
