// Private notes of the team on this application: the newest first, an add form for those who may
// write, and delete for one's own (Managers and above: any).
import { fullName } from '@hireloop/shared/people';
import { NOTE_MAX_LENGTH } from '@hireloop/shared/pipeline';
import { formatDate } from '@hireloop/shared/time';
import { Lock, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Avatar } from '#web/components/avatar.tsx';
import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { TextAreaField } from '#web/components/text-area-field.tsx';
import { useAddNote, useDeleteNote } from '#web/features/pipeline/api/notes.ts';
import type { ApplicationNote } from '#web/features/pipeline/api/pipeline-types.ts';
import { timeSince } from '#web/features/pipeline/time-since.ts';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { PanelSection } from './panel-section.tsx';

interface NotesSectionProps {
  applicationId: number;
  notes: readonly ApplicationNote[];
  canWrite: boolean;
}

function authorName(note: ApplicationNote): string {
  return note.author ? fullName(note.author) : 'A former team member';
}

export function NotesSection({ applicationId, notes, canWrite }: NotesSectionProps) {
  const addNote = useAddNote(applicationId);
  const deleteNote = useDeleteNote(applicationId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ApplicationNote | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') {
      setError('The note field is required.');
      return;
    }
    try {
      // The note showing up at the top of the list is the confirmation.
      await addNote.mutateAsync(body.trim());
      setBody('');
    } catch (failure) {
      const errors = validationErrorsOf(failure);
      if (errors) setError(errors.body ?? Object.values(errors)[0] ?? null);
    }
  };

  return (
    <PanelSection
      title="Private notes"
      action={
        <span className="inline-flex items-center gap-1 text-xs text-slate-500">
          <Lock className="size-3.5" aria-hidden="true" />
          Only your team sees these
        </span>
      }
    >
      {canWrite ? (
        <form noValidate onSubmit={submit} className="space-y-3">
          <TextAreaField
            label="Add a note"
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            placeholder="What stood out, what to ask next…"
            value={body}
            error={error}
            onChange={(event) => {
              setBody(event.target.value);
              setError(null);
            }}
          />
          <div className="flex justify-end">
            <Button type="submit" size="sm" loading={addNote.isPending}>
              Save note
            </Button>
          </div>
        </form>
      ) : null}
      {notes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No notes yet.</p>
      ) : (
        <ul aria-label="Notes" className="mt-4 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg border border-slate-200 p-3">
              <div className="flex items-start gap-2.5">
                <Avatar name={authorName(note)} src={note.author?.avatar} size="xs" className="mt-0.5" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm">
                    <span className="font-medium text-slate-900">{authorName(note)}</span>{' '}
                    <time
                      dateTime={note.createdAt}
                      title={formatDate(note.createdAt)}
                      className="text-xs text-slate-500"
                    >
                      {timeSince(note.createdAt)}
                    </time>
                  </p>
                  <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-slate-800">
                    {note.body}
                  </p>
                </div>
                {note.abilities.delete ? (
                  <button
                    type="button"
                    onClick={() => setDeleting(note)}
                    className="-m-1 rounded-md p-1 text-slate-500 hover:bg-red-50 hover:text-red-700"
                    aria-label={`Delete note from ${formatDate(note.createdAt)}`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this note?"
        description="Your team will no longer see it. This cannot be undone."
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setDeleting(null)} disabled={deleteNote.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={deleteNote.isPending}
            onClick={() => {
              if (!deleting) return;
              deleteNote.mutate(deleting.id, {
                onSettled: () => setDeleting(null),
              });
            }}
          >
            Delete note
          </Button>
        </div>
      </Dialog>
    </PanelSection>
  );
}
