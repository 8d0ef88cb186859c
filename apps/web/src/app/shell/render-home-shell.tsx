import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Hero } from '../../features/home/Hero';

/**
 * The home page's first screen as plain HTML, written into home.html at build time: the heading
 * and the poster (the largest paint) show before any script has run, the links work without it,
 * and the app replaces it with the same markup once it starts.
 */
export function renderHomeShell(): string {
  return renderToStaticMarkup(
    <StaticRouter location="/">
      <main>
        <Hero />
      </main>
    </StaticRouter>,
  );
}
