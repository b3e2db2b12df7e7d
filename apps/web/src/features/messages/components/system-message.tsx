// Messages the platform writes (an application moved on, an interview booked): a centred line.
import { messageTime } from '@hireloop/shared/time';
import type { Message } from '../api/message-types.ts';

export function SystemMessage({ message }: { message: Message }) {
  return (
    <li className="flex justify-center px-4 py-2">
      <p className="max-w-md text-center text-xs text-slate-600">
        {message.content}
        <span className="ml-2 text-slate-500">
          <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
        </span>
      </p>
    </li>
  );
}
