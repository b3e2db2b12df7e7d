// The demo site (SPEC.md §1, §4, §9; issue 22): a visitor picks a role on the demo index and gets a
// throwaway sandbox for 60 minutes; some features answer DEMO_BLOCKED there.
import { COMPANY_ROLES } from './roles.ts';
import { z } from './zod.ts';

export const DEMO_CANDIDATE_ROLE = 'Candidate';
/** The roles a visitor may try: every company role, or the candidate side. */
export const DEMO_ROLES = [...COMPANY_ROLES, DEMO_CANDIDATE_ROLE] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

export const DEMO_NOT_AVAILABLE = 'The demo is only available on the demo site.';
export const NOT_A_DEMO_ACCOUNT = 'Only demo visitors can start a trial from the demo.';

/** Days of the real trial a demo visitor who finished the demo tour is offered (the giveaway). */
export const DEMO_GIVEAWAY_TRIAL_DAYS = 30;

export const createDemoAccountSchema = z.object({ role: z.enum(DEMO_ROLES) });
export type CreateDemoAccountInput = z.infer<typeof createDemoAccountSchema>;

export const demoAccountSchema = z.object({
  role: z.enum(DEMO_ROLES),
  /** When the sandbox and its data are deleted: 60 minutes after the visitor was created. */
  expires_at: z.string(),
  /** Where the visitor lands: the company dashboard or the candidate dashboard. */
  redirect_to: z.string(),
});
export type DemoAccount = z.infer<typeof demoAccountSchema>;

/** `GET /api/demo-accounts/current`: the signed-in visitor's sandbox, or null for anyone else. */
export const currentDemoAccountSchema = z.object({ demo: demoAccountSchema.nullable() });

export const giveawayInfoSchema = z.object({
  /** The user is a demo visitor on the demo site. */
  eligible: z.boolean(),
  /** Trial days the trial link grants now (14, or 30 once the demo tour is finished). */
  trial_days: z.number().int(),
  /** The demo tour is finished, so the extended trial is unlocked. */
  unlocked: z.boolean(),
  message: z.string(),
});
export type GiveawayInfo = z.infer<typeof giveawayInfoSchema>;

/** `GET /api/site`: what the client must know about this deployment before anyone signs in. */
export const siteSettingsSchema = z.object({
  demo_mode: z.boolean(),
  support_chat: z.object({
    /** `intercom` when configured (the widget still loads only on `intercom_host` over https). */
    provider: z.enum(['intercom', 'built_in']),
    intercom_app_id: z.string().nullable(),
    /** The production host the Intercom widget may load on. */
    intercom_host: z.string().nullable(),
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
