// What the enterprise endpoints answer (docs/api/accounts.md "Enterprises"): the response schemas
// of packages/shared/src/enterprises.ts with keys camelCased.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type {
  enterpriseGroupDetailSchema,
  enterpriseLocationDetailSchema,
  CurrentEnterprise as WireCurrentEnterprise,
  EnterpriseGroup as WireEnterpriseGroup,
  EnterpriseInvitation as WireEnterpriseInvitation,
  EnterpriseLocation as WireEnterpriseLocation,
  EnterpriseMember as WireEnterpriseMember,
} from '@hireloop/shared/enterprises';
import type { EnterpriseRole } from '@hireloop/shared/roles';
import type { z } from '@hireloop/shared/zod';
import type { ResourcePage } from '#web/lib/resource-client.ts';

export type CurrentEnterprise = CamelCasedKeys<WireCurrentEnterprise>;
export type EnterpriseGroup = CamelCasedKeys<WireEnterpriseGroup>;
export type EnterpriseLocation = CamelCasedKeys<WireEnterpriseLocation>;
export type LocationDetails = CamelCasedKeys<z.infer<typeof enterpriseLocationDetailSchema>>;
export type EnterpriseMember = CamelCasedKeys<WireEnterpriseMember>;

type WireGroupDetails = CamelCasedKeys<z.infer<typeof enterpriseGroupDetailSchema>>;

/** A member of a group: the schema says a role name; these are always enterprise roles. */
export type GroupMember = Omit<WireGroupDetails['members'][number], 'role'> & { role: EnterpriseRole };

export type EnterpriseGroupDetails = Omit<WireGroupDetails, 'members'> & { members: GroupMember[] };

/** An invitation to the enterprise: the shared invitation shape, always with an enterprise role. */
export type EnterpriseInvitation = Omit<CamelCasedKeys<WireEnterpriseInvitation>, 'role' | 'message'> & {
  role: EnterpriseRole;
};

export type GroupsPage = ResourcePage<EnterpriseGroup>;
export type LocationsPage = ResourcePage<EnterpriseLocation>;
