// Recording in the interviewer's browser (issue 19, decision 120): everyone's audio mixed through
// Web Audio, the candidate's video (else our own camera; none at all → an audio-only recording),
// recorded by MediaRecorder in short timeslices whose chunks upload as they are produced.
import { RECORDING_LIMITS } from '@hireloop/shared/interview-recordings';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '#web/lib/http.ts';
import { recordingStateKey, startRecordingRequest } from '../api/interview-recordings.ts';
import { createChunkUploader, type UploadProgress } from './recording-uploader.ts';

export interface RecordingSources {
  local: MediaStream | null;
  localVideoOn: boolean;
  /** The others' streams, the candidate's first; `videoOn` from what each announced. */
  remotes: { stream: MediaStream; videoOn: boolean }[];
}

export type RecorderPhase = 'idle' | 'starting' | 'recording' | 'stopping';

const MIME_CANDIDATES = {
  video: ['video/webm;codecs=vp8,opus', 'video/webm'],
  audio: ['audio/webm;codecs=opus', 'audio/webm'],
} as const;

function pickMimeType(kind: 'audio' | 'video'): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  return MIME_CANDIDATES[kind].find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

const liveVideo = (stream: MediaStream | null) =>
  stream?.getVideoTracks().find((track) => track.readyState === 'live' && track.enabled) ?? null;

interface Running {
  recordingId: number;
  recorder: MediaRecorder;
  audio: AudioContext;
  startedAt: number;
}

export function useRecorder(interviewId: number) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [recordingId, setRecordingId] = useState<number | null>(null);
  const running = useRef<Running | null>(null);
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: recordingStateKey(interviewId) }),
    [queryClient, interviewId],
  );

  const start = useCallback(
    async (sources: RecordingSources) => {
      if (running.current) return;
      setError(null);
      setPhase('starting');
      const audio = new AudioContext();
      const mix = audio.createMediaStreamDestination();
      for (const stream of [sources.local, ...sources.remotes.map((remote) => remote.stream)]) {
        if (stream && stream.getAudioTracks().length > 0) audio.createMediaStreamSource(stream).connect(mix);
      }
      const video =
        sources.remotes.map((remote) => (remote.videoOn ? liveVideo(remote.stream) : null)).find(Boolean) ??
        (sources.localVideoOn ? liveVideo(sources.local) : null);
      const kind = video ? 'video' : 'audio';
      const mimeType = pickMimeType(kind);
      if (!mimeType) {
        void audio.close();
        setPhase('idle');
        setError('This browser cannot record. Try a current Chrome, Edge or Firefox.');
        return;
      }
      try {
        const recording = await startRecordingRequest(interviewId, {
          mediaKind: kind,
          mimeType: mimeType.split(';')[0]!,
        });
        const tracks = [...mix.stream.getAudioTracks(), ...(video ? [video] : [])];
        const recorder = new MediaRecorder(new MediaStream(tracks), { mimeType });
        const uploader = createChunkUploader(recording.id, setProgress);
        const startedAt = performance.now();
        recorder.ondataavailable = (event) => uploader.push(event.data);
        recorder.onstop = () => {
          void audio.close();
          void uploader.finish(Math.round(performance.now() - startedAt)).then(() => {
            running.current = null;
            setPhase('idle');
            void refresh();
          });
        };
        recorder.start(RECORDING_LIMITS.timesliceMs);
        running.current = { recordingId: recording.id, recorder, audio, startedAt };
        setRecordingId(recording.id);
        setPhase('recording');
      } catch (caught) {
        void audio.close();
        setPhase('idle');
        const body = caught instanceof HttpError ? (caught.body as { message?: string }) : undefined;
        setError(body?.message ?? 'Recording could not start.');
      } finally {
        void refresh();
      }
    },
    [interviewId, refresh],
  );

  const stop = useCallback(() => {
    const current = running.current;
    if (!current || current.recorder.state === 'inactive') return;
    setPhase('stopping');
    current.recorder.stop();
  }, []);

  // Leaving the room stops the recorder; what was uploaded stays (the server completes it later).
  useEffect(() => () => running.current?.recorder.stop(), []);

  return { phase, error, progress, recordingId, start, stop };
}

export type Recorder = ReturnType<typeof useRecorder>;
