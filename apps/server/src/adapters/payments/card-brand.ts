// The brand of a card number from its issuer prefix (IIN ranges), as gateways report it.
import type { CardBrand } from '@hireloop/shared/billing';

const RANGES: ReadonlyArray<[CardBrand, RegExp]> = [
  [
    'elo',
    /^(4011(78|79)|43(1274|8935)|45(1416|7393|763(1|2))|50(4175|6699|67[0-7][0-9]|9000)|627780|63(6297|6368)|650(03([^4])|04([0-9])|05(0|1)|4(0[5-9]|3[0-9]|8[5-9]|9[0-9])|5([0-2][0-9]|3[0-8])|9([2-6][0-9]|7[0-8])|541|700|720|901)|651652|655000|655021)/,
  ],
  ['hipercard', /^(606282|3841)/],
  ['mir', /^220[0-4]/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/],
  ['amex', /^3[47]/],
  ['diners', /^3(0[0-5]|[689])/],
  ['discover', /^(6011|65|64[4-9]|622)/],
  ['jcb', /^35/],
  ['unionpay', /^62/],
  ['maestro', /^(5018|5020|5038|5893|6304|6759|676[1-3])/],
];

export function cardBrandOf(number: string): CardBrand {
  for (const [brand, pattern] of RANGES) if (pattern.test(number)) return brand;
  return 'unknown';
}
