import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '#web/lib/http.ts';
import { serveThisFile } from '#web/lib/http-test-server.ts';
import { MessageComposer } from './message-composer.tsx';

// The company side reads the file library from here.
const served = serveThisFile();

function textbox(): HTMLTextAreaElement {
  return screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
}

function type(value: string) {
  fireEvent.change(textbox(), { target: { value } });
}

describe('MessageComposer', () => {
  it('sends the trimmed text on Enter and empties itself; Shift+Enter does not send', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<MessageComposer onSend={onSend} />);
    type('  Hello there  ');
    fireEvent.keyDown(textbox(), { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.keyDown(textbox(), { key: 'Enter' });
    });
    expect(onSend).toHaveBeenCalledWith({ content: 'Hello there', files: [] });
    expect(textbox().value).toBe('');
  });

  it('asks for words or a file instead of sending nothing', () => {
    const onSend = vi.fn();
    render(<MessageComposer onSend={onSend} />);
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Write a message or attach a file.');
    expect(textbox().getAttribute('aria-invalid')).toBe('true');
  });

  it('gives the text back and shows the field errors of a 422', async () => {
    const error = new HttpError(422, {
      message: 'The content may not be greater than 5000 characters.',
      errors: { content: ['The content may not be greater than 5000 characters.'] },
    });
    render(<MessageComposer onSend={() => Promise.reject(error)} />);
    type('Too long');
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    await waitFor(() => expect(textbox().value).toBe('Too long'));
    expect(screen.getByRole('alert').textContent).toContain(
      'The content may not be greater than 5000 characters.',
    );
  });

  it('checks picked files before anything is sent', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<MessageComposer onSend={onSend} />);
    const input = screen.getByTestId('message-attachment-input') as HTMLInputElement;
    const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [pdf, text] } });
    expect(screen.getByRole('list', { name: 'Files to send' }).textContent).toContain('cv.pdf');
    expect(screen.getByRole('alert').textContent).toContain('The file "notes.txt" must be');
    await act(async () => {
      fireEvent.keyDown(textbox(), { key: 'Enter' });
    });
    expect(onSend).toHaveBeenCalledWith({ content: '', files: [pdf] });
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
  });

  it('offers no attachments where the first message is text only', () => {
    render(<MessageComposer onSend={vi.fn()} allowAttachments={false} />);
    expect(screen.queryByRole('button', { name: 'Attach files' })).toBeNull();
  });

  it('attaches files from the library on the company side and keeps uploads in it when asked', async () => {
    served.server.respondTo('/api/file-library', {
      status: 200,
      body: {
        data: [
          {
            model_has_file_id: 7,
            library_model_has_file_id: 7,
            current_name: 'Handbook.pdf',
            order: 0,
            add_to_library: true,
            mime_type: 'application/pdf',
            size_bytes: 4096,
            url: '/api/file-library/7/download',
            created_at: '2026-11-20T10:00:00.000Z',
          },
        ],
        meta: { current_page: 1, per_page: 10, total: 1, last_page: 1 },
        abilities: { manage: true },
      },
    });
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MessageComposer onSend={onSend} withLibrary />
      </QueryClientProvider>,
    );
    // Nothing uploaded yet: nothing to keep.
    expect(screen.queryByLabelText('Add the uploaded files to the library')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Attach from library' }));
    fireEvent.click(await screen.findByLabelText(/Handbook\.pdf/));
    fireEvent.click(screen.getByRole('button', { name: 'Attach file' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Files to send' }).textContent).toContain('Handbook.pdf'),
    );

    const pdf = new File(['%PDF-1.4'], 'Schedule.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('message-attachment-input'), { target: { files: [pdf] } });
    fireEvent.click(screen.getByLabelText('Add the uploaded files to the library'));
    type('Your first week');
    await act(async () => {
      fireEvent.keyDown(textbox(), { key: 'Enter' });
    });
    expect(onSend).toHaveBeenCalledWith({
      content: 'Your first week',
      files: [pdf],
      libraryFiles: [expect.objectContaining({ modelHasFileId: 7, currentName: 'Handbook.pdf' })],
      addToLibrary: true,
    });
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
  });

  it('counts library files towards the five a message may carry', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MessageComposer onSend={vi.fn()} withLibrary />
      </QueryClientProvider>,
    );
    const files = Array.from(
      { length: 5 },
      (_, index) => new File(['%PDF-1.4'], `f${index}.pdf`, { type: 'application/pdf' }),
    );
    fireEvent.change(screen.getByTestId('message-attachment-input'), { target: { files } });
    expect((screen.getByRole('button', { name: 'Attach from library' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
