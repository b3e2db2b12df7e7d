// `POST /api/conversations/{uuid}/messages`: JSON `{content}` (plus `library_file_ids` on the
// company side), or multipart `content` + `files[]` (+ `library_file_ids[]`, `add_to_library`)
// when files are uploaded. The message shows in the thread at once and is swapped for the
// server's copy when it answers; a failure takes it out again and the composer keeps the text.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LibraryFile } from '#web/lib/file-library.ts';
import { api } from '#web/lib/http.ts';
import { type ThreadData, withNewestMessage, withoutMessage, withSentMessage } from '../message-cache.ts';
import { messageKeys } from './message-keys.ts';
import type { Message, MessagePerson, MessagingSide, ThreadMessage } from './message-types.ts';

export interface SendMessageInput {
  content: string;
  files: File[];
  /** Company side: files of the company's library to attach as well. */
  libraryFiles?: LibraryFile[];
  /** Company side: keep the uploaded files in the library too. */
  addToLibrary?: boolean;
}

/** Ids of messages being sent: negative, counting down, so they never meet a server id. */
let lastPendingId = 0;

function pendingMessage(input: SendMessageInput, sender: MessagePerson, side: MessagingSide): ThreadMessage {
  lastPendingId -= 1;
  return {
    id: lastPendingId,
    type: 'text',
    content: input.content,
    createdAt: new Date().toISOString(),
    sender,
    side,
    pending: true,
    attachments: [
      ...input.files.map((file) => ({ name: file.name, sizeBytes: file.size, mimeType: file.type })),
      ...(input.libraryFiles ?? []).map((file) => ({
        name: file.currentName,
        sizeBytes: file.sizeBytes,
        mimeType: file.mimeType,
      })),
    ].map((attachment, index) => ({ ...attachment, id: lastPendingId * 100 - index, url: '' })),
  };
}

export function postMessage(uuid: string, input: SendMessageInput): Promise<Message> {
  const path = `/api/conversations/${encodeURIComponent(uuid)}/messages`;
  // 422s are shown under the composer.
  const options = { handledStatuses: [422] };
  const libraryFileIds = (input.libraryFiles ?? []).map((file) => file.modelHasFileId);
  if (input.files.length === 0) {
    const body =
      libraryFileIds.length > 0 ? { content: input.content, libraryFileIds } : { content: input.content };
    return api.post<Message>(path, body, options);
  }
  const form = new FormData();
  form.append('content', input.content);
  for (const file of input.files) form.append('files[]', file, file.name);
  for (const id of libraryFileIds) form.append('library_file_ids[]', String(id));
  if (input.addToLibrary) form.append('add_to_library', '1');
  return api.post<Message>(path, form, options);
}

export function useSendMessage(uuid: string, side: MessagingSide, sender: MessagePerson) {
  const queryClient = useQueryClient();
  const threadKey = messageKeys.thread(uuid);
  return useMutation({
    mutationFn: (input: SendMessageInput) => postMessage(uuid, input),
    onMutate: async (input) => {
      // A refetch landing now would drop the pending message.
      await queryClient.cancelQueries({ queryKey: threadKey });
      const pending = pendingMessage(input, sender, side);
      queryClient.setQueryData<ThreadData>(threadKey, (data) => withNewestMessage(data, pending));
      return { pendingId: pending.id };
    },
    onSuccess: (sent, _input, context) => {
      queryClient.setQueryData<ThreadData>(threadKey, (data) =>
        withSentMessage(data, context.pendingId, sent),
      );
    },
    onError: (_error, _input, context) => {
      if (context)
        queryClient.setQueryData<ThreadData>(threadKey, (data) => withoutMessage(data, context.pendingId));
    },
    onSettled: () => {
      // The list shows the newest message of each conversation and its order.
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversationLists(side) });
    },
  });
}
