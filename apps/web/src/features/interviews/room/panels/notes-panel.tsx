// The notes tab (company side only): private notes that save themselves a moment after typing
// stops. Until the server has them, the draft is also kept in this browser, so a dropped
// connection or a reload loses nothing; saving resumes when the connection is back.
import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { useNotes, useReloadNotes, useSaveNotes } from '#web/features/interviews/api/interview-room.ts';
import { HttpError } from '#web/lib/http.ts';
import { getStoredItem, removeStoredItem, setStoredItem } from '#web/lib/storage.ts';

const AUTOSAVE_MS = 800;
const RETRY_MS = 3000;
const DRAFT_TTL_MS = 7 * 24 * 3_600_000;

type SaveState = 'idle' | 'saving' | 'saved' | 'offline' | 'conflict';

interface NotesEditorProps {
  value: string;
  onChange(value: string): void;
  status: string;
  conflict?: { onReload(): void } | undefined;
}

export function NotesEditor({ value, onChange, status, conflict }: NotesEditorProps) {
  return (
    <div className="flex h-full min-h-72 flex-col gap-2">
      <label htmlFor="room-notes" className="text-sm font-medium text-slate-800">
        Your notes <span className="font-normal text-slate-500">(only the company side sees these)</span>
      </label>
      <textarea
        id="room-notes"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={20_000}
        className="min-h-56 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        placeholder="What stood out? Examples, follow-up questions, concerns…"
      />
      <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
        <span role="status" data-notes-status>
          {status}
        </span>
        {conflict ? (
          <Button size="sm" variant="secondary" onClick={conflict.onReload}>
            Load the newer notes
          </Button>
        ) : null}
      </div>
    </div>
  );
}

const STATUS: Record<SaveState, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'All changes saved',
  offline: 'Not saved yet: trying again when the connection is back',
  conflict: 'These notes were changed in another window.',
};

export function LiveNotesPanel({ interviewId }: { interviewId: number }) {
  const draftKey = `interview-notes-draft:${interviewId}`;
  const notes = useNotes(interviewId, true);
  const save = useSaveNotes(interviewId);
  const reload = useReloadNotes(interviewId);
  const [text, setText] = useState<string | null>(null);
  const [state, setState] = useState<SaveState>('idle');
  /** Bumped by each failed save, so an offline draft keeps being retried. */
  const [attempt, setAttempt] = useState(0);
  const version = useRef<number | null>(null);
  const saving = useRef(false);

  // The server's notes once loaded, unless this browser holds a newer unsaved draft of them.
  useEffect(() => {
    if (!notes.data || text !== null) return;
    version.current = notes.data.version;
    const draft = getStoredItem<{ body: string; version: number }>(draftKey);
    if (draft && draft.version === notes.data.version && draft.body !== notes.data.body) {
      setText(draft.body);
      setState('offline');
    } else {
      setText(notes.data.body);
    }
  }, [notes.data, text, draftKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `save` changes identity every render; `attempt` re-arms the retry after a failed save
  useEffect(() => {
    if (text === null || version.current === null || state === 'conflict') return;
    if (notes.data && text === notes.data.body && version.current === notes.data.version) return;
    setStoredItem(draftKey, { body: text, version: version.current }, DRAFT_TTL_MS);
    const timer = setTimeout(
      () => {
        if (saving.current || version.current === null) return;
        saving.current = true;
        setState('saving');
        save
          .mutateAsync({ body: text, version: version.current })
          .then((saved) => {
            version.current = saved.version;
            removeStoredItem(draftKey);
            setState('saved');
          })
          .catch((error: unknown) => {
            setState(error instanceof HttpError && error.status === 409 ? 'conflict' : 'offline');
            setAttempt((value) => value + 1);
          })
          .finally(() => {
            saving.current = false;
          });
      },
      state === 'offline' ? RETRY_MS : AUTOSAVE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, state, draftKey, notes.data, attempt]);

  if (notes.isPending || text === null) return <p className="text-sm text-slate-500">Loading your notes…</p>;
  if (notes.isError) return <p className="text-sm text-red-700">Your notes could not be loaded.</p>;
  return (
    <NotesEditor
      value={text}
      onChange={(value) => {
        setText(value);
        if (state === 'saved') setState('idle');
      }}
      status={STATUS[state]}
      conflict={
        state === 'conflict'
          ? {
              onReload: () => {
                removeStoredItem(draftKey);
                void reload().then(() => {
                  setText(null);
                  setState('idle');
                });
              },
            }
          : undefined
      }
    />
  );
}
