import type { Plugin } from 'vite';
import { withAppModule } from './app-module';

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /\s*(<link rel="modulepreload" crossorigin href="[^"]+">)/g;
const shellEnd = '<!-- end of shell -->';

/**
 * Starts the app once the browser has shown the page's own markup and its pictures: no script, not
 * even a preload, stands between the first request and the first (and largest) paint. Then the entry and every module
 * listed in the `app-scripts` template are fetched together. A background tab paints nothing and
 * starts at once; a browser without paint timing starts after its first frame; none waits more
 * than a second. Starting also releases the card pictures held back so far (CardPicture).
 */
function startScript(entry: string) {
  return `<script>(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.documentElement.setAttribute('data-started', '');
    document.head.appendChild(document.getElementById('app-scripts').content.cloneNode(true));
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
  }
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 1000);
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') === -1) {
    return requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  // The page's own pictures (none lazy) are decoded and painted before the app's code competes
  // with them: the largest paint is one of them on most pages.
  function afterPictures() {
    var pictures = [].slice.call(document.querySelectorAll('img:not([loading="lazy"])'));
    var left = pictures.length;
    if (!left) return start();
    function painted() {
      if (--left === 0) requestAnimationFrame(function () { setTimeout(start, 0); });
    }
    pictures.forEach(function (picture) {
      picture.decode().then(painted, painted);
    });
  }
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    afterPictures();
  }).observe({ type: 'paint', buffered: true });
})();</script>`;
}

/** Moves the entry script and its module preloads out of <head>, to be started by startScript. */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'glossy-start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = entryScript.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no module entry script to defer');
        const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
        const scripts = `<template id="app-scripts">${preloads.join('')}</template>`;
        return html
          .replace(entryScript, '')
          .replace(modulePreload, '')
          .replace('</body>', `${scripts}\n  ${startScript(entry)}\n  </body>`);
      },
    },
  };
}

/**
 * Writes home.html: index.html with the home page's first screen rendered into its shell. The
 * server sends it for `/`; every other route keeps the plain shell of index.html.
 */
export function prerenderHomeShell(): Plugin {
  let root = process.cwd();
  return {
    name: 'glossy-prerender-home-shell',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset' || typeof index.source !== 'string') {
        throw new Error('index.html is missing from the bundle');
      }
      if (!index.source.includes(shellEnd)) throw new Error(`index.html lacks "${shellEnd}"`);
      const markup = await withAppModule(
        root,
        '/src/app/shell/render-home-shell.tsx',
        (shell: { renderHomeShell: () => string }) =>
          // React hoists a preload for the high-priority poster; the server already sends one in <head>.
          shell.renderHomeShell().replace(/<link rel="preload"[^>]*>/g, ''),
      );
      this.emitFile({
        type: 'asset',
        fileName: 'home.html',
        source: index.source.replace(shellEnd, `${markup}${shellEnd}`),
      });
    },
  };
}
