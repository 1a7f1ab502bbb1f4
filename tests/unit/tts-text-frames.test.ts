import { describe, expect, it } from 'vitest';
import { buildRequestFrame, parseResponseFrame, TTS_AUDIO_FORMAT, TTS_VOICE } from '../../core/platform/tts/frames.ts';
import { base64ToBytes } from '../../core/platform/tts/pcm.ts';
import { chunkSpeechText, speechTextOf, TTS_CHUNK_CHARACTERS } from '../../core/platform/tts/speech-text.ts';

const length = (text: string) => Array.from(text).length;

describe('speech chunks (spec 2 §4: 2000-character chunks)', () => {
  it.each([
    [1999, [1999]],
    [2000, [2000]],
    [2001, [2000, 1]],
    [4000, [2000, 2000]],
    [4001, [2000, 2000, 1]],
  ])('%i characters without sentence ends → chunks of %j', (n, sizes) => {
    expect(chunkSpeechText('长'.repeat(n)).map(length)).toEqual(sizes);
  });

  it('keeps ceil(n / 2000) sessions and loses no character', () => {
    const text = '湘'.repeat(5321);
    const chunks = chunkSpeechText(text);
    expect(chunks).toHaveLength(Math.ceil(5321 / TTS_CHUNK_CHARACTERS));
    expect(chunks.join('')).toBe(text);
  });

  it('cuts after the last sentence end inside the window', () => {
    const first = `${'岳'.repeat(1500)}。`;
    const text = `${first}${'麓'.repeat(600)}`;
    expect(chunkSpeechText(text)).toEqual([first, '麓'.repeat(600)]);
  });

  it('cuts hard at the limit when the only sentence end is in the first half of the window', () => {
    const text = `${'岳'.repeat(10)}。${'麓'.repeat(2500)}`;
    expect(chunkSpeechText(text).map(length)).toEqual([2000, 511]);
  });

  it('never splits a character outside the basic plane', () => {
    const text = '😀'.repeat(2001);
    const chunks = chunkSpeechText(text);
    expect(chunks.map(length)).toEqual([2000, 1]);
    expect(chunks[1]).toBe('😀');
  });

  it('gives no chunk for empty or blank text', () => {
    expect(chunkSpeechText('')).toEqual([]);
    expect(chunkSpeechText(' \n ')).toEqual([]);
  });
});

describe('speech text of an article', () => {
  it('reads the title as a sentence, then the body with its white space made single', () => {
    expect(speechTextOf(' 长沙新闻 ', '第一段\u00a0 文字\n\n\n第二段')).toBe('长沙新闻。\n第一段 文字\n第二段');
    expect(speechTextOf('长沙新闻？', '正文')).toBe('长沙新闻？\n正文');
    expect(speechTextOf('', ' 正文 ')).toBe('正文');
    expect(speechTextOf('标题', '  ')).toBe('标题');
  });
});

describe('request frame (protocols.md §2.2)', () => {
  it('carries app id, xiaoyan, 50/50/50, UTF8, raw 16 kHz PCM, status 2 and Base64 UTF-8 text', () => {
    const frame = buildRequestFrame('12345678', '长沙新闻');
    expect(frame).toEqual({
      common: { app_id: '12345678' },
      business: { aue: 'raw', auf: 'audio/L16;rate=16000', vcn: 'xiaoyan', speed: 50, volume: 50, pitch: 50, tte: 'UTF8' },
      data: { status: 2, text: '6ZW/5rKZ5paw6Ze7' },
    });
    expect(TTS_VOICE).toBe('xiaoyan');
    expect(TTS_AUDIO_FORMAT).toBe('audio/L16;rate=16000');
  });

  it('encodes a text of 2000 characters in full', () => {
    const text = '沙'.repeat(2000);
    expect(new TextDecoder().decode(base64ToBytes(buildRequestFrame('a', text).data.text))).toBe(text);
  });
});

describe('response frames (protocols.md §2.3)', () => {
  it('reads audio frames, the last one by status 2', () => {
    expect(parseResponseFrame('{"code":0,"message":"success","sid":"s1","data":{"audio":"AAEC","status":1,"ced":"14"}}')).toEqual({
      ok: true,
      frame: { code: 0, sid: 's1', audio: 'AAEC', last: false, ced: '14' },
    });
    expect(parseResponseFrame('{"code":0,"sid":"s1","data":{"audio":"","status":2,"ced":20}}')).toMatchObject({ ok: true, frame: { last: true, ced: '20' } });
  });

  it('reads error frames without data', () => {
    expect(parseResponseFrame('{"code":10160,"message":"parse request json error","sid":"s2"}')).toEqual({
      ok: true,
      frame: { code: 10160, message: 'parse request json error', sid: 's2' },
    });
  });

  it.each([
    ['not JSON', '{"code":0,'],
    ['a list', '[1]'],
    ['a code that is text', '{"code":"0","data":{"audio":"","status":2}}'],
    ['no data on success', '{"code":0,"sid":"s"}'],
    ['audio that is not Base64', '{"code":0,"data":{"audio":"A*==","status":1}}'],
    ['status 3', '{"code":0,"data":{"audio":"AAAA","status":3}}'],
  ])('drops %s with a reason', (_name, text) => {
    const parsed = parseResponseFrame(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(/\w/);
  });
});
