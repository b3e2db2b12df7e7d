// Interview recordings with a player each (the room's recording tab, the candidate panel for
// Managers and Admins). The browser streams them from the media URL with range requests.

/** What the list shows of a recording (`GET /api/recordings/{id}`, camelCased). */
export interface ListedRecording {
  id: number;
  mediaKind: 'audio' | 'video';
  status: 'recording' | 'completed';
  sizeBytes: number;
  durationMs: number | null;
  startedBy: { firstName: string; lastName: string };
  startedAt: string;
  expiresAt: string;
  mediaUrl: string;
}

const formatDuration = (ms: number | null) => {
  if (ms === null) return null;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function RecordingList({
  recordings,
  empty = 'No recordings of this interview yet.',
}: {
  recordings: ListedRecording[];
  empty?: string;
}) {
  if (recordings.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-4">
      {recordings.map((recording) => {
        const label = `Recording by ${recording.startedBy.firstName} ${recording.startedBy.lastName}, ${when(recording.startedAt)}`;
        const duration = formatDuration(recording.durationMs);
        return (
          <li key={recording.id} className="space-y-2" data-recording={recording.id}>
            <p className="text-sm font-medium text-slate-900">{label}</p>
            <p className="text-xs text-slate-600">
              {recording.mediaKind === 'video' ? 'Video' : 'Audio only'}
              {duration ? ` · ${duration}` : ''} · {formatSize(recording.sizeBytes)}
              {recording.status === 'recording' ? ' · still recording' : ''} · kept until{' '}
              {new Date(recording.expiresAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
            </p>
            {recording.sizeBytes === 0 ? (
              <p className="text-xs text-slate-600">Nothing was recorded.</p>
            ) : recording.mediaKind === 'video' ? (
              // biome-ignore lint/a11y/useMediaCaption: interview recordings have no captions to offer
              <video
                controls
                preload="metadata"
                src={recording.mediaUrl}
                aria-label={label}
                className="w-full rounded-lg bg-black"
              />
            ) : (
              // biome-ignore lint/a11y/useMediaCaption: interview recordings have no captions to offer
              <audio
                controls
                preload="metadata"
                src={recording.mediaUrl}
                aria-label={label}
                className="w-full"
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
