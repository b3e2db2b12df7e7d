// The company's default interview recording preference (docs/api/interviews.md "Recordings").
import type { RecordingPreference } from '@hireloop/shared/interviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';

interface RecordingSettings {
  recordingPreference: RecordingPreference;
  canEdit: boolean;
}

const SETTINGS_KEY = ['company', 'recording-settings'] as const;
const SETTINGS_URL = '/api/companies/current/recording-settings';

export function useCompanyRecordingSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => api.get<RecordingSettings>(SETTINGS_URL, { signal }),
  });
}

export function useSaveCompanyRecordingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordingPreference: RecordingPreference) =>
      api.put<RecordingSettings>(SETTINGS_URL, { recordingPreference }),
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}

export const RECORDING_PREFERENCE_LABELS: Record<RecordingPreference, string> = {
  ask: 'Ask everyone at the start',
  always: 'Always record',
  never: 'Never record',
};
