// Opportunities (job postings), their screening questions and pipeline steps, templates, and the
// candidate search (docs/api/opportunities.md). The server validates with these schemas and the
// web forms reuse them. Field names are the wire format (snake_case). The code lives in
// opportunities/:
// - enums.ts: employment types, pay periods, statuses and their allowed changes, question types
// - limits.ts: length, count and pay limits
// - screening-questions.ts: screening questions and the rules between their fields
// - pipeline-steps.ts: pipeline step names of a new opportunity or template, and step updates
// - pay.ts: pay rules
// - requests.ts: create and update an opportunity, the list and search queries
// - templates.ts: create and update a template
// - responses.ts: response schemas (opportunities, steps, search results, public posting, templates)
// - field-schemas.ts, posting-fields.ts: building blocks the parts share (internal, not re-exported)
export * from './opportunities/enums.ts';
export * from './opportunities/limits.ts';
export * from './opportunities/pay.ts';
export * from './opportunities/pipeline-steps.ts';
export * from './opportunities/requests.ts';
export * from './opportunities/responses.ts';
export * from './opportunities/screening-questions.ts';
export * from './opportunities/templates.ts';
