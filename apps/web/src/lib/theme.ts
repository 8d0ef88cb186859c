export type Theme = 'light' | 'dark';

export const themeKey = 'theme';

export function currentTheme(): Theme {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

/** index.html applies the saved or system theme before first paint; this keeps it in step afterwards. */
export function applyTheme(theme: Theme) {
  const root = document.documentElement;
  // Every colour changes at once: each element with a colour transition would otherwise start one
  // (80 on the home page), in the frame that shows the new theme. Allowed again once it is drawn.
  root.setAttribute('data-theme-switching', '');
  root.setAttribute('data-theme', theme);
  requestAnimationFrame(() =>
    requestAnimationFrame(() => root.removeAttribute('data-theme-switching')),
  );
  localStorage.setItem(themeKey, theme);
  // The browser's bar (and an installed app's title bar) follows the theme chosen, not the system's.
  for (const meta of document.querySelectorAll('meta[name="theme-color"]'))
    meta.setAttribute('content', themeColours[theme]);
}

/** The bar colour of each theme: the brand's on light paper, the dark theme's own ground. */
export const themeColours: Record<Theme, string> = { light: '#E4572E', dark: '#17141f' };
