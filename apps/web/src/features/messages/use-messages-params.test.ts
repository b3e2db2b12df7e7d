import { describe, expect, it } from 'vitest';
import { messagesSearch, readMessagesParams } from './use-messages-params.ts';

const uuid = '0b7c6a52-3f0e-4c1e-9a51-5d7f3a0c2b11';

describe('readMessagesParams', () => {
  it('reads the open conversation, the search and the candidate to write to', () => {
    expect(
      readMessagesParams(new URLSearchParams(`conversation=${uuid}&search=%20ada%20&candidate=12`)),
    ).toEqual({
      conversation: uuid,
      search: 'ada',
      candidate: 12,
    });
  });

  it('ignores values that cannot be right', () => {
    expect(readMessagesParams(new URLSearchParams('conversation=12&candidate=abc'))).toEqual({
      conversation: null,
      search: '',
      candidate: null,
    });
    expect(readMessagesParams(new URLSearchParams('candidate=-3')).candidate).toBeNull();
  });
});

describe('messagesSearch', () => {
  it('sets and removes parameters, keeping the others', () => {
    const current = new URLSearchParams('search=ada&candidate=12');
    expect(messagesSearch(current, { conversation: uuid, candidate: null })).toBe(
      `?search=ada&conversation=${uuid}`,
    );
    expect(messagesSearch(new URLSearchParams(`conversation=${uuid}`), { conversation: null })).toBe('');
  });
});
