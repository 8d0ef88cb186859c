export type Theme = 'light' | 'dark';

export const themeKey = 'theme';

export function currentTheme(): Theme {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

/** index.html applies the saved or system theme before first paint; this keeps it in step afterwards. */
export function applyTheme(theme: Theme) {
  document.documentElement.setAttribute('data-theme', theme);
  localStorage.setItem(themeKey, theme);
}
