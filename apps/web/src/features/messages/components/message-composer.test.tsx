import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../lib/http.ts';
import { MessageComposer } from './message-composer.tsx';

afterEach(cleanup);

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
});
