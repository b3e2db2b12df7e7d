// The Content-Disposition header of a download.

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 name for browsers that read it. */
export function attachmentDisposition(name: string): string {
  // Only printable ASCII may appear in the quoted name: control characters must not reach a header.
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
