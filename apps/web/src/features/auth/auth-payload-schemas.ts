// The sign-in, sign-up and forgot-password schemas, fetched when a form is first used: they are
// zod's part of the public pages, which their first load does without (decision 140).
import { checkEmailExists } from '#web/lib/existence-checks.ts';

const loadAuthPayloads = () => import('@hireloop/shared/auth-payloads');

export const loadLoginSchema = async () => (await loadAuthPayloads()).loginSchema;
export const loadRegisterSchema = async () => (await loadAuthPayloads()).registerSchema;
export const loadForgotPasswordSchema = async () => (await loadAuthPayloads()).forgotPasswordSchema;

/** Whether a typed address has an account; false until it is a valid address. */
export async function checkTypedEmailExists(typed: string, signal: AbortSignal): Promise<boolean> {
  const parsed = (await loadAuthPayloads()).emailField.safeParse(typed);
  return parsed.success ? checkEmailExists(parsed.data, signal) : false;
}
