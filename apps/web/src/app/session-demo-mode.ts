// Whether this app runs as the demo site (SPEC.md §1 "A demo site exists on which some features
// are blocked"). The server knows it (`DEMO_MODE`, DESIGN.md §4) but does not publish it to the
// client yet; once it does (planned: a `demo_mode` flag in `GET /api/health` or in the user
// payload), this is where the client reads it. Until then the site never counts as the demo.
let demoMode = false;

export function isDemoMode(): boolean {
  return demoMode;
}

/** Sets the flag once the server's answer is known; also used by tests. */
export function setDemoMode(enabled: boolean): void {
  demoMode = enabled;
}
