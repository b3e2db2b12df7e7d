// Two-factor authentication settings (`/user/two-factor-*`). Each call needs a recently confirmed
// password: the server answers 423 otherwise, which `useConfirmedPasswordAction` turns into a
// password prompt, so 423 is never toasted here.
import { api, type RequestOptions } from '#web/lib/http.ts';

const PASSWORD_GATED: RequestOptions = { handledStatuses: [423] };

export interface TwoFactorQrCode {
  /** An SVG document drawn by our server. */
  svg: string;
  /** `otpauth://totp/…?secret=…`: what the QR code encodes. */
  url: string;
}

/** Creates a new secret and recovery codes; not in force until confirmed with a code. */
export function startTwoFactorSetup(): Promise<void> {
  return api.post<void>('/user/two-factor-authentication', undefined, PASSWORD_GATED);
}

export function fetchTwoFactorQrCode(): Promise<TwoFactorQrCode> {
  return api.get<TwoFactorQrCode>('/user/two-factor-qr-code', PASSWORD_GATED);
}

export function confirmTwoFactorSetup(code: string): Promise<void> {
  return api.post<void>(
    '/user/confirmed-two-factor-authentication',
    { code },
    { handledStatuses: [422, 423] },
  );
}

export function fetchRecoveryCodes(): Promise<string[]> {
  return api.get<string[]>('/user/two-factor-recovery-codes', PASSWORD_GATED);
}

export function regenerateRecoveryCodes(): Promise<void> {
  return api.post<void>('/user/two-factor-recovery-codes', undefined, PASSWORD_GATED);
}

export function disableTwoFactor(): Promise<void> {
  return api.delete<void>('/user/two-factor-authentication', PASSWORD_GATED);
}
