// What the enterprise endpoints answer (docs/api/accounts.md "Enterprises"), keys camelCased.
import type { EnterpriseType } from '@hireloop/shared/enterprise-labels';
import type { EnterpriseRole } from '@hireloop/shared/roles';
import type { ResourcePage } from '../../../lib/resource-client.ts';

export interface CurrentEnterprise {
  id: number;
  name: string;
  type: EnterpriseType;
  avatar: string | null;
  role: EnterpriseRole;
  abilities: {
    createGroup: boolean;
    createLocation: boolean;
    settings: boolean;
    assignableRoles: EnterpriseRole[];
  };
}

export interface EnterpriseGroup {
  id: number;
  name: string;
  companyCount: number;
  memberCount: number;
  abilities: { update: boolean };
}

export interface EnterpriseLocation {
  id: number;
  name: string;
  nickname: string | null;
  avatar: string | null;
  city: string | null;
}

export interface GroupMember {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  role: EnterpriseRole;
}

export interface EnterpriseGroupDetails extends EnterpriseGroup {
  companies: EnterpriseLocation[];
  members: GroupMember[];
}

export interface LocationDetails extends EnterpriseLocation {
  groups: { id: number; name: string }[];
}

export interface EnterpriseMember extends GroupMember {
  groupIds: number[];
  abilities: { manage: boolean };
}

export interface EnterpriseInvitation {
  id: number;
  email: string;
  role: EnterpriseRole;
  status: 'pending' | 'expired' | 'accepted' | 'revoked';
  expiresAt: string;
  createdAt: string;
  groupIds: number[];
}

export type GroupsPage = ResourcePage<EnterpriseGroup>;
export type LocationsPage = ResourcePage<EnterpriseLocation>;
