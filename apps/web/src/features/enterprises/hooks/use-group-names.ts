import { useMemo } from 'react';
import { useAllGroups } from '../api/groups.ts';

/** Names of every group the user sees, by id (for showing members' and invitations' groups). */
export function useGroupNames(): ReadonlyMap<number, string> {
  const groups = useAllGroups();
  return useMemo(() => new Map((groups.data ?? []).map((group) => [group.id, group.name])), [groups.data]);
}
