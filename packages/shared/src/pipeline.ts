// The company side of applications: the candidates list and panel, decisions, bulk actions, private
// notes, the talent pool ("rolodex") with invitations to apply, and the dashboard's hiring figures.
// docs/api/pipeline.md describes the endpoints. The code lives in pipeline/:
// - candidates.ts: the candidates list, its query, and the candidate panel with its timeline
// - decisions.ts: decisions on one application and bulk actions
// - notes.ts: private notes on an application
// - talent-pool.ts: talent pool contacts and invitations to apply
// - candidate-search.ts: finding people on Hireloop (candidate sourcing)
// - dashboard.ts: the dashboard's hiring figures
// - refs.ts: person and step references the parts share (internal, not re-exported here)
export * from './pipeline/candidate-search.ts';
export * from './pipeline/candidates.ts';
export * from './pipeline/dashboard.ts';
export * from './pipeline/decisions.ts';
export * from './pipeline/notes.ts';
export * from './pipeline/talent-pool.ts';
