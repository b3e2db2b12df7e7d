// Roughly how much memory a cached JSON-like value holds, for caches bounded in bytes rather than
// entries (an entry can be a 5-card page or a 100-row one). Two bytes per character of its JSON.

export function approximateBytes(value: unknown): number {
  const json = JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item));
  return Math.max(1, (json?.length ?? 0) * 2);
}
