// The messages screen of either side. From 1024 px: the conversation list on the left, the open
// thread on the right. Below: one pane at a time, list first, the thread with a way back.
import { clsx } from 'clsx';
import { MessageSquare } from 'lucide-react';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { useConversationList } from '../api/conversations.ts';
import { useLiveMessages } from '../api/live-messages.ts';
import type { MessagePerson, MessagingSide } from '../api/message-types.ts';
import { useMessagesParams } from '../use-messages-params.ts';
import { ConversationListPane } from './conversation-list-pane.tsx';
import { NewConversationPane } from './new-conversation-pane.tsx';
import { ThreadPane } from './thread-pane.tsx';

interface MessagesViewProps {
  side: MessagingSide;
  me: MessagePerson;
  /** The active company on the company side. */
  companyId: number | null;
  /** Company staff who may write to candidates (starting a conversation needs it). */
  canStartConversations?: boolean;
}

export function MessagesView({ side, me, companyId, canStartConversations = false }: MessagesViewProps) {
  const { params, setSearch, openConversation, conversationHref, backSearch } = useMessagesParams();
  const startingWith = side === 'company' && !params.conversation ? params.candidate : null;
  const paneOpen = Boolean(params.conversation || startingWith);
  useLiveMessages({ side, companyId, openUuid: params.conversation });
  // The same cache entry as the list pane: no extra request.
  const list = useConversationList(side, params.search);
  const noConversations = !params.search && list.data?.pages[0]?.meta.total === 0;

  return (
    // Fills the window below the header (4 rem) and the page's top padding; below 1280 px the
    // bottom bar takes another 4 rem.
    <Card className="mx-auto flex h-[calc(100dvh-9.5rem)] min-h-[26rem] max-w-7xl overflow-hidden xl:h-[calc(100dvh-7rem)]">
      <section
        aria-label="Conversations"
        className={clsx(
          'min-h-0 w-full flex-col border-slate-200 lg:flex lg:w-80 lg:shrink-0 lg:border-r xl:w-96',
          paneOpen ? 'hidden' : 'flex',
        )}
      >
        <ConversationListPane
          side={side}
          search={params.search}
          onSearchChange={setSearch}
          selectedUuid={params.conversation}
          conversationHref={conversationHref}
        />
      </section>
      <section
        aria-label="Conversation"
        className={clsx('min-h-0 min-w-0 flex-1 flex-col lg:flex', paneOpen ? 'flex' : 'hidden')}
      >
        {params.conversation ? (
          <ThreadPane
            key={params.conversation}
            uuid={params.conversation}
            side={side}
            me={me}
            backSearch={backSearch}
          />
        ) : startingWith ? (
          <NewConversationPane
            key={startingWith}
            candidateUserId={startingWith}
            canSend={canStartConversations}
            backSearch={backSearch}
            onOpen={(uuid) => openConversation(uuid, { replace: true })}
          />
        ) : (
          <div className="flex flex-1 items-center justify-center">
            {noConversations ? (
              <EmptyState
                icon={MessageSquare}
                title="Your messages will appear here"
                description="Each conversation opens on this side, with every message and file in one place."
              />
            ) : (
              <EmptyState
                icon={MessageSquare}
                title="Select a conversation"
                description="Choose a conversation on the left to read it and reply."
              />
            )}
          </div>
        )}
      </section>
    </Card>
  );
}
