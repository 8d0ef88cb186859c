import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderHomeShell, startAfterFirstPaint } from './build/app-shell';
import { precompress } from './build/precompress';
import { serviceWorker } from './build/service-worker';
import { emitSiteIndex } from './build/site-index';

/**
 * Two builds: the app for the browser (`dist`), and the renderer the server loads to render the
 * public pages (`vite build --ssr`, into `dist-ssr`), which needs none of the page plugins.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        tailwindcss(),
        startAfterFirstPaint(),
        prerenderHomeShell(),
        emitSiteIndex(),
        serviceWorker(),
        precompress(),
      ],
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-ssr', sourcemap: true, assetsInlineLimit: 0 }
    : {
        target: 'es2022',
        // The server reads it to preload the home screen's chunks with the home page itself.
        manifest: true,
        sourcemap: true,
        assetsInlineLimit: 0,
        rollupOptions: {
          output: {
            manualChunks(id) {
              if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id))
                return 'react';
              if (id.includes('node_modules/@tanstack/')) return 'query';
              return undefined;
            },
          },
        },
      },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));
