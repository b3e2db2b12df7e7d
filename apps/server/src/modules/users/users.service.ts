import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

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
