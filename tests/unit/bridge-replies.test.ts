import { describe, expect, it } from 'vitest';
import {
  decodeAck,
  decodeLocation,
  decodePhotos,
  decodeTextReply,
  decodeAppVersion,
  decodeDeviceId,
  decodePrivacy,
  decodeSecurityLock,
  decodeTgt,
  decodeUserInfo,
  decodeUserStatus,
  parseReply,
} from '../../core/platform/bridge/replies.ts';

const value = <T>(decoded: { ok: true; value: T } | { ok: false }) => (decoded.ok ? decoded.value : 'BAD');

describe('parsing native replies (Android strings, iOS values)', () => {
  it.each([
    ['{"code":200}', { code: 200 }],
    [{ code: 200 }, { code: 200 }],
    ['"{\\"code\\":200}"', { code: 200 }],
    ['', null],
    [undefined, null],
    [null, null],
    ['1', 1],
  ])('%j reads as %j', (raw, expected) => {
    expect(value(parseReply(raw))).toEqual(expected);
  });

  it('reports bad JSON instead of throwing; bare text only where a handler accepts it', () => {
    expect(parseReply('{"code":200')).toEqual({ ok: false });
    expect(parseReply('dev-123')).toEqual({ ok: false });
    expect(parseReply('dev-123', true)).toEqual({ ok: true, value: 'dev-123' });
    expect(parseReply('{broken', true)).toEqual({ ok: false });
  });
});

describe('decoding each reply kind (spec 1 §3)', () => {
  it.each([
    [{ code: 200, version: '4.1.0' }, '4.1.0'],
    [{ code: 200, versionName: '4.2.3' }, '4.2.3'],
    [{ code: 200, data: { versionName: 'v4.10.1' } }, '4.10.1'],
    ['4.0.9', '4.0.9'],
  ])('app version of %j is %s', (reply, expected) => {
    expect(value(decodeAppVersion(reply))).toEqual({ versionName: expected });
  });

  it.each([[{ code: 200 }], [{ version: 'beta' }], [null]])('app version of %j is a bad reply', (reply) => {
    expect(decodeAppVersion(reply)).toEqual({ ok: false });
  });

  it('reads the device id from deviceId, data or bare text', () => {
    expect(value(decodeDeviceId({ code: 200, deviceId: 'ios-1' }))).toBe('ios-1');
    expect(value(decodeDeviceId({ code: 200, data: 'and-1' }))).toBe('and-1');
    expect(value(decodeDeviceId({ code: 200, data: 12345 }))).toBe('12345');
    expect(value(decodeDeviceId('raw-1'))).toBe('raw-1');
    expect(decodeDeviceId({ code: 200, data: '' })).toEqual({ ok: false });
  });

  it.each([
    [{ isLogined: true }, true],
    [{ isLogined: 1 }, true],
    [{ isLogined: '1' }, true],
    [{ isLogined: 'true' }, true],
    [{ code: 200, data: { isLogined: false } }, false],
    [{ isLogined: 0 }, false],
    [{ isLogined: 'false' }, false],
  ])('login status of %j is %s', (reply, loggedIn) => {
    expect(value(decodeUserStatus(reply))).toEqual({ loggedIn });
  });

  it('a status reply without isLogined is bad, not "logged out"', () => {
    expect(decodeUserStatus({ code: 200 })).toEqual({ ok: false });
    expect(decodeUserStatus({ isLogined: 'maybe' })).toEqual({ ok: false });
  });

  it('reads the security lock: locked only when the app says so', () => {
    expect(value(decodeSecurityLock({ code: 200, data: { isLock: 1 } }))).toEqual({ locked: true });
    expect(value(decodeSecurityLock({ code: 200, locked: false }))).toEqual({ locked: false });
    expect(value(decodeSecurityLock({ code: 200 }))).toEqual({ locked: false });
    expect(decodeSecurityLock({ code: 500 })).toEqual({ ok: false });
  });

  it('reads privacy consent, TGT, user info and plain acknowledgements', () => {
    expect(value(decodePrivacy({ code: 200, data: 0 }))).toEqual({ agreed: false });
    expect(value(decodePrivacy({ code: 200, isAgree: true }))).toEqual({ agreed: true });
    expect(value(decodeTgt({ code: 200, data: 'TGT-reader-0001' }))).toBe('TGT-reader-0001');
    expect(value(decodeTgt({ code: 200, data: '' }))).toBe('');
    expect(value(decodeUserInfo({ code: 200, data: '{"mycsUserId":"7"}' }))).toEqual({ user: { mycsUserId: '7' } });
    expect(value(decodeUserInfo({ code: 200, data: null }))).toEqual({ user: null });
    expect(value(decodeAck({ code: '200', data: { x: 1 } }))).toEqual({ code: 200, data: { x: 1 } });
    expect(value(decodeAck(null))).toEqual({ code: null, data: null });
  });
});

describe('the other calls of spec 1 §7 (issue 12)', () => {
  it('reads a text answer from data, its own field or the whole reply', () => {
    const token = decodeTextReply('token');
    expect(token({ code: 200, data: 'tok' })).toEqual({ ok: true, value: 'tok' });
    expect(token({ code: 200, token: ' tok ' })).toEqual({ ok: true, value: 'tok' });
    expect(token('tok')).toEqual({ ok: true, value: 'tok' });
    expect(token({ code: 200, data: null })).toEqual({ ok: true, value: '' });
    expect(token(42)).toEqual({ ok: false });
  });

  it('reads a location, refusing impossible coordinates', () => {
    expect(decodeLocation({ code: 200, data: { latitude: '28.19', longitude: 112.97, city: '长沙市', adcode: '430100' } })).toEqual({
      ok: true,
      value: { latitude: 28.19, longitude: 112.97, city: '长沙市', cityCode: '430100', address: null },
    });
    expect(decodeLocation({ lat: 28.1, lng: 112.9 })).toMatchObject({ ok: true, value: { latitude: 28.1, longitude: 112.9 } });
    expect(decodeLocation({ data: { latitude: 91, longitude: 0 } })).toEqual({ ok: false });
    expect(decodeLocation({ data: { latitude: 'north' } })).toEqual({ ok: false });
    expect(decodeLocation('here')).toEqual({ ok: false });
  });

  it('reads the pictures a reader chose, keeping only picture addresses', () => {
    expect(decodePhotos({ code: 200, data: [{ url: 'https://a/1.jpg' }, 'data:image/png;base64,AA==', { url: 'javascript:x' }, 7] })).toEqual({
      ok: true,
      value: ['https://a/1.jpg', 'data:image/png;base64,AA=='],
    });
    expect(decodePhotos({ code: 200 })).toEqual({ ok: true, value: [] });
    expect(decodePhotos({ code: 500 })).toEqual({ ok: false });
  });
});
