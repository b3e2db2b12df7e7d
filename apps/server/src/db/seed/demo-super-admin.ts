// The demo super admin (issue 22): two-factor on with a published secret, so anyone trying the
// demo can add it to an authenticator app (README "Demo accounts"). Never use it in production:
// the secret is public. It needs the keyring (two-factor secrets are stored encrypted).
import { eq } from 'drizzle-orm';
import type { Keyring } from '#server/lib/crypto.ts';
import { hashPassword } from '#server/modules/auth/passwords.ts';
import { generateRecoveryCode } from '#server/modules/auth/two-factor.service.ts';
import type { Database } from '../client.ts';
import { users } from '../schema.ts';
import { DEMO_PASSWORD } from './demo-candidate.ts';
import type { DemoLogin } from './demo-login.ts';

export const DEMO_SUPER_ADMIN_EMAIL = 'superadmin@hireloop.example';
/** Base32 TOTP secret of the demo super admin (SHA-1, 6 digits, 30 s), as README lists it. */
export const DEMO_SUPER_ADMIN_TOTP_SECRET = 'HIRELOOPSUPERADMINDEMOSECRET2345';

function readsBack(keyring: Keyring, ciphertext: string | null): boolean {
  if (!ciphertext) return false;
  try {
    return keyring.decrypt(ciphertext) === DEMO_SUPER_ADMIN_TOTP_SECRET;
  } catch {
    return false;
  }
}

export async function seedDemoSuperAdmin(db: Database, keyring: Keyring): Promise<DemoLogin[]> {
  const [existing] = await db
    .select({ id: users.id, secret: users.twoFactorSecret })
    .from(users)
    .where(eq(users.email, DEMO_SUPER_ADMIN_EMAIL));
  // A new app key makes the stored secret unreadable: write it again under the current key.
  if (!existing || !readsBack(keyring, existing.secret)) {
    const twoFactor = {
      twoFactorSecret: keyring.encrypt(DEMO_SUPER_ADMIN_TOTP_SECRET),
      twoFactorRecoveryCodes: keyring.encrypt(
        JSON.stringify(Array.from({ length: 8 }, generateRecoveryCode)),
      ),
      twoFactorConfirmedAt: new Date(),
      twoFactorLastStep: null,
    };
    if (existing) {
      await db.update(users).set(twoFactor).where(eq(users.id, existing.id));
    } else {
      await db.insert(users).values({
        firstName: 'Sasha',
        lastName: 'Support',
        email: DEMO_SUPER_ADMIN_EMAIL,
        emailVerifiedAt: new Date(),
        passwordHash: await hashPassword(DEMO_PASSWORD),
        isSuperAdmin: true,
        ...twoFactor,
      });
    }
  }
  return [
    {
      label: `Super admin (2FA secret ${DEMO_SUPER_ADMIN_TOTP_SECRET})`,
      email: DEMO_SUPER_ADMIN_EMAIL,
      password: DEMO_PASSWORD,
    },
  ];
}
