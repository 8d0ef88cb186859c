const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** The sitemaps.org urlset: absolute locations, last-modified days where known. */
export function sitemapXml(entries: SitemapEntry[], publicUrl: string): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified
      ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>`
      : '';
    return `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read every public page; dashboards, lessons, profiles and the API are not for them. */
export const robotsTxt = (publicUrl: string) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /learn/',
    'Disallow: /profile',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
