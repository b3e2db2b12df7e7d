// The right pane with a conversation open: its header, the messages and the composer (or, for
// read-only company staff, a note why there is none). Opening it marks it read.
import { SearchX } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/button-styles.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { HttpError } from '#web/lib/http.ts';
import { useConversation } from '../api/conversations.ts';
import { useMarkConversationRead } from '../api/mark-read.ts';
import type { MessagePerson, MessagingSide, ThreadMessage } from '../api/message-types.ts';
import { useSendMessage } from '../api/send-message.ts';
import { conversationTitle, opportunityTitlesOf } from '../conversation-labels.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageThread } from './message-thread.tsx';
import { ReadOnlyNote } from './read-only-note.tsx';
import { ThreadHeader } from './thread-header.tsx';

interface ThreadPaneProps {
  uuid: string;
  side: MessagingSide;
  /** The signed-in user, shown as the sender of messages being sent. */
  me: MessagePerson;
  backSearch: string;
}

function HeaderSkeleton() {
  return (
    <div className="flex animate-pulse items-center gap-3 border-b border-slate-200 px-4 py-3">
      <div className="size-10 rounded-full bg-slate-200" />
      <div className="flex-1 space-y-2">
        <div className="h-3.5 w-40 rounded bg-slate-200" />
        <div className="h-3 w-24 rounded bg-slate-100" />
      </div>
    </div>
  );
}

export function ThreadPane({ uuid, side, me, backSearch }: ThreadPaneProps) {
  const conversation = useConversation(uuid);
  const send = useSendMessage(uuid, side, me);
  const { mutate: markRead } = useMarkConversationRead(side);
  const isOwn = useCallback((message: ThreadMessage) => message.side === side, [side]);

  useEffect(() => {
    markRead(uuid);
  }, [uuid, markRead]);

  if (conversation.isError) {
    const missing = conversation.error instanceof HttpError && conversation.error.status === 404;
    return missing ? (
      <EmptyState
        icon={SearchX}
        title="Conversation not found"
        description="It may belong to another account, or the link is wrong."
        action={
          <Link to={{ search: backSearch }} className={buttonClasses({ variant: 'secondary' })}>
            Back to conversations
          </Link>
        }
      />
    ) : (
      <div className="flex flex-1 items-center justify-center">
        <ErrorState
          title="This conversation could not be loaded"
          onRetry={() => void conversation.refetch()}
          retrying={conversation.isFetching}
        />
      </div>
    );
  }

  const data = conversation.data;
  return (
    <>
      {data ? (
        <ThreadHeader
          title={conversationTitle(data, side)}
          subtitle={opportunityTitlesOf(data) || (side === 'company' ? 'Candidate' : undefined)}
          avatar={
            side === 'candidate'
              ? { src: data.companyAvatar, shape: 'square' }
              : { src: data.candidate.avatar, shape: 'circle' }
          }
          backSearch={backSearch}
        />
      ) : (
        <HeaderSkeleton />
      )}
      <MessageThread
        key={uuid}
        uuid={uuid}
        isOwn={isOwn}
        emptyText={
          data?.abilities.send ? 'Write the first message below.' : 'Nothing has been written here yet.'
        }
      />
      {data ? (
        data.abilities.send ? (
          <MessageComposer onSend={(input) => send.mutateAsync(input)} withLibrary={side === 'company'} />
        ) : (
          <ReadOnlyNote />
        )
      ) : null}
    </>
  );
}
