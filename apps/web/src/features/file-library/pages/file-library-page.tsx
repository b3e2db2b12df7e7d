// `/company-file-library` (Recruiter and above): the company's file library — the documents it
// attaches again and again to offers, onboarding tasks and messages. Upload, find by name, put in
// order, rename and remove (places a file is attached keep their copy).
import { MAX_LIBRARY_FILE_BYTES } from '@hireloop/shared/files';
import { formatAttachmentSize, MESSAGE_ATTACHMENT_TYPES } from '@hireloop/shared/message-rules';
import { useQuery } from '@tanstack/react-query';
import { FolderOpen, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PagedList, PagedListHeader } from '#web/components/paged-list.tsx';
import { SearchBox } from '#web/components/search-box.tsx';
import { FILE_LIBRARY_PER_PAGE, fileLibraryPageQuery, type LibraryFile } from '#web/lib/file-library.ts';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { toast } from '#web/lib/toast.ts';
import {
  useMoveLibraryFile,
  useRemoveLibraryFile,
  useRenameLibraryFile,
  useUploadLibraryFile,
} from '../api/file-library-changes.ts';
import { LibraryFileRow } from '../components/library-file-row.tsx';
import { RenameFileDialog } from '../components/rename-file-dialog.tsx';

const ACCEPTED = Object.keys(MESSAGE_ATTACHMENT_TYPES).join(',');

export default function FileLibraryPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const library = useQuery(fileLibraryPageQuery(page, search));
  const upload = useUploadLibraryFile();
  const rename = useRenameLibraryFile();
  const move = useMoveLibraryFile();
  const remove = useRemoveLibraryFile();
  const picker = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<LibraryFile | null>(null);
  const [renameError, setRenameError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<LibraryFile | null>(null);

  const onFileChosen = (file: File | undefined) => {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    setUploadError(null);
    if (file.size > MAX_LIBRARY_FILE_BYTES) {
      setUploadError(`The file must be at most ${formatAttachmentSize(MAX_LIBRARY_FILE_BYTES)}.`);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(`“${file.name}” was added to the library.`),
      onError: (error) =>
        setUploadError(validationErrorsOf(error)?.file ?? 'The file could not be uploaded.'),
    });
  };

  const rows = library.data?.data ?? [];
  const firstPosition = (page - 1) * FILE_LIBRARY_PER_PAGE;
  const total = library.data?.meta.total ?? 0;

  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="text-slate-600">
          Documents you attach again and again — offer enclosures, handbooks for onboarding, forms for
          candidates — kept in the order you choose.
        </p>
        <div className="shrink-0 self-start">
          <input
            ref={picker}
            type="file"
            accept={ACCEPTED}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => onFileChosen(event.target.files?.[0])}
            data-testid="library-upload-input"
          />
          <Button loading={upload.isPending} onClick={() => picker.current?.click()}>
            <Upload className="size-4" aria-hidden="true" />
            Upload a file
          </Button>
        </div>
      </div>
      {uploadError ? <Banner variant="error">{uploadError}</Banner> : null}
      <SearchBox
        value={search}
        onSearch={(text) => {
          setSearch(text.trim());
          setPage(1);
        }}
        label="Search the library"
      />
      <Card>
        <PagedListHeader id="library-heading" query={library}>
          Files {library.data ? <span className="font-normal text-slate-500">({total})</span> : null}
        </PagedListHeader>
        <PagedList
          query={library}
          labelledBy="library-heading"
          loadingLabel="Loading the library"
          pagesLabel="Library pages"
          onPageChange={setPage}
          empty={
            <EmptyState
              icon={FolderOpen}
              title={search ? `No files named like “${search}”` : 'The library is empty'}
              description={
                search
                  ? 'Try another part of the name.'
                  : 'Upload a file here, or tick “Add to library” when you attach one to an offer or a message.'
              }
            />
          }
        >
          {(file) => {
            const index = rows.findIndex((row) => row.modelHasFileId === file.modelHasFileId);
            const position = firstPosition + index;
            return (
              <LibraryFileRow
                key={file.modelHasFileId}
                file={file}
                // Searching shows a part of the library: its order is moved from the full list only.
                isFirst={Boolean(search) || position === 0}
                isLast={Boolean(search) || position >= total - 1}
                busy={move.isPending || remove.isPending}
                onMove={(by) =>
                  move.mutate(
                    { id: file.modelHasFileId, position: position + by },
                    { onSuccess: () => toast.success(`“${file.currentName}” was moved.`) },
                  )
                }
                onRename={() => {
                  setRenameError(null);
                  setRenaming(file);
                }}
                onRemove={() => setRemoving(file)}
              />
            );
          }}
        </PagedList>
      </Card>
      {renaming ? (
        <RenameFileDialog
          file={renaming}
          saving={rename.isPending}
          error={renameError}
          onClose={() => setRenaming(null)}
          onRename={(name) =>
            rename.mutate(
              { id: renaming.modelHasFileId, name },
              {
                onSuccess: () => {
                  toast.success(`The file is now called “${name}”.`);
                  setRenaming(null);
                },
                onError: (error) =>
                  setRenameError(validationErrorsOf(error)?.current_name ?? 'The file could not be renamed.'),
              },
            )
          }
        />
      ) : null}
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this file from the library?"
        description={`“${removing?.currentName ?? ''}” can no longer be attached from the library. Offers, onboarding tasks and messages it is attached to keep their copy.`}
      >
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setRemoving(null)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() => {
              if (!removing) return;
              const name = removing.currentName;
              remove.mutate(removing.modelHasFileId, {
                onSuccess: () => toast.success(`“${name}” was removed from the library.`),
                onSettled: () => setRemoving(null),
              });
            }}
          >
            Remove file
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
