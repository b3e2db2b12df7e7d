// The built-in support chat's names and event, without its schemas (support.ts re-exports them): the
// support launcher is on every signed-in page, and the schemas would bring zod into that first
// download (issue 16).

export const SUPPORT_TEAM_NAME = 'Hireloop Support';
/** Realtime event on the user's channel and on every super admin's channel. */
export const SUPPORT_MESSAGE_CREATED_EVENT = 'support.message.created';
export const SUPPORT_GREETING = 'Hi! Ask us anything about Hireloop and the support team will answer here.';
