// The candidate's interview recordings in the pipeline panel, for Managers and Admins (issue 19);
// nothing for the roles that may not see them all.
import { RecordingList } from '#web/components/recording-list.tsx';
import { useCandidateRecordings } from '#web/features/pipeline/api/candidate-recordings.ts';
import { HttpError } from '#web/lib/http.ts';
import { PanelSection } from './panel-section.tsx';

export function RecordingsSection({ applicationId }: { applicationId: number }) {
  const recordings = useCandidateRecordings(applicationId);
  if (recordings.error instanceof HttpError && recordings.error.status === 403) return null;
  return (
    <PanelSection title="Interview recordings">
      {recordings.isPending ? (
        <p className="text-sm text-slate-500">Loading recordings…</p>
      ) : recordings.isError ? (
        <p className="text-sm text-red-700">The recordings could not be loaded.</p>
      ) : (
        <RecordingList
          recordings={recordings.data.data}
          empty="No interview of this candidate was recorded."
        />
      )}
    </PanelSection>
  );
}
