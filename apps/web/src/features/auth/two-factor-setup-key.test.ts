import { describe, expect, it } from 'vitest';
import { formatSetupKey, setupKeyOf, svgDataUrl } from './two-factor-setup-key.ts';

describe('two-factor setup key', () => {
  it('reads the secret of an otpauth URL', () => {
    expect(
      setupKeyOf('otpauth://totp/Hireloop:jane%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Hireloop'),
    ).toBe('JBSWY3DPEHPK3PXP');
    expect(setupKeyOf('otpauth://totp/Hireloop?issuer=Hireloop')).toBeNull();
    expect(setupKeyOf('not a url')).toBeNull();
  });

  it('groups the key in fours', () => {
    expect(formatSetupKey('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
  });

  it('turns SVG markup into a base64 image URL, non-ASCII included', () => {
    const url = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><title>é</title></svg>');
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const decoded = new TextDecoder().decode(
      Uint8Array.from(atob(url.split(',')[1] ?? ''), (char) => char.charCodeAt(0)),
    );
    expect(decoded).toBe('<svg xmlns="http://www.w3.org/2000/svg"><title>é</title></svg>');
  });
});
