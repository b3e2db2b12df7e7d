// The booking just made, kept for /interview-scheduled (a reload there still shows it) in session
// storage: it never leaves this tab.
import type { Booking } from './api/scheduling-links.ts';

const KEY = 'hireloop.interviewBooking';

export function rememberBooking(booking: Booking): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(booking));
  } catch {
    // Storage may be off; the page then says the booking is done without details.
  }
}

export function recallBooking(): Booking | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Booking) : null;
  } catch {
    return null;
  }
}
