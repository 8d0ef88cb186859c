import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, themeColours } from '../../src/lib/theme';

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
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
