import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Api } from '../../platform/http/api';
import { notFound } from '../../platform/http/errors';

const swaggerDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);
const viewerFiles = new Map([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
]);

const viewerHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Glossy Drawer API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script>
</body>
</html>`;

const viewerInit = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

const document = {
  openapi: '3.1.0',
  info: {
    title: 'Glossy Drawer API',
    version: '1.0.0',
    description:
      'Every error answers { error: { code, message, fields? } }. Prices are dollars; ids are strings named _id.',
  },
};

/** The OpenAPI document (JSON) and a self-hosted viewer; nothing is loaded from outside hosts. */
export function docsRoutes(app: Api) {
  app.doc31('/api/openapi.json', document);
  app.get('/api/docs', (c) => {
    if (
      c.req.header('accept')?.includes('application/json') &&
      !c.req.header('accept')?.includes('text/html')
    ) {
      return c.redirect('/api/openapi.json');
    }
    return c.html(viewerHtml);
  });
  app.get('/api/docs/assets/:file', async (c) => {
    const file = c.req.param('file');
    c.header('Cache-Control', 'public, max-age=86400');
    if (file === 'init.js')
      return c.body(viewerInit, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
    const type = viewerFiles.get(file);
    if (!type) throw notFound('Viewer asset');
    return c.body(await readFile(path.join(swaggerDir, file)), 200, { 'Content-Type': type });
  });
}
