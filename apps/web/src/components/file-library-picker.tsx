// "From library": a dialog over the company's file library, searched by name a page at a time,
// to attach files kept there (to a message, an offer). One picker for every place (decision 038).
import { formatAttachmentSize } from '@hireloop/shared/message-rules';
import { useQuery } from '@tanstack/react-query';
import { FolderOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { fileLibraryPageQuery, type LibraryFile } from '../lib/file-library.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { ErrorState } from './error-state.tsx';
import { Pagination } from './pagination.tsx';
import { SearchBox } from './search-box.tsx';
import { Spinner } from './spinner.tsx';

interface FileLibraryPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many files may be chosen now; 1 makes it a single choice. */
  max: number;
  /** Files that cannot be chosen here say why (an offer takes a PDF only). */
  unavailableReason?: (file: LibraryFile) => string | null;
  onChoose: (files: LibraryFile[]) => void;
  /** The dialog's title and its choose button, where the file is not attached (a task's document). */
  title?: string;
  chooseLabel?: string;
}

export function FileLibraryPicker({
  open,
  onOpenChange,
  title = 'Attach from library',
  ...rest
}: FileLibraryPickerProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      {/* Mounted only while open, so every opening starts without a stale search or choice. */}
      {open ? <LibraryList onClose={() => onOpenChange(false)} {...rest} /> : null}
    </Dialog>
  );
}

function LibraryList({
  max,
  unavailableReason,
  onChoose,
  onClose,
  chooseLabel,
}: Omit<FileLibraryPickerProps, 'open' | 'onOpenChange' | 'title'> & { onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<LibraryFile[]>([]);
  const library = useQuery(fileLibraryPageQuery(page, search));
  const groupName = useId();
  const single = max === 1;

  const toggle = (file: LibraryFile) => {
    const isChosen = chosen.some((item) => item.modelHasFileId === file.modelHasFileId);
    if (single) setChosen([file]);
    else if (isChosen) setChosen(chosen.filter((item) => item.modelHasFileId !== file.modelHasFileId));
    else if (chosen.length < max) setChosen([...chosen, file]);
  };

  const list = () => {
    if (library.isPending) {
      return (
        <div className="flex justify-center py-8">
          <Spinner className="size-6 text-brand-600" label="Loading the library" />
        </div>
      );
    }
    if (library.isError) {
      return <ErrorState onRetry={() => void library.refetch()} retrying={library.isFetching} />;
    }
    if (library.data.data.length === 0) {
      return (
        <div className="flex flex-col items-center py-8 text-center">
          <FolderOpen className="size-8 text-slate-400" aria-hidden="true" />
          <p className="mt-2 text-sm font-medium text-slate-900">
            {search ? `No files named like “${search}”` : 'The library is empty'}
          </p>
          {search ? null : (
            <p className="mt-1 text-sm text-slate-600">
              Files you upload with “Add to library” ticked are kept here to attach again.
            </p>
          )}
        </div>
      );
    }
    return (
      <ul aria-label="Library files" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {library.data.data.map((file) => {
          const reason = unavailableReason?.(file) ?? null;
          const isChosen = chosen.some((item) => item.modelHasFileId === file.modelHasFileId);
          const full = !single && !isChosen && chosen.length >= max;
          return (
            <li key={file.modelHasFileId}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 has-disabled:cursor-not-allowed has-disabled:opacity-60">
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={groupName}
                  className="size-4 shrink-0"
                  checked={isChosen}
                  disabled={reason !== null || full}
                  onChange={() => toggle(file)}
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-slate-900">
                    {file.currentName}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {formatAttachmentSize(file.sizeBytes)}
                    {reason ? ` · ${reason}` : ''}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <div className="space-y-3">
      <SearchBox
        value={search}
        onSearch={(text) => {
          setSearch(text.trim());
          setPage(1);
        }}
        label="Search the library"
      />
      {list()}
      {library.data ? (
        <Pagination
          label="Library pages"
          page={library.data.meta.currentPage}
          lastPage={library.data.meta.lastPage}
          total={library.data.meta.total}
          onPageChange={setPage}
        />
      ) : null}
      {single ? null : (
        <p className="text-xs text-slate-600" aria-live="polite">
          {chosen.length} of {max} chosen
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={chosen.length === 0}
          onClick={() => {
            onChoose(chosen);
            onClose();
          }}
        >
          {chooseLabel ?? (single ? 'Attach file' : `Attach ${chosen.length === 1 ? 'file' : 'files'}`)}
        </Button>
      </div>
    </div>
  );
}
