import type { MessageKey, Translate } from '../../engine/i18n/i18n.ts';

/** Spec 1 §5: the two mainland identity card lengths. */
export const ID_CARD_LENGTH_OLD = 15;
export const ID_CARD_LENGTH_NEW = 18;
/** Spec 1 §5: weights of the first 17 digits of an 18-digit number (GB 11643). */
export const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** Spec 1 §5: the weighted sum is taken modulo 11 ... */
export const ID_CARD_CHECKSUM_MODULUS = 11;
/** ... and the remainder 0..10 picks the expected last character. */
export const ID_CARD_CHECK_CHARS = ['1', '0', 'X', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
/** Spec 1 §5: a 15-digit number carries a two-digit year, always 19xx. */
export const ID_CARD_OLD_CENTURY = 1900;
/** Earliest birth year accepted in an 18-digit number (the long-standing 18xx–20xx range). */
export const ID_CARD_MIN_BIRTH_YEAR = 1800;

export type IdCardFailure = 'format' | 'birthDate' | 'checksum';

export type IdCardResult =
  | { valid: true; length: 15 | 18; birthDate: { year: number; month: number; day: number } }
  | { valid: false; reason: IdCardFailure };

/** Reader-facing text for each failure (rules area). */
export const ID_CARD_FAILURE_KEYS = {
  format: 'rules.idCard.format',
  birthDate: 'rules.idCard.birthDate',
  checksum: 'rules.idCard.checksum',
} as const satisfies Record<IdCardFailure, MessageKey>;

/** Area code first digit 1–9, then digits; the 18-digit form may end in X or x. */
const OLD_FORMAT = /^[1-9]\d{14}$/;
const NEW_FORMAT = /^[1-9]\d{16}[\dXx]$/;

/** A real calendar date (leap years included), not after `today`. */
function isRealBirthDate(year: number, month: number, day: number, today: Date): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return real && date.getTime() <= todayUtc;
}

/** The expected 18th character for the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  ID_CARD_WEIGHTS.forEach((weight, i) => {
    sum += Number(first17[i]) * weight;
  });
  return ID_CARD_CHECK_CHARS[sum % ID_CARD_CHECKSUM_MODULUS] ?? '';
}

/**
 * Spec 1 §5: checks a mainland identity card number and says why it fails: its format (length,
 * digits), its birth-date section (a real date, not in the future; 19xx for 15 digits, from
 * ID_CARD_MIN_BIRTH_YEAR for 18), or, for 18 digits, the weighted checksum.
 */
export function validateIdCard(raw: string | null | undefined, today: Date = new Date()): IdCardResult {
  const value = (raw ?? '').trim();
  const isOld = OLD_FORMAT.test(value);
  if (!isOld && !NEW_FORMAT.test(value)) return { valid: false, reason: 'format' };

  const birth = isOld ? `${ID_CARD_OLD_CENTURY / 100}${value.slice(6, 12)}` : value.slice(6, 14);
  const year = Number(birth.slice(0, 4));
  const month = Number(birth.slice(4, 6));
  const day = Number(birth.slice(6, 8));
  if (year < ID_CARD_MIN_BIRTH_YEAR || !isRealBirthDate(year, month, day, today)) {
    return { valid: false, reason: 'birthDate' };
  }
  if (!isOld && idCardCheckChar(value) !== value.slice(17).toUpperCase()) {
    return { valid: false, reason: 'checksum' };
  }
  return { valid: true, length: isOld ? ID_CARD_LENGTH_OLD : ID_CARD_LENGTH_NEW, birthDate: { year, month, day } };
}

export const isIdCard = (raw: string | null | undefined, today?: Date): boolean => validateIdCard(raw, today).valid;

/** The reader-facing reason an identity card number was refused; null when it is valid. */
export function idCardFailureText(result: IdCardResult, t: Translate): string | null {
  return result.valid ? null : t(ID_CARD_FAILURE_KEYS[result.reason]);
}
