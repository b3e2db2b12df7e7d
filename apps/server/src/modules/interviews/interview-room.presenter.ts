// Chat messages of the interview room on the wire.
import type { ChatMessage } from '@hireloop/shared/interview-room';
import { userAvatarUrl } from '../messages/messages.presenter.ts';

export interface ChatMessageRow {
  id: number;
  interviewId: number;
  side: string;
  body: string;
  createdAt: Date;
  author: { id: number; firstName: string; lastName: string; avatarPath: string | null };
}

export function presentChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    interview_id: row.interviewId,
    body: row.body,
    author: {
      id: row.author.id,
      first_name: row.author.firstName,
      last_name: row.author.lastName,
      avatar: userAvatarUrl(row.author),
      side: row.side === 'candidate' ? 'candidate' : 'company',
    },
    created_at: row.createdAt.toISOString(),
  };
}
