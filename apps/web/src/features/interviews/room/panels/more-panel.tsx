// The "more" tab: what the interview is about and when, and help for a room that misbehaves.
import type { Room } from '#web/features/interviews/api/interview-room.ts';

export function MorePanel({ room }: { room: Pick<Room, 'interview'> }) {
  const start = room.interview.startTime ? new Date(room.interview.startTime) : null;
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <dl className="grid grid-cols-[7rem_1fr] gap-2">
        <dt className="font-medium text-slate-900">Opening</dt>
        <dd>{room.interview.opportunityTitle}</dd>
        <dt className="font-medium text-slate-900">Starts</dt>
        <dd>
          {start ? start.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' }) : 'Not scheduled'}
        </dd>
        <dt className="font-medium text-slate-900">Length</dt>
        <dd>{room.interview.durationMinutes} minutes</dd>
      </dl>
      <div className="space-y-1">
        <h3 className="font-medium text-slate-900">Trouble seeing or hearing someone?</h3>
        <ul className="list-disc space-y-1 pl-5">
          <li>Check the camera and microphone in the Settings tab.</li>
          <li>On a company or hotel network, video may need a relay server: tell your administrator.</li>
          <li>Leaving and joining again rebuilds every connection; the chat and your notes stay.</li>
        </ul>
      </div>
    </div>
  );
}
