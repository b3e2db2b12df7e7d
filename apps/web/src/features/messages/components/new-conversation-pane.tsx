// `/company-messages?candidate=<userId>`: opens the conversation with that candidate when one
// exists; otherwise the first message written here starts it.
import { MessageSquarePlus } from 'lucide-react';
import { useEffect } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { useCompanyConversationWith, useStartConversation } from '../api/start-conversation.ts';
import { MessageComposer } from './message-composer.tsx';
import { ThreadSkeleton } from './messages-skeletons.tsx';
import { ThreadHeader } from './thread-header.tsx';

interface NewConversationPaneProps {
  candidateUserId: number;
  canSend: boolean;
  backSearch: string;
  /** Shows the conversation instead (replacing `?candidate=` with `?conversation=`). */
  onOpen: (uuid: string) => void;
}

export function NewConversationPane({
  candidateUserId,
  canSend,
  backSearch,
  onOpen,
}: NewConversationPaneProps) {
  const existing = useCompanyConversationWith(candidateUserId);
  const start = useStartConversation();
  const existingUuid = existing.data?.uuid;

  useEffect(() => {
    if (existingUuid) onOpen(existingUuid);
  }, [existingUuid, onOpen]);

  if (existing.isPending || existingUuid) return <ThreadSkeleton />;
  if (existing.isError) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <ErrorState onRetry={() => void existing.refetch()} retrying={existing.isFetching} />
      </div>
    );
  }

  return (
    <>
      <ThreadHeader
        title="New conversation"
        subtitle="With a candidate from your pipeline"
        backSearch={backSearch}
      />
      <div className="flex min-h-0 flex-1 items-center justify-center overflow-y-auto">
        <EmptyState
          icon={MessageSquarePlus}
          title="Start the conversation"
          description={
            canSend
              ? 'Write your first message below. The candidate is notified and can reply from their Messages page.'
              : 'Only Recruiters, Managers and Company Admins can start conversations with candidates.'
          }
        />
      </div>
      {canSend ? (
        <MessageComposer
          allowAttachments={false}
          placeholder="Write your first message…"
          onSend={async ({ content }) => {
            const conversation = await start.mutateAsync({ candidateUserId, content });
            onOpen(conversation.uuid);
          }}
        />
      ) : null}
    </>
  );
}
