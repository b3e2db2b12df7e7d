// How people and accounts are shown, the same on both sides: a person's full name, and the
// address an avatar is served from.

interface Named {
  firstName: string | null;
  lastName: string | null;
}

/** "First Last"; one of the two alone when the other is empty. */
export function fullName(person: Named): string {
  return `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
}

export type AvatarOwner = 'users' | 'companies' | 'enterprises';

/**
 * Where an avatar is served (`GET /api/{owner}/{id}/avatar`), or null without one. `key` is the
 * stored file's key; its name becomes `v`, so a new picture gets a new address and no browser
 * keeps showing the old one (the route ignores it).
 */
export function avatarUrl(owner: AvatarOwner, ownerId: number, key: string | null): string | null {
  if (!key) return null;
  const version = key.split('/').pop()?.split('.')[0] ?? '';
  return `/api/${owner}/${ownerId}/avatar${version ? `?v=${version}` : ''}`;
}
