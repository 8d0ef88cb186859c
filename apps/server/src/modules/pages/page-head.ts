/** What a page says about itself to browsers, link previews and crawlers, before any script runs. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own path: its canonical URL and og:url are PUBLIC_URL + path. */
  path: string;
  /** A path under PUBLIC_URL (a cover, a picture); the site's own picture when absent. */
  image?: string;
  type?: 'website' | 'article';
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd?: object[];
  /**
   * The page's largest picture, fetched while the app's script still loads (its largest paint
   * would otherwise wait for the script and the API).
   */
  preloadImage?: string;
}

const siteImage = '/media/site/og.webp';

/** The site as schema.org names it: the provider, publisher, employer or organizer of the rest. */
export const organization = (publicUrl: string) => ({
  '@type': 'Organization',
  name: 'Glossy Drawer',
  url: publicUrl,
});

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: nothing in it may close the element or open a comment. */
const scriptJson = (value: object) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** One line of text, at most `max` characters, cut at a word: descriptions and previews. */
export function summary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/** The page's title, description, canonical URL, Open Graph and Twitter card tags, and JSON-LD. */
export function renderHead(head: PageHead, publicUrl: string): string {
  const url = `${publicUrl}${head.path}`;
  const image = `${publicUrl}${head.image ?? siteImage}`;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', 'Glossy Drawer'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.preloadImage
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}" fetchpriority="high" />`,
        ]
      : []),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${scriptJson(data)}</script>`,
    ),
  ].join('\n    ');
}
