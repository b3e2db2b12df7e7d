// Interview recordings (docs/api/interviews.md "Recordings"): the recording tab's state (preference,
// consent answers, the running recording, past recordings), answering consent, and the company's
// default preference is in features/companies. Uploading chunks: room/recording-uploader.ts.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type {
  Recording as WireRecording,
  RecordingState as WireRecordingState,
} from '@hireloop/shared/interview-recordings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';

export type Recording = CamelCasedKeys<WireRecording>;
export type RecordingState = CamelCasedKeys<WireRecordingState>;

export const recordingStateKey = (interviewId: number) =>
  ['interview-room', String(interviewId), 'recordings'] as const;

export function useRecordingState(interviewId: number, enabled = true) {
  return useQuery({
    queryKey: recordingStateKey(interviewId),
    queryFn: ({ signal }) =>
      api.get<RecordingState>(`/api/interviews/${interviewId}/recordings`, { signal, background: true }),
    enabled,
  });
}

export function useAnswerConsent(interviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (granted: boolean) =>
      api.post<RecordingState>(`/api/interviews/${interviewId}/consent`, { granted }),
    onSuccess: (state) => queryClient.setQueryData(recordingStateKey(interviewId), state),
  });
}

export const startRecordingRequest = (
  interviewId: number,
  input: { mediaKind: 'audio' | 'video'; mimeType: string },
) => api.post<Recording>(`/api/interviews/${interviewId}/recordings`, input, { handledStatuses: [409] });
