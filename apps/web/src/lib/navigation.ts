// Navigation for code below app/ (session, sign-out): the router is built in app/ from every
// feature's pages, so lib/ cannot import it. app/router.tsx connects it here once at start;
// until then (unit tests, early failures) a full page load does the same job.

export interface NavigateOptions {
  replace?: boolean;
}

type Navigate = (to: string, options?: NavigateOptions) => Promise<void>;

const pageLoad: Navigate = async (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

let navigateWith: Navigate = pageLoad;

/** Called by app/router.tsx with the app's router. */
export function connectNavigation(navigate: Navigate): void {
  navigateWith = navigate;
}

/** Goes to `to` inside the app, without a page reload once the router is connected. */
export function navigate(to: string, options?: NavigateOptions): Promise<void> {
  return navigateWith(to, options);
}
