// Writing a message: Enter sends, Shift+Enter starts a new line; up to 5 files (PDF, images,
// DOCX, 10 MB each) checked before upload. The composer empties at once (the message shows in
// the thread while it is sent, so the next one can be written meanwhile) and gets its text and
// files back if sending fails, with the server's field errors underneath. On the company side
// files also come from the company's library, and uploads can be kept in it.

import { MAX_MESSAGE_ATTACHMENTS, MESSAGE_ATTACHMENT_ACCEPT } from '@hireloop/shared/message-rules';
import { clsx } from 'clsx';
import { FolderOpen, Paperclip, SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { FileLibraryPicker } from '#web/components/file-library-picker.tsx';
import type { LibraryFile } from '#web/lib/file-library.ts';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import type { SendMessageInput } from '../api/send-message.ts';
import { addAttachments, attachmentKey } from '../attachment-rules.ts';
import { type SelectedFile, SelectedFiles } from './selected-files.tsx';

interface MessageComposerProps {
  onSend: (input: SendMessageInput) => Promise<unknown>;
  /** The first message of a new conversation is text only. */
  allowAttachments?: boolean;
  placeholder?: string;
  /** Company side: attach from the company's file library and keep uploads in it. */
  withLibrary?: boolean;
}

const TOOL_BUTTON =
  'mb-0.5 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50';

/** The textarea grows with its text up to about six lines, then scrolls. */
const MAX_TEXTAREA_PX = 160;

export function MessageComposer({
  onSend,
  allowAttachments = true,
  placeholder,
  withLibrary = false,
}: MessageComposerProps) {
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [libraryFiles, setLibraryFiles] = useState<LibraryFile[]>([]);
  const [addToLibrary, setAddToLibrary] = useState(false);
  const [pickingFromLibrary, setPickingFromLibrary] = useState(false);
  const addToLibraryId = useId();
  const attachedCount = files.length + libraryFiles.length;
  const [errors, setErrors] = useState<string[]>([]);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const textareaId = useId();
  const errorsId = `${textareaId}-errors`;

  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    textarea.style.height = `${Math.min(textarea.scrollHeight, MAX_TEXTAREA_PX)}px`;
  });

  const pickFiles = (picked: FileList | null) => {
    if (!picked) return;
    // Library files count towards the five a message may carry.
    const room = MAX_MESSAGE_ATTACHMENTS - libraryFiles.length;
    const selection = addAttachments(files, Array.from(picked), room);
    setFiles(selection.files);
    setErrors(selection.errors);
    // The same file can be picked again after it was removed.
    if (fileInputRef.current) fileInputRef.current.value = '';
  };

  const send = async () => {
    const text = content.trim();
    if (text === '' && attachedCount === 0) {
      setErrors(['Write a message or attach a file.']);
      return;
    }
    const input: SendMessageInput = withLibrary
      ? { content: text, files, libraryFiles, addToLibrary: addToLibrary && files.length > 0 }
      : { content: text, files };
    setErrors([]);
    setContent('');
    setFiles([]);
    setLibraryFiles([]);
    try {
      await onSend(input);
      // The next upload is kept in the library only when asked again.
      setAddToLibrary(false);
    } catch (error) {
      // Give the words back unless something new was typed meanwhile.
      setContent((current) => (current === '' ? input.content : current));
      setFiles((current) => (current.length === 0 ? input.files : current));
      setLibraryFiles((current) => (current.length === 0 ? (input.libraryFiles ?? []) : current));
      const fieldErrors = validationErrorsOf(error);
      setErrors(
        fieldErrors
          ? [...new Set(Object.values(fieldErrors))]
          : ['Your message was not sent. Please try again.'],
      );
      textareaRef.current?.focus();
    }
  };

  const selectedFiles: SelectedFile[] = [
    ...files.map((file, index) => ({
      key: attachmentKey(file),
      name: file.name,
      sizeBytes: file.size,
      onRemove: () => setFiles((current) => current.filter((_, position) => position !== index)),
    })),
    ...libraryFiles.map((file) => ({
      key: `library:${file.modelHasFileId}`,
      name: file.currentName,
      sizeBytes: file.sizeBytes,
      fromLibrary: true,
      onRemove: () =>
        setLibraryFiles((current) => current.filter((item) => item.modelHasFileId !== file.modelHasFileId)),
    })),
  ];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing with an input method confirms the characters instead of sending.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="border-t border-slate-200 bg-white p-3 sm:p-4"
      aria-label="Send a message"
    >
      <div className="space-y-2">
        <SelectedFiles files={selectedFiles} />
        {withLibrary && files.length > 0 ? (
          <div className="flex items-center gap-2 text-sm">
            <input
              id={addToLibraryId}
              type="checkbox"
              className="size-4 rounded border-slate-300"
              checked={addToLibrary}
              onChange={(event) => setAddToLibrary(event.target.checked)}
            />
            <label htmlFor={addToLibraryId} className="text-slate-700">
              Add the uploaded files to the library
            </label>
          </div>
        ) : null}
        <div
          className={clsx(
            'flex items-end gap-2 rounded-xl border bg-white px-2 py-1.5 shadow-sm focus-within:outline-2 focus-within:-outline-offset-1',
            errors.length > 0
              ? 'border-red-500 focus-within:outline-red-600'
              : 'border-slate-300 focus-within:outline-brand-600',
          )}
        >
          {allowAttachments ? (
            <>
              <input
                ref={fileInputRef}
                type="file"
                multiple
                accept={MESSAGE_ATTACHMENT_ACCEPT}
                className="sr-only"
                tabIndex={-1}
                aria-hidden="true"
                onChange={(event) => pickFiles(event.target.files)}
                data-testid="message-attachment-input"
              />
              <button
                type="button"
                onClick={() => fileInputRef.current?.click()}
                disabled={attachedCount >= MAX_MESSAGE_ATTACHMENTS}
                className={TOOL_BUTTON}
                aria-label="Attach files"
                title={`Attach up to ${MAX_MESSAGE_ATTACHMENTS} files (PDF, images or DOCX, 10 MB each)`}
              >
                <Paperclip className="size-5" aria-hidden="true" />
              </button>
              {withLibrary ? (
                <button
                  type="button"
                  onClick={() => setPickingFromLibrary(true)}
                  disabled={attachedCount >= MAX_MESSAGE_ATTACHMENTS}
                  className={TOOL_BUTTON}
                  aria-label="Attach from library"
                  title="Attach files kept in your company's library"
                >
                  <FolderOpen className="size-5" aria-hidden="true" />
                </button>
              ) : null}
            </>
          ) : null}
          <label htmlFor={textareaId} className="sr-only">
            Message
          </label>
          <textarea
            id={textareaId}
            ref={textareaRef}
            rows={1}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={placeholder ?? 'Write a message…'}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={errors.length > 0 ? errorsId : undefined}
            className="min-h-10 flex-1 resize-none border-0 bg-transparent px-2 py-2 text-base text-slate-900 outline-none placeholder:text-slate-500 sm:text-sm"
          />
          <Button type="submit" size="sm" className="mb-1" aria-label="Send message">
            <SendHorizontal className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Send</span>
          </Button>
        </div>
        {errors.length > 0 ? (
          <ul id={errorsId} role="alert" className="space-y-1 text-sm text-red-700">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : (
          <p className="hidden text-xs text-slate-600 sm:block">
            Enter to send, Shift + Enter for a new line.
          </p>
        )}
      </div>
      {withLibrary ? (
        <FileLibraryPicker
          open={pickingFromLibrary}
          onOpenChange={setPickingFromLibrary}
          max={Math.max(1, MAX_MESSAGE_ATTACHMENTS - attachedCount)}
          unavailableReason={(file) =>
            libraryFiles.some((chosen) => chosen.modelHasFileId === file.modelHasFileId) ? 'Attached' : null
          }
          onChoose={(chosen) => setLibraryFiles((current) => [...current, ...chosen])}
        />
      ) : null}
    </form>
  );
}
