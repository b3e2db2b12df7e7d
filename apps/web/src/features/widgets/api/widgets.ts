// The active company's widget settings (docs/api/widgets.md): its career page address and
// enterprise, from which the /widgets page builds the snippets.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { WidgetSettings as WireWidgetSettings } from '@hireloop/shared/widgets';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';

export type WidgetSettings = CamelCasedKeys<WireWidgetSettings>;

export function useWidgetSettings() {
  return useQuery({
    queryKey: ['widgets', 'settings'],
    queryFn: ({ signal }) => api.get<WidgetSettings>('/api/widgets', { signal }),
  });
}
