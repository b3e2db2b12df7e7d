// Product constants and limits of SPEC.md §1, §4 and §9, shared by server and web client.

export const PRODUCT_NAME = 'Hireloop';
export const DEFAULT_DOCUMENT_TITLE = 'Hireloop – Match, connect and hire';

/** `<Page> – Hireloop` (an en dash), or the default title when there is no page name. */
export function documentTitle(pageName?: string | null): string {
  const name = pageName?.trim();
  return name ? `${name} – ${PRODUCT_NAME}` : DEFAULT_DOCUMENT_TITLE;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** react-toastify settings of SPEC.md §9. */
export const TOASTS = {
  limit: 20,
  newestOnTop: true,
  position: 'top-right',
  autoClose: 5000,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  hideProgressBar: true,
} as const;

/** Notification toast timing of SPEC.md §4 and §9. */
export const NOTIFICATION_TOASTS = {
  messageLifetimeMs: 5 * MINUTE,
  clockTickMs: 20 * SECOND,
  minSpacingMs: 2000,
  candidateReminderWindowMs: 10 * MINUTE,
  companyReminderWindowMs: 5 * MINUTE,
} as const;

/** Local storage keys and how long each value lives (SPEC.md §9). */
export const STORAGE_KEYS = {
  menuState: 'menuState',
  rememberedEmail: 'rememberedEmail',
  targetUrl: 'targetUrl',
  hideQuickProfile: 'hideQuickProfile',
} as const;

export const STORAGE_TTL_MS = {
  rememberedEmail: 30 * HOUR,
  targetUrlOnLoginRedirect: 2 * HOUR,
  targetUrlOnSessionExpiry: 4 * HOUR,
  hideQuickProfile: 0.5 * HOUR,
} as const;

export const SESSION_CHECK = {
  intervalMs: 10 * MINUTE,
  focusThrottleMs: 60 * SECOND,
} as const;

export const MENU = {
  desktopBreakpointPx: 1280,
  openWidthPx: 240,
  closedWidthPx: 80,
} as const;

export const MAX_AVATAR_INITIALS = 3;

export const LOADING_BAR = { tickMs: 100, cap: 99 } as const;

export const FREE_TRIAL_DAYS = 14;
/** The longest free trial a deal may give (issue 23). */
export const MAX_TRIAL_DAYS_OF_A_DEAL = 365;
/** A referrer earns this for each referred company that pays its first invoice (decision 117). */
export const REFERRAL_REWARD_CENTS = 5000;
export const UNPAID_INVOICE_LOCK_DAYS = 10;
export const DEMO_DURATION_MS = 60 * MINUTE;
export const DEMO_CHECK_INTERVAL_MS = 15 * SECOND;

export const REALTIME = { port: 60022, cluster: 'mt1', forceTLS: true } as const;

/** Uploads: strings longer than this that are data URLs are omitted from JSON (SPEC.md §5). */
export const MAX_SERIALIZED_DATA_URL_LENGTH = 255;

/** Every list endpoint caps its page size at this. */
export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 25;
