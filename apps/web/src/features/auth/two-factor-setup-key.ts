// Pieces of the two-factor setup screen: the QR code as an image and the key to type instead.

/** The base32 secret of an `otpauth://totp/…?secret=…` URL, or null when it has none. */
export function setupKeyOf(otpauthUrl: string): string | null {
  try {
    return new URL(otpauthUrl).searchParams.get('secret');
  } catch {
    return null;
  }
}

/** `JBSWY3DPEHPK3PXP` → `JBSW Y3DP EHPK 3PXP`: easier to read and type. */
export function formatSetupKey(key: string): string {
  return (
    key
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/**
 * The SVG as a `data:` URL for an <img>: an image cannot run scripts or reach the page, so the
 * markup never enters the DOM as HTML.
 */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}
