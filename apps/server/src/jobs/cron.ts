// Cron arithmetic for the test clock (pg-boss evaluates schedules itself in production).
import cronParser from 'cron-parser';

/** The first tick of `cron` (UTC) strictly after `after`. */
export function nextCronTick(cron: string, after: Date): Date {
  return cronParser.parseExpression(cron, { currentDate: after, tz: 'UTC' }).next().toDate();
}
