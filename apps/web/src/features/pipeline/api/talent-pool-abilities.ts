// Whether the signed-in member may add talent-pool contacts (the server's `abilities.create` of
// `GET /api/talent-pool-contacts`), for the "Add contact" button of /company-candidates.
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { PIPELINE_KEY } from './pipeline-types.ts';

interface TalentPoolAbilities {
  abilities: { create: boolean; invite: boolean };
}

export function useCanAddContacts(): boolean {
  const query = useQuery({
    queryKey: [...PIPELINE_KEY, 'talent-pool-abilities'],
    queryFn: ({ signal }) =>
      api.get<TalentPoolAbilities>('/api/talent-pool-contacts', { params: { perPage: 1 }, signal }),
    staleTime: 5 * 60_000,
    select: (page) => page.abilities.create,
  });
  return query.data ?? false;
}
