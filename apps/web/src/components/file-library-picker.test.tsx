import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LibraryFile } from '../lib/file-library.ts';
import { serveThisFile } from '../lib/http-test-server.ts';
import { FileLibraryPicker } from './file-library-picker.tsx';

const LIBRARY = '/api/file-library';
const served = serveThisFile();

function wireFile(id: number, name: string, mime = 'application/pdf') {
  return {
    model_has_file_id: id,
    library_model_has_file_id: id,
    current_name: name,
    order: id,
    add_to_library: true,
    mime_type: mime,
    size_bytes: 2048,
    url: `/api/file-library/${id}/download`,
    created_at: '2026-11-20T10:00:00.000Z',
  };
}

function page(files: ReturnType<typeof wireFile>[], currentPage = 1, lastPage = 1) {
  return {
    status: 200,
    body: {
      data: files,
      meta: { current_page: currentPage, per_page: 10, total: files.length, last_page: lastPage },
      abilities: { manage: true },
    },
  };
}

function renderPicker(props: Partial<Parameters<typeof FileLibraryPicker>[0]> = {}) {
  const onChoose = vi.fn<(files: LibraryFile[]) => void>();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FileLibraryPicker open onOpenChange={onOpenChange} max={3} onChoose={onChoose} {...props} />
    </QueryClientProvider>,
  );
  return { onChoose, onOpenChange };
}

const libraryRequests = () => served.server.requests.filter((request) => request.url.startsWith(LIBRARY));

// Whole journeys through dialogs, each a few seconds on a busy two-core machine.
describe('FileLibraryPicker', { timeout: 20_000 }, () => {
  it('lists the library, searches it by name and hands back the files chosen', async () => {
    served.server.respondTo(LIBRARY, page([wireFile(1, 'Handbook.pdf'), wireFile(2, 'Benefits.pdf')]));
    const { onChoose, onOpenChange } = renderPicker();
    expect(screen.getByText('Loading the library')).toBeTruthy();
    await screen.findByLabelText(/Handbook\.pdf/);
    expect(libraryRequests()[0]?.url).toBe(`${LIBRARY}?page=1&per_page=10`);

    served.server.respondTo(LIBRARY, page([wireFile(2, 'Benefits.pdf')]));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the library' }), {
      target: { value: 'bene' },
    });
    await waitFor(() => expect(screen.queryByLabelText(/Handbook\.pdf/)).toBeNull());
    expect(libraryRequests().at(-1)?.url).toBe(`${LIBRARY}?page=1&per_page=10&search=bene`);

    const attach = screen.getByRole('button', { name: 'Attach files' }) as HTMLButtonElement;
    expect(attach.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/Benefits\.pdf/));
    expect(screen.getByText('1 of 3 chosen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Attach file' }));
    expect(onChoose).toHaveBeenCalledWith([expect.objectContaining({ currentName: 'Benefits.pdf' })]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('pages through the library and keeps files it may not take out of reach', async () => {
    served.server.respondTo(
      LIBRARY,
      page([wireFile(1, 'Offer terms.pdf'), wireFile(2, 'Team photo.png', 'image/png')], 1, 2),
    );
    const { onChoose } = renderPicker({
      max: 1,
      unavailableReason: (file) => (file.mimeType === 'application/pdf' ? null : 'PDF only'),
    });
    const photo = (await screen.findByLabelText(/Team photo\.png/)) as HTMLInputElement;
    expect(photo.disabled).toBe(true);
    expect(photo.type).toBe('radio');
    expect(screen.getByText(/PDF only/)).toBeTruthy();

    served.server.respondTo(LIBRARY, page([wireFile(3, 'Parking.pdf')], 2, 2));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByLabelText(/Parking\.pdf/));
    expect(libraryRequests().at(-1)?.url).toBe(`${LIBRARY}?page=2&per_page=10`);
    fireEvent.click(screen.getByRole('button', { name: 'Attach file' }));
    expect(onChoose).toHaveBeenCalledWith([expect.objectContaining({ modelHasFileId: 3 })]);
  });

  it('says when the library is empty, and offers to try again when it cannot be read', async () => {
    served.server.respondTo(LIBRARY, page([]));
    renderPicker();
    expect(await screen.findByText('The library is empty')).toBeTruthy();
    served.server.respondTo(LIBRARY, { status: 500, body: { message: 'Server Error' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the library' }), {
      target: { value: 'x' },
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    served.server.respondTo(LIBRARY, page([]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No files named like “x”')).toBeTruthy();
  });
});
