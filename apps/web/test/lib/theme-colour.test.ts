import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, themeColours } from '../../src/lib/theme';

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the browser bar’s colour', () => {
  it('follows the theme the visitor chose, whatever the system’s', () => {
    document.head.innerHTML =
      '<meta name="theme-color" content="#E4572E" media="(prefers-color-scheme: light)">' +
      '<meta name="theme-color" content="#17141f" media="(prefers-color-scheme: dark)">';
    applyTheme('dark');
    const bars = [...document.querySelectorAll('meta[name="theme-color"]')];
    expect(bars.map((bar) => bar.getAttribute('content'))).toEqual([
      themeColours.dark,
      themeColours.dark,
    ]);
    applyTheme('light');
    expect(bars.map((bar) => bar.getAttribute('content'))).toEqual([
      themeColours.light,
      themeColours.light,
    ]);
  });
});

describe('switching the theme', () => {
  it('holds every colour transition back until the new theme has been drawn', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    const root = document.documentElement;
    applyTheme('dark');
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(root.hasAttribute('data-theme-switching')).toBe(true);
    frames.shift()?.(0);
    expect(root.hasAttribute('data-theme-switching')).toBe(true);
    frames.shift()?.(16);
    expect(root.hasAttribute('data-theme-switching')).toBe(false);
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
