import { describe, expect, it } from 'vitest';
import { millionthsOfPrice, priceEditSchema, priceOfMillionths } from './prices.ts';

describe('prices typed in dollars', () => {
  it('converts dollars with up to six decimals to millionths exactly, and back', () => {
    expect(millionthsOfPrice('0.0035')).toBe(3_500);
    expect(millionthsOfPrice('12')).toBe(12_000_000);
    expect(millionthsOfPrice('0.000001')).toBe(1);
    expect(millionthsOfPrice('99999.999999')).toBe(99_999_999_999);
    expect(priceOfMillionths(3_500)).toBe('0.0035');
    expect(priceOfMillionths(12_000_000)).toBe('12.00');
    expect(priceOfMillionths(350_000)).toBe('0.35');
    expect(priceOfMillionths(0)).toBe('0.00');
    for (let millionths = 0; millionths < 3_000_000; millionths += 7_919) {
      expect(millionthsOfPrice(priceOfMillionths(millionths))).toBe(millionths);
    }
  });

  it('takes only the SPEC items and well-formed prices', () => {
    expect(
      priceEditSchema.safeParse({ item_name: 'Opportunity Invite', unit_price: ' 0.0035 ' }).data,
    ).toEqual({
      item_name: 'Opportunity Invite',
      unit_price: '0.0035',
    });
    for (const unit_price of ['', '.5', '1.', '-1', '1e3', '0.1234567', '123456', '0x10', '1,5']) {
      expect(
        priceEditSchema.safeParse({ item_name: 'Opportunity Invite', unit_price }).success,
        unit_price,
      ).toBe(false);
    }
    expect(priceEditSchema.safeParse({ item_name: 'Gold', unit_price: '1' }).success).toBe(false);
  });
});
