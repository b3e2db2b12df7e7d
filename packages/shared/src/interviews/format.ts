// How an interview's time reads, in the reader's zone: "Mon, Mar 9, 2026, 9:00 AM EDT".

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions) {
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
}

export function formatInterviewTime(start: Date | string, timeZone: string): string {
  return formatter(timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(start));
}

/** "9:00 AM" in the zone (slot buttons). */
export function formatSlotTime(start: Date | string, timeZone: string): string {
  return formatter(timeZone, { hour: 'numeric', minute: '2-digit' }).format(new Date(start));
}

/** "Monday, March 9" in the zone (slot day headings). */
export function formatSlotDay(start: Date | string, timeZone: string): string {
  return formatter(timeZone, { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(start));
}

/** The calendar day (`YYYY-MM-DD`) of an instant in a zone, for grouping slots by day. */
export function dayKeyInZone(start: Date | string, timeZone: string): string {
  const parts = formatter(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(start),
  );
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
