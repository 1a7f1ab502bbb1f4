import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import {
  CHAT_QUICK_LOGIN_MIN_VERSION,
  SECURITY_LOCK_MIN_VERSION,
  VIDEO_PUBLISH_MIN_VERSION,
  canPublishVideo,
  canUseChatQuickLogin,
  compareVersions,
  extractVersion,
  isAtLeastVersion,
  needsSecurityLockCheck,
} from '../../core/domain/rules/version.ts';

describe('version comparison, part by part (spec 1 §5)', () => {
  it.each([
    ['4.1.0', '4.10', -1],
    ['4.10', '4.9', 1],
    ['4.1', '4.1.0', 0],
    ['4.1.0.0', '4', 1],
    ['4', '4.0.0', 0],
    ['3.3.8', '3.3.10', -1],
    ['10.0.0', '9.9.9', 1],
    ['04.01', '4.1', 0],
    ['v4.2.0', '4.2.0', 0],
    ['Android 4.2.1', '4.2.0', 1],
    ['4.1.0-beta', '4.1.0', -1],
    ['4.1.0-beta', '4.1.0-alpha', 1],
    ['4.1.1-beta', '4.1.0', 1],
    ['4.x', '4.0', -1],
    ['', '0', 0],
    [null, '4.1.0', -1],
    ['garbage', '0.0.1', -1],
  ] as const)('%j vs %j → %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
    expect(compareVersions(b, a)).toBe(expected === 0 ? 0 : -expected);
  });

  it('is antisymmetric, reflexive and ignores trailing zero parts', () => {
    const version = fc.array(fc.nat({ max: 120 }), { minLength: 1, maxLength: 5 }).map((parts) => parts.join('.'));
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
        expect(compareVersions(a, a)).toBe(0);
        expect(compareVersions(`${a}.0`, a)).toBe(0);
      }),
    );
  });

  it('is transitive', () => {
    const version = fc.array(fc.nat({ max: 12 }), { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.'));
    fc.assert(
      fc.property(version, version, version, (a, b, c) => {
        if (compareVersions(a, b) <= 0 && compareVersions(b, c) <= 0) expect(compareVersions(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('finds the version inside app-version values', () => {
    expect(extractVersion('iOS_4.10.2 (build 77)')).toBe('4.10.2');
    expect(extractVersion('no version')).toBe('');
  });
});

describe('app version thresholds (spec 1 §4, §9; spec 2 §6)', () => {
  it('uses the spec numbers', () => {
    expect([SECURITY_LOCK_MIN_VERSION, CHAT_QUICK_LOGIN_MIN_VERSION, VIDEO_PUBLISH_MIN_VERSION]).toEqual(['4.1.0', '4.2.0', '3.3.8']);
  });

  it.each([
    ['4.0.9', false, false, true],
    ['4.1', true, false, true],
    ['4.1.0', true, false, true],
    ['4.1.99', true, false, true],
    ['4.2.0', true, true, true],
    ['4.10.0', true, true, true],
    ['3.3.7', false, false, false],
    ['3.3.8', false, false, true],
    ['', false, false, false],
    [null, false, false, false],
  ] as const)('app %j: security lock %s, chat quick login %s, video publish %s', (version, lock, quick, publish) => {
    expect(needsSecurityLockCheck(version)).toBe(lock);
    expect(canUseChatQuickLogin(version)).toBe(quick);
    expect(canPublishVideo(version)).toBe(publish);
  });

  it('treats an unknown version as below any minimum, even 0', () => {
    expect(isAtLeastVersion(undefined, '0')).toBe(false);
    expect(isAtLeastVersion('0', '0')).toBe(true);
  });
});
