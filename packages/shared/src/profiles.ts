// Candidate profiles (docs/api/profiles.md): limits, the availability and work-authorization
// enums, the payloads of /api/profile, onboarding and snooze, the profile response, and pure rules
// (completion, quick-profile fields, snooze window). The server validates with these schemas and
// the web forms reuse them. Field names are the wire format (snake_case). The code lives in
// profiles/:
// - limits.ts: field limits and what a resume may be
// - choices.ts: the availability and work-authorization enums and labels
// - sections.ts: skills, desired roles, experience, education and links
// - requests.ts: the payloads of PUT /api/profile and onboarding
// - snooze.ts: snooze limits, window rules and payload
// - responses.ts: the profile response
// - completion.ts: completion, quick-profile and onboarding rules
// - field-schemas.ts: field building blocks the parts share (internal, not re-exported here)
// The calendar date check moved to ../calendar-date.ts (shared by every date field); still exported here.
export { isCalendarDate } from './calendar-date.ts';
export * from './profiles/choices.ts';
export * from './profiles/completion.ts';
export * from './profiles/limits.ts';
export * from './profiles/requests.ts';
export * from './profiles/responses.ts';
export * from './profiles/sections.ts';
export * from './profiles/snooze.ts';
