// Every cached answer about the active enterprise lives under one key, so a change (or a switch
// to another enterprise) can refresh all of them at once.
export const enterpriseKeys = {
  all: ['enterprise'] as const,
  current: () => [...enterpriseKeys.all, 'current'] as const,
  groups: () => [...enterpriseKeys.all, 'groups'] as const,
  groupsPage: (page: number) => [...enterpriseKeys.groups(), 'page', page] as const,
  allGroups: () => [...enterpriseKeys.groups(), 'all'] as const,
  group: (id: number) => [...enterpriseKeys.groups(), 'detail', id] as const,
  locations: () => [...enterpriseKeys.all, 'locations'] as const,
  locationsPage: (page: number) => [...enterpriseKeys.locations(), 'page', page] as const,
  location: (id: number) => [...enterpriseKeys.locations(), 'detail', id] as const,
  billingGroups: () => [...enterpriseKeys.all, 'billing-groups'] as const,
  billingGroupsPage: (page: number) => [...enterpriseKeys.billingGroups(), 'page', page] as const,
  billingGroup: (id: number) => [...enterpriseKeys.billingGroups(), 'detail', id] as const,
  billingGroupChoices: () => [...enterpriseKeys.billingGroups(), 'choices'] as const,
  members: () => [...enterpriseKeys.all, 'members'] as const,
  invitations: () => [...enterpriseKeys.all, 'invitations'] as const,
};
