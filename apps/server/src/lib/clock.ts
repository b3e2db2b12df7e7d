// The instant billing (the close, dunning, the lock) treats as "now": the real time, except that
// outside production the dev clock (`POST /api/dev/clock`) moves it, for one billable entity or
// for the whole process, so tests and demos run them "as of" a date. Per entity, parallel
// journeys on one server each move only their own company's time. Kept in memory: the lock check
// of every company request reads it without a database handle at hand.
let processOffsetMs = 0;
const entityOffsetsMs = new Map<number, number>();

/** Now for this billable entity (its own dev time if set), or for the process. */
export function clockNow(billableEntityId?: number | null): Date {
  const offset =
    (billableEntityId != null ? entityOffsetsMs.get(billableEntityId) : undefined) ?? processOffsetMs;
  return new Date(Date.now() + offset);
}

/** Sets the dev clock to `at` (it keeps ticking from there); null returns to the real time. */
export function setClockNow(at: Date | null, billableEntityId?: number | null): void {
  const offset = at === null ? null : at.getTime() - Date.now();
  if (billableEntityId == null) processOffsetMs = offset ?? 0;
  else if (offset === null) entityOffsetsMs.delete(billableEntityId);
  else entityOffsetsMs.set(billableEntityId, offset);
}

/** Back to the real time everywhere (tests: server test files share a process). */
export function resetClock(): void {
  processOffsetMs = 0;
  entityOffsetsMs.clear();
}
