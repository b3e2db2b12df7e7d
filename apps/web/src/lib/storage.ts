// Local storage with expiry (SPEC.md §4 "Local storage items expire by a stored timestamp").
// Keys and lifetimes live in @hireloop/shared/constants (STORAGE_KEYS, STORAGE_TTL_MS).
// Storage can be missing or throw (private mode, quota, disabled cookies): every function here
// degrades to "nothing stored" instead of breaking the page.
import type { STORAGE_KEYS } from '@hireloop/shared/constants';

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** What is written under a key: the value and when it expires (epoch ms; null = never). */
interface StoredEnvelope<T> {
  value: T;
  expiresAt: number | null;
}

function localStorageOrNull(): Storage | null {
  try {
    // Reading the property itself throws a SecurityError when storage is blocked.
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isEnvelope(parsed: unknown): parsed is StoredEnvelope<unknown> {
  if (typeof parsed !== 'object' || parsed === null || !('value' in parsed)) return false;
  const { expiresAt } = parsed as { expiresAt?: unknown };
  return expiresAt === null || (typeof expiresAt === 'number' && Number.isFinite(expiresAt));
}

/**
 * Stores a JSON value under a key, expiring after ttlMs (no ttlMs: kept until removed).
 * Storing undefined removes the key, since JSON cannot hold it.
 */
export function setStoredItem<T>(key: string, value: T, ttlMs?: number): void {
  if (value === undefined) {
    removeStoredItem(key);
    return;
  }
  const envelope: StoredEnvelope<T> = { value, expiresAt: ttlMs === undefined ? null : Date.now() + ttlMs };
  try {
    localStorageOrNull()?.setItem(key, JSON.stringify(envelope));
  } catch {
    // Quota exceeded or storage disabled: the value is simply not remembered.
  }
}

/** The stored value, or undefined when absent; an expired or unreadable entry is removed. */
export function getStoredItem<T>(key: string): T | undefined {
  const storage = localStorageOrNull();
  let raw: string | null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!isEnvelope(parsed) || (parsed.expiresAt !== null && Date.now() >= parsed.expiresAt)) {
    removeStoredItem(key);
    return undefined;
  }
  return parsed.value as T;
}

export function removeStoredItem(key: string): void {
  try {
    localStorageOrNull()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Removes everything this origin stored (SPEC.md §8: a 401 clears local storage). */
export function clearStorage(): void {
  try {
    localStorageOrNull()?.clear();
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
