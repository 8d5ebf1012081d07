import { describe, expect, it } from 'vitest';
import { barcodeKeys, expandUpcE, readBarcode } from '@surcos/contracts/barcodes';
import { BarcodeParamsSchema, barcodeProblemMessage } from '@surcos/contracts/scan';

describe('readBarcode', () => {
  it.each([
    // As printed in the Discogs fixtures: spaces and dashes dropped, UPC-A keyed as its EAN-13.
    ['5 050749 411358', '5050749411358', 'EAN-13', ['5050749411358']],
    ['5012394144777', '5012394144777', 'EAN-13', ['5012394144777']],
    ['0 9362-49786-8 8', '093624978688', 'UPC-A', ['0093624978688']],
    ['074646362822', '074646362822', 'UPC-A', ['0074646362822']],
    ['0074646362822', '0074646362822', 'EAN-13', ['0074646362822']],
    ['0 29667 43122 4', '029667431224', 'UPC-A', ['0029667431224']],
    ['9638‐5074', '96385074', 'EAN-8', ['96385074']],
    // A UPC-E is its UPC-A written out: 04252614 is 042100005264.
    ['04252614', '04252614', 'UPC-E', ['0042100005264']],
  ])('reads %s', (input, code, format, keys) => {
    expect(readBarcode(input)).toEqual({ ok: true, code, format, keys });
  });

  it.each([
    ['', 'empty'],
    [' - ', 'empty'],
    ['074646362823', 'checkDigit'],
    ['5050749411359', 'checkDigit'],
    ['96385075', 'checkDigit'],
    ['12345', 'length'],
    ['12345678901', 'length'],
    ['50507494113580', 'tooLong'],
    ['9'.repeat(70), 'tooLong'],
    ['5O50749411358', 'notDigits'],
    ['LC 0316', 'notDigits'],
  ])('refuses %j: %s', (input, problem) => {
    expect(readBarcode(input)).toMatchObject({ ok: false, problem });
    expect(barcodeKeys(input)).toEqual([]);
  });

  it('writes UPC-E out by its last digit, and knows a code that is no UPC-E', () => {
    expect(expandUpcE('01234505')).toBe('012000003455');
    expect(expandUpcE('01234535')).toBe('012300000455');
    expect(expandUpcE('01234545')).toBe('012340000055');
    expect(expandUpcE('01234595')).toBe('012345000095');
    expect(expandUpcE('21234595')).toBeNull();
  });

  it('names the refused code in Spanish, cut short when it is long', () => {
    expect(barcodeProblemMessage('checkDigit', '074646362823')).toBe(
      'El código 074646362823 no es válido: su última cifra (el dígito de control) no cuadra. Revisa las cifras.',
    );
    const refused = BarcodeParamsSchema.safeParse({ code: '1'.repeat(40) });
    expect(refused.error?.issues[0]?.message).toBe(
      `El código ${'1'.repeat(20)}… es demasiado largo: un código de barras tiene como mucho 13 cifras.`,
    );
  });
});
