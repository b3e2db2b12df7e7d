// Renaming a library file: the name files attached from now on carry (copies already attached to
// offers, tasks and messages keep theirs).
import { FILE_NAME_MAX_LENGTH } from '@hireloop/shared/files';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { TextField } from '#web/components/text-field.tsx';
import type { LibraryFile } from '#web/lib/file-library.ts';

interface RenameFileDialogProps {
  file: LibraryFile;
  saving: boolean;
  error: string | null;
  onRename: (name: string) => void;
  onClose: () => void;
}

export function RenameFileDialog({ file, saving, error, onRename, onClose }: RenameFileDialogProps) {
  const [name, setName] = useState(file.currentName);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setProblem('Enter a name for the file.');
      return;
    }
    setProblem(null);
    onRename(name.trim());
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Rename file"
      description="Files attached from now on carry the new name; places it is attached already keep theirs."
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextField
          label="Name"
          value={name}
          maxLength={FILE_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
          error={problem ?? error}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save name
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
