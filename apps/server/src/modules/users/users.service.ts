import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { type UserRow, users } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { accountsOfUser, type UserAccounts, userAccountsFromRow } from '../accounts/accounts.service.ts';
import { storeAvatar } from '../accounts/avatar-files.ts';
import type { PresentableUser } from './users.presenter.ts';

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function getUserById(db: Database, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw notFound();
  return user;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

export async function emailExists(db: Database, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

/** Only verified numbers count: an unverified number proves nothing about who holds it. */
export async function phoneExists(db: Database, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.phone} = ${phone} and ${users.phoneVerifiedAt} is not null`)
    .limit(1);
  return row !== undefined;
}

export async function usernameTaken(db: Database, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

/** What `GET /api/users/self` shows of the user: no password hash or two-factor secrets. */
const presentableUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  phone: users.phone,
  phoneVerifiedAt: users.phoneVerifiedAt,
  avatarPath: users.avatarPath,
  timezone: users.timezone,
  twoFactorConfirmedAt: users.twoFactorConfirmedAt,
  isSuperAdmin: users.isSuperAdmin,
  createdAt: users.createdAt,
};

/** Every page load asks for it: one named statement for the user and all their accounts. */
const signedInUserQuery = preparedPerDatabase('hireloop_signed_in_user', (db) =>
  db
    .select({
      user: presentableUserColumns,
      activeCompanyId: users.activeCompanyId,
      activeEnterpriseId: users.activeEnterpriseId,
      ...accountsOfUser,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1),
);

export interface SignedInUser {
  user: PresentableUser;
  accounts: UserAccounts;
}

/** The signed-in user with the accounts they hold, or 404 when the user is gone (users.cache.ts). */
export async function readSignedInUser(db: Database, userId: number): Promise<SignedInUser> {
  const [row] = await signedInUserQuery(db).execute({ userId });
  if (!row) throw notFound();
  return { user: row.user, accounts: await userAccountsFromRow(db, userId, row) };
}

/** The person's own picture, replaced (checked by content) or removed; the old file goes. */
export async function replaceUserAvatar(
  db: Database,
  storage: FileStorage,
  userId: number,
  data: Buffer | null,
): Promise<string | null> {
  const previous = (await getUserById(db, userId)).avatarPath;
  const key = data ? await storeAvatar(storage, 'users', userId, data) : null;
  await db.update(users).set({ avatarPath: key, updatedAt: sql`now()` }).where(eq(users.id, userId));
  if (previous) await storage.remove(previous);
  return key;
}

/** The storage keys of the given users' avatars. */
export async function avatarKeysOfUsers(db: Database, userIds: readonly number[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ key: users.avatarPath })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), isNotNull(users.avatarPath)));
  return rows.flatMap((row) => (row.key === null ? [] : [row.key]));
}
