// The notification types, channels and scopes as zod schemas, apart from types-and-channels.ts:
// the web client's toasts read those lists on every signed-in page, and schemas built at module
// load would bring zod into that first download (issue 16).
import { z } from '../zod.ts';
import { NOTIFICATION_CHANNELS, NOTIFICATION_SCOPES, NOTIFICATION_TYPES } from './types-and-channels.ts';

/** A missing value reads "The type field is required.", not "The selected type is invalid.". */
const requiredEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `The ${String(issue.path?.at(-1) ?? 'value').replace(/_/g, ' ')} field is required.`
        : undefined,
  });

export const notificationTypeSchema = requiredEnum(NOTIFICATION_TYPES);
export const notificationChannelSchema = requiredEnum(NOTIFICATION_CHANNELS);
export const notificationScopeSchema = requiredEnum(NOTIFICATION_SCOPES);
