import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPhone, onPhone } from './device';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

afterEach(() => vi.unstubAllGlobals());

describe('isPhone', () => {
  it('is a phone with a finger and a mobile browser', () => {
    expect(isPhone({ userAgent: IPHONE, coarsePointer: true })).toBe(true);
    expect(isPhone({ userAgent: ANDROID, coarsePointer: true })).toBe(true);
  });

  it('is not a phone with a mouse, or with a desktop browser on a touch screen', () => {
    expect(isPhone({ userAgent: IPHONE, coarsePointer: false })).toBe(false);
    expect(isPhone({ userAgent: DESKTOP, coarsePointer: true })).toBe(false);
    expect(isPhone({ userAgent: DESKTOP, coarsePointer: false })).toBe(false);
  });

  it('reads this browser: jsdom without matchMedia is not a phone', () => {
    expect(onPhone()).toBe(false);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }));
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    expect(onPhone()).toBe(true);
    vi.restoreAllMocks();
  });
});
