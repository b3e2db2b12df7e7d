import { describe, expect, it } from 'vitest';
import { isEventForInbox } from './live-messages.ts';
import type { MessageCreatedEvent } from './message-types.ts';

function event(setCompanyId: number | null): MessageCreatedEvent {
  return {
    conversationUuid: '0b7c6a52-3f0e-4c1e-9a51-5d7f3a0c2b11',
    companyId: 7,
    companyName: 'Acme',
    setCompanyId,
    message: {
      id: 1,
      type: 'text',
      content: 'Hi',
      createdAt: new Date().toISOString(),
      sender: null,
      attachments: [],
      side: 'company',
    },
  };
}

describe('isEventForInbox', () => {
  it('gives the personal inbox the messages written to the candidate', () => {
    expect(isEventForInbox(event(null), 'candidate', null)).toBe(true);
    expect(isEventForInbox(event(7), 'candidate', null)).toBe(false);
  });

  it("gives the company inbox only the active company's messages", () => {
    expect(isEventForInbox(event(7), 'company', 7)).toBe(true);
    expect(isEventForInbox(event(8), 'company', 7)).toBe(false);
    expect(isEventForInbox(event(null), 'company', 7)).toBe(false);
  });
});
