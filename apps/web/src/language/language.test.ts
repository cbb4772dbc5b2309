import { describe, expect, it } from 'vitest';
import { detectLanguage, matchLanguage, serverDefaultLanguage } from './language.ts';

const supported = ['en', 'zh-Hans'];

describe('matchLanguage', () => {
  it.each([
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-cn', 'zh-Hans'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-Hans-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['en', 'en'],
    ['EN', 'en'],
    ['zh-TW', null],
    ['zh-Hant', null],
    ['fr-FR', null],
    ['', null],
    [null, null],
  ])('%s → %s', (tag, expected) => {
    expect(matchLanguage(tag, supported)).toBe(expected);
  });

  it('only answers with a supported language', () => {
    expect(matchLanguage('zh-CN', ['en'])).toBeNull();
  });
});

describe('detectLanguage', () => {
  it('prefers the stored choice over the browser and the server', () => {
    expect(detectLanguage({ stored: 'en', browser: ['zh-CN'], serverDefault: 'zh-Hans', supported })).toBe(
      'en',
    );
  });

  it('falls back to the browser when nothing usable is stored', () => {
    expect(detectLanguage({ stored: 'de', browser: ['fr', 'zh'], serverDefault: 'en', supported })).toBe(
      'zh-Hans',
    );
    expect(detectLanguage({ stored: null, browser: ['en-US'], serverDefault: 'zh-Hans', supported })).toBe(
      'en',
    );
  });

  it('uses the server default when the browser has no supported language', () => {
    expect(detectLanguage({ stored: null, browser: ['fr-FR'], serverDefault: 'zh-Hans', supported })).toBe(
      'zh-Hans',
    );
  });

  it('falls back to English when no source fits', () => {
    expect(detectLanguage({ stored: null, browser: [], serverDefault: null, supported })).toBe('en');
    expect(detectLanguage({ stored: 'de', browser: ['fr'], serverDefault: 'ja', supported })).toBe('en');
  });
});

describe('serverDefaultLanguage', () => {
  it('reads the UI culture of the setting', () => {
    expect(serverDefaultLanguage({ 'Abp.Localization.DefaultLanguage': 'zh-Hans' })).toBe('zh-Hans');
    expect(serverDefaultLanguage({ 'Abp.Localization.DefaultLanguage': 'en;zh-Hans' })).toBe('zh-Hans');
  });

  it('is null when the setting is missing or blank', () => {
    expect(serverDefaultLanguage({})).toBeNull();
    expect(serverDefaultLanguage({ 'Abp.Localization.DefaultLanguage': null })).toBeNull();
    expect(serverDefaultLanguage({ 'Abp.Localization.DefaultLanguage': ' ' })).toBeNull();
  });
});
