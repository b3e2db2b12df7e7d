// Switching the active account (SPEC.md §4 "Active account", §7 "Accounts", §8 switch messages):
// the calls a switch makes, where the user ends up afterwards, and the texts shown on the way.
// The active account is the personal candidate account, one company or one enterprise.

export const ALREADY_ACTIVE_ACCOUNT = 'You are currently using this account.';
export const SWITCH_SUCCESS = 'Successfully switched accounts.';
export const SWITCH_FAILURE = 'There was an issue logging into that account. Please contact support.';
export const DEMO_BLOCKED = 'This feature is not available on the demo site.';

/**
 * SPEC.md §8 "Role failure: You do not have permission to access the page name (fallback word
 * page)". A page's name (its route title, "Create Opportunity", "Team Members") is a proper name
 * and takes no article: "You do not have permission to access Create Opportunity."; without a
 * name the fallback word does: "You do not have permission to access the page.". The sentence
 * ends with a full stop like every other message of §8. A blank name counts as none.
 */
export const ROLE_FAILURE = (pageName?: string | null): string => {
  const name = pageName?.trim();
  return `You do not have permission to access ${name ? name : 'the page'}.`;
};

/** Home of each account type, where a switch to another type and the landing rules lead. */
export const ACCOUNT_HOME_PATHS = {
  enterprise: '/enterprise-groups',
  company: '/company-dashboard',
  candidate: '/dashboard',
} as const;

export type AccountKind = keyof typeof ACCOUNT_HOME_PATHS;

/** An active company or enterprise as a session holds it: the account, its id, or none (null, 0). */
export type ActiveAccountRef = { id: number } | number | null | undefined;

function isActive(ref: ActiveAccountRef): boolean {
  if (ref === null || ref === undefined) return false;
  return typeof ref === 'number' ? ref > 0 : true;
}

/**
 * The kind of account in use. Only one is active at a time; should a session still name both a
 * company and an enterprise, the enterprise wins, as in the landing rules of SPEC.md §2.
 */
export function activeAccountKind(
  activeCompany: ActiveAccountRef,
  activeEnterprise: ActiveAccountRef,
): AccountKind {
  if (isActive(activeEnterprise)) return 'enterprise';
  if (isActive(activeCompany)) return 'company';
  return 'candidate';
}

/** /enterprise-groups with an active enterprise, /company-dashboard with a company, else /dashboard. */
export function homePathFor(activeCompany: ActiveAccountRef, activeEnterprise: ActiveAccountRef): string {
  return ACCOUNT_HOME_PATHS[activeAccountKind(activeCompany, activeEnterprise)];
}

/** The ids a session holds; null, undefined and 0 all mean none. */
export interface ActiveAccountIds {
  activeCompanyId: number | null | undefined;
  activeEnterpriseId: number | null | undefined;
}

export type SwitchTarget =
  | { kind: 'candidate' }
  | { kind: 'company'; id: number }
  | { kind: 'enterprise'; id: number };

/** One call: `PUT /api/companies/set/{id}` or `PUT /api/enterprises/set/{id}`; id 0 clears. */
export interface SwitchStep {
  kind: 'company' | 'enterprise';
  id: number;
}

export interface AccountSwitchPlan {
  /** The target is the account in use: show ALREADY_ACTIVE_ACCOUNT and make no call. */
  alreadyActive: boolean;
  /** The calls to make in order; empty when alreadyActive. */
  steps: SwitchStep[];
}

/**
 * SPEC.md §4: "Each switch first clears the other two account kinds by setting them to 0". To a
 * company: enterprise 0, then the company. To an enterprise: company 0, then the enterprise. To the
 * candidate account (which has no call of its own): company 0, then enterprise 0. The clearing
 * call is made even when the client believes that kind is already inactive: it is idempotent on
 * the server, and the server's state, not the client's copy, is what must end up cleared.
 */
export function accountSwitchPlan(current: ActiveAccountIds, target: SwitchTarget): AccountSwitchPlan {
  if (target.kind !== 'candidate' && !(Number.isInteger(target.id) && target.id > 0)) {
    throw new RangeError(`A ${target.kind} to switch to needs a positive id, not ${target.id}.`);
  }
  const kind = activeAccountKind(current.activeCompanyId, current.activeEnterpriseId);
  const activeId = kind === 'company' ? current.activeCompanyId : current.activeEnterpriseId;
  const alreadyActive = target.kind === kind && (target.kind === 'candidate' || target.id === activeId);
  if (alreadyActive) return { alreadyActive, steps: [] };
  switch (target.kind) {
    case 'candidate':
      return {
        alreadyActive,
        steps: [
          { kind: 'company', id: 0 },
          { kind: 'enterprise', id: 0 },
        ],
      };
    case 'company':
      return {
        alreadyActive,
        steps: [
          { kind: 'enterprise', id: 0 },
          { kind: 'company', id: target.id },
        ],
      };
    case 'enterprise':
      return {
        alreadyActive,
        steps: [
          { kind: 'company', id: 0 },
          { kind: 'enterprise', id: target.id },
        ],
      };
  }
}

const DIGIT = /[0-9]/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const SCHEME_AND_HOST = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/** Percent-escapes decoded; if the text is malformed, its escapes are left out instead. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%[0-9a-f]{2}/gi, '');
  }
}

/** Names a record: the decoded text holds a digit (numeric ids, slugs with ids) or a UUID. */
function namesRecord(encoded: string): boolean {
  const text = decode(encoded);
  return DIGIT.test(text) || UUID.test(text);
}

interface SplitPath {
  segments: string[];
  params: string[];
  hash: string;
}

function splitPath(pathWithQuery: string): SplitPath {
  const rest = pathWithQuery.trim().replace(SCHEME_AND_HOST, '');
  const hashAt = rest.indexOf('#');
  const hash = hashAt === -1 ? '' : rest.slice(hashAt + 1);
  const beforeHash = hashAt === -1 ? rest : rest.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  return {
    segments: path.split('/').filter((segment) => segment !== ''),
    params: query.split('&').filter((param) => param !== ''),
    hash,
  };
}

function joinPath(segments: readonly string[], params: readonly string[] = [], hash = ''): string {
  const query = params.length > 0 ? `?${params.join('&')}` : '';
  return `/${segments.join('/')}${query}${hash ? `#${hash}` : ''}`;
}

/**
 * The current page with every record id taken out (SPEC.md §4), so it makes sense in the account
 * switched to, whose records differ:
 * - Path: from the first segment that contains a digit or a UUID on, every segment is cut. The
 *   segments after an id belong to that record (`/company-candidates/17/print`,
 *   `/company-opportunities/42/edit`), so the nearest parent without ids is what remains:
 *   `/company-candidates`, `/company-opportunities`. No static route segment has a digit.
 * - Query: each parameter whose decoded `key=value` contains a digit or a UUID is dropped
 *   (`?status=open&page=2` → `?status=open`; `?interview=<uuid>` → nothing); the others are kept
 *   as written. A query left empty loses its `?`.
 * - Fragment: kept unless it contains a digit or a UUID.
 * Percent-escapes are decoded before looking for digits, so `%20` is not a digit. Empty segments
 * (`//`, a trailing `/`) are dropped; `/` and `` give `/`. A full URL is reduced to its path.
 */
export function trimPathForSwitch(pathWithQuery: string): string {
  const { segments, params, hash } = splitPath(pathWithQuery);
  const firstId = segments.findIndex(namesRecord);
  const kept = firstId === -1 ? segments : segments.slice(0, firstId);
  const keptParams = params.filter((param) => !namesRecord(param.replace(/\+/g, ' ')));
  return joinPath(kept, keptParams, hash && !namesRecord(hash) ? hash : '');
}

/**
 * SPEC.md §4 "trimmed to the nearest parent path the user's role may access": trimPathForSwitch,
 * then segments are dropped from the end until `canAccess(path)` (the web client answers it from
 * the route's metadata and the new role). A path that had to move up loses its query and fragment,
 * which belonged to the page left behind. Null when not even the first segment may be opened.
 */
export function nearestAccessiblePath(
  pathWithQuery: string,
  canAccess: (path: string) => boolean,
): string | null {
  const trimmed = trimPathForSwitch(pathWithQuery);
  const { segments } = splitPath(trimmed);
  if (canAccess(joinPath(segments))) return trimmed;
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const parent = joinPath(segments.slice(0, length));
    if (canAccess(parent)) return parent;
  }
  return null;
}

export type SwitchDestination =
  /** Same kind of account: reset the stores except account and page meta, reload at `path`. */
  | { action: 'reload'; path: string }
  /** Another kind of account: a full page load of `path`, the new account's home. */
  | { action: 'redirect'; path: string };

/**
 * Where a successful switch leads (SPEC.md §4). "If the active company or enterprise did not
 * change" is read as: whether a company is active and whether an enterprise is active is the same
 * before and after, i.e. the kind of account stayed (company → another company, enterprise →
 * another enterprise). Then the user stays on the current page, trimmed (nearestAccessiblePath),
 * or goes to the home of that kind when no part of the path may be opened. Otherwise (candidate ↔
 * company ↔ enterprise) the page changes to the home of the new kind.
 */
export function switchDestination(input: {
  before: ActiveAccountIds;
  after: ActiveAccountIds;
  currentPath: string;
  canAccess?: (path: string) => boolean;
}): SwitchDestination {
  const { before, after, currentPath, canAccess = () => true } = input;
  const afterKind = activeAccountKind(after.activeCompanyId, after.activeEnterpriseId);
  const home = ACCOUNT_HOME_PATHS[afterKind];
  if (activeAccountKind(before.activeCompanyId, before.activeEnterpriseId) !== afterKind) {
    return { action: 'redirect', path: home };
  }
  return { action: 'reload', path: nearestAccessiblePath(currentPath, canAccess) ?? home };
}

/** The page a company whose login failed is sent to (SPEC.md §2, §8). */
export function reinstatePaymentPath(billableEntityId: number): string {
  return `/reinstate-payment/${billableEntityId}`;
}

export type SwitchFailureOutcome = { redirectTo: string } | { toast: typeof SWITCH_FAILURE };

/**
 * SPEC.md §8: a response without `success` shows SWITCH_FAILURE. A failed request for a company
 * that has a billable entity (usually a locked account, e.g. an overdue invoice) leads to
 * /reinstate-payment/{billableEntityId}; any other failed request shows SWITCH_FAILURE too.
 */
export function switchFailureOutcome(input: {
  failure: 'unsuccessful' | 'request_failed';
  target: SwitchTarget;
  billableEntityId?: number | null;
}): SwitchFailureOutcome {
  const { failure, target, billableEntityId } = input;
  if (failure === 'request_failed' && target.kind === 'company' && billableEntityId && billableEntityId > 0) {
    return { redirectTo: reinstatePaymentPath(billableEntityId) };
  }
  return { toast: SWITCH_FAILURE };
}
