// The signed-in user as the client sees it: `GET /api/users/self` (docs/api/auth.md, SPEC.md §3)
// with keys converted to camelCase.
import type { AppRole } from '../route-meta.ts';

export type EnterpriseType = 'franchise' | 'staffing_agency' | 'corporate_chain';

export interface UserCompany {
  id: number;
  name: string;
  nickname: string | null;
  avatar: string | null;
  /** The current user's role in this company. */
  role: AppRole;
  demoCompleted: boolean;
  billableEntityId: number | null;
  enterprise: { id: number; type: EnterpriseType } | null;
  billableEntityTrialEndsAt: string | null;
  firstUnpaidInvoiceAt: string | null;
  cancellationAt: string | null;
  deletedAt: string | null;
}

export interface UserEnterprise {
  id: number;
  name: string;
  type: EnterpriseType;
  avatar: string | null;
  role: AppRole;
}

export interface User {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** ISO timestamp; null until the user follows the emailed verification link. */
  emailVerifiedAt: string | null;
  phone: string | null;
  phoneVerifiedAt: string | null;
  avatar: string | null;
  timezone: string | null;
  /** Two-factor authentication is set up and confirmed. */
  twoFactorEnabled: boolean;
  createdAt: string;
  role?: string | null;
  intercomUserHash?: string | null;
  companies: UserCompany[];
  enterprises: UserEnterprise[];
  activeCompany: UserCompany | null;
  activeEnterprise: UserEnterprise | null;
  impersonate?: boolean;
  isSuperAdmin?: boolean;
  referrerId?: number | null;
}
