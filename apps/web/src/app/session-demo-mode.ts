// Whether this app runs as the demo site (SPEC.md §1 "A demo site exists on which some features
// are blocked"). The server publishes it in `GET /api/site` (`demo_mode`, DEMO_MODE on the server);
// the guards learn it before the first page (guard-loader.ts) and keep it here.
let demoMode = false;

export function isDemoMode(): boolean {
  return demoMode;
}

/** Sets the flag once the server's answer is known; also used by tests. */
export function setDemoMode(enabled: boolean): void {
  demoMode = enabled;
}
