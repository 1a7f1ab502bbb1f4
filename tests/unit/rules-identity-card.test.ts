import { describe, expect, it } from 'vitest';
import { translator } from '../../core/engine/i18n/translator.ts';
import * as fc from 'fast-check';
import {
  ID_CARD_CHECK_CHARS,
  ID_CARD_WEIGHTS,
  idCardCheckChar,
  idCardFailureText,
  isIdCard,
  validateIdCard,
} from '../../core/domain/rules/identity-card.ts';

const today = new Date(2026, 10, 22);

describe('identity card numbers (spec 1 §5)', () => {
  it.each([
    ['11010519491231002X', 1949, 12, 31],
    ['11010519491231002x', 1949, 12, 31],
    ['440524188001010014', 1880, 1, 1],
    ['430102180001010008', 1800, 1, 1],
    ['430102200002291230', 2000, 2, 29],
    ['430102202402290009', 2024, 2, 29],
    ['430102202611220007', 2026, 11, 22],
    [' 430102198001011233 ', 1980, 1, 1],
  ])('accepts the 18-digit %s (born %i-%i-%i)', (id, year, month, day) => {
    expect(validateIdCard(id, today)).toEqual({ valid: true, length: 18, birthDate: { year, month, day } });
  });

  it.each([
    ['430102800101123', 1980, 1, 1],
    ['430102960229123', 1996, 2, 29],
    ['430102991231123', 1999, 12, 31],
    ['430102000101123', 1900, 1, 1],
  ])('reads the 15-digit %s as born %i-%i-%i (always 19xx)', (id, year, month, day) => {
    expect(validateIdCard(id, today)).toEqual({ valid: true, length: 15, birthDate: { year, month, day } });
  });

  it.each([
    ['', 'empty'],
    ['43010219800101123', '17 digits'],
    ['4301021980010112333', '19 digits'],
    ['4301028001011234', '16 digits'],
    ['030102198001011233', 'area code starting with 0'],
    ['43010280010112X', 'X in a 15-digit number'],
    ['4301021980010112X3', 'X not last'],
    ['43010219800101123Y', 'other letter last'],
    ['４３０１０２１９８００１０１１２３３', 'full-width digits'],
    ['430102 198001011233', 'space inside'],
  ])('refuses %j for its format (%s)', (id) => {
    expect(validateIdCard(id, today)).toEqual({ valid: false, reason: 'format' });
  });

  it.each([
    ['430102202302290009', '29 February of a common year'],
    ['430102190002291239', '29 February 1900 (not a leap year)'],
    ['430102000229123', '15 digits: 1900-02-29'],
    ['430102199904310000', '31 April'],
    ['430102199913010000', 'month 13'],
    ['430102199900100000', 'month 00'],
    ['430102199901000000', 'day 00'],
    ['430102199901320000', 'day 32'],
    ['430102202611230002', 'tomorrow'],
    ['430102179912310003', 'before 1800'],
  ])('refuses %s for its birth date (%s)', (id) => {
    expect(validateIdCard(id, today)).toEqual({ valid: false, reason: 'birthDate' });
  });

  it.each([
    ['110105194912310021', 'X expected'],
    ['430102198001011234', 'one off'],
    ['430102198001011203', 'two digits swapped'],
  ])('refuses %s for its checksum (%s)', (id) => {
    expect(validateIdCard(id, today)).toEqual({ valid: false, reason: 'checksum' });
  });

  it('tells the reader why a number was refused', () => {
    const zh = translator('zh-CN');
    expect(idCardFailureText(validateIdCard('12345', today), zh)).toBe('身份证号码应为15位或18位');
    expect(idCardFailureText(validateIdCard('430102199904310000', today), zh)).toBe('身份证号码中的出生日期无效');
    expect(idCardFailureText(validateIdCard('430102198001011234', today), zh)).toBe('身份证号码有误，请核对最后一位');
    expect(idCardFailureText(validateIdCard('430102198001011233', today), zh)).toBeNull();
  });

  it('uses the spec weights and check characters', () => {
    expect(ID_CARD_WEIGHTS).toEqual([7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]);
    expect(ID_CARD_CHECK_CHARS.join(' ')).toBe('1 0 X 9 8 7 6 5 4 3 2');
    expect(idCardCheckChar('11010519491231002')).toBe('X');
  });

  it('accepts exactly one last character for any 17 valid leading digits', () => {
    const first17 = fc
      .tuple(fc.integer({ min: 1, max: 9 }), fc.stringMatching(/^\d{5}$/), fc.date({ min: new Date(1900, 0, 1), max: today, noInvalidDate: true }), fc.stringMatching(/^\d{3}$/))
      .map(([first, area, birth, order]) => {
        const date = `${birth.getFullYear()}${String(birth.getMonth() + 1).padStart(2, '0')}${String(birth.getDate()).padStart(2, '0')}`;
        return `${first}${area}${date}${order}`;
      });
    fc.assert(
      fc.property(first17, (digits) => {
        const accepted = [...'0123456789X'].filter((last) => isIdCard(digits + last, today));
        expect(accepted).toEqual([idCardCheckChar(digits)]);
      }),
    );
  });
});
