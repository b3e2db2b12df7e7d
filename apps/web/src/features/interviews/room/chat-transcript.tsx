// The interview's chat on its page, outside the room: what was said, for the timeline afterwards.
import { Card } from '#web/components/card.tsx';
import { useChat } from '../api/interview-room.ts';

export function ChatTranscript({ interviewId }: { interviewId: number }) {
  const chat = useChat(interviewId);
  if (chat.isPending || chat.isError || chat.data.length === 0) return null;
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="font-semibold text-slate-900">Chat</h2>
      <ol className="mt-3 space-y-3" aria-label="Chat messages">
        {chat.data.map((message) => (
          <li key={message.id} className="text-sm">
            <p className="text-xs text-slate-500">
              <span className="font-medium text-slate-700">
                {message.author.firstName} {message.author.lastName}
              </span>{' '}
              ·{' '}
              <time dateTime={message.createdAt}>
                {new Date(message.createdAt).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </p>
            <p className="mt-0.5 whitespace-pre-wrap break-words text-slate-900">{message.body}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
