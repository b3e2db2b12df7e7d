// Messages arriving while the page is open (`message.created` on the user's private channel):
// the open thread gets the message and is marked read; the list moves the conversation to the
// top and counts it unread.
import { MESSAGE_CREATED_EVENT } from '@hireloop/shared/message-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { subscribeToUserEvent } from '#web/lib/realtime.ts';
import {
  type ConversationListData,
  type ThreadData,
  withBumpedConversation,
  withNewestMessage,
} from '../message-cache.ts';
import { useMarkConversationRead } from './mark-read.ts';
import { messageKeys } from './message-keys.ts';
import type { MessageCreatedEvent, MessagingSide } from './message-types.ts';

/**
 * Whether the event is for the account this page reads as: the personal inbox takes events
 * without a company, the company inbox those of the active company.
 */
export function isEventForInbox(
  event: MessageCreatedEvent,
  side: MessagingSide,
  companyId: number | null,
): boolean {
  return side === 'candidate' ? event.setCompanyId === null : event.setCompanyId === companyId;
}

interface LiveMessagesOptions {
  side: MessagingSide;
  /** The active company on the company side. */
  companyId: number | null;
  openUuid: string | null;
}

export function useLiveMessages({ side, companyId, openUuid }: LiveMessagesOptions): void {
  const queryClient = useQueryClient();
  const { mutate: markRead } = useMarkConversationRead(side);
  // Read when an event arrives, without subscribing again each time another conversation opens.
  const openUuidRef = useRef(openUuid);
  openUuidRef.current = openUuid;

  useEffect(
    () =>
      subscribeToUserEvent<MessageCreatedEvent>(MESSAGE_CREATED_EVENT, (event) => {
        if (!isEventForInbox(event, side, companyId)) return;
        const uuid = event.conversationUuid;
        const isOpen = uuid === openUuidRef.current;
        if (isOpen) {
          queryClient.setQueryData<ThreadData>(messageKeys.thread(uuid), (data) =>
            withNewestMessage(data, event.message),
          );
          markRead(uuid);
        }
        const unreadIncrement = !isOpen && event.message.side !== side ? 1 : 0;
        let missing = false;
        for (const [key, data] of queryClient.getQueriesData<ConversationListData>({
          queryKey: messageKeys.conversationLists(side),
        })) {
          const bumped = withBumpedConversation(data, uuid, event.message, unreadIncrement);
          if (bumped) queryClient.setQueryData(key, bumped);
          else missing = true;
        }
        // A new conversation, or one not loaded (further down, or outside the search): ask again.
        if (missing) void queryClient.invalidateQueries({ queryKey: messageKeys.conversationLists(side) });
      }),
    [queryClient, markRead, side, companyId],
  );
}
