// @vitest-environment node
import type { RenderedPage } from '@glossy/contract';
import { describe, expect, it } from 'vitest';
import { createPageRenderer } from '../../src/entry-server';
import type { HydrationData } from '../../src/app/ssr/hydration-data';

/** The server's API as the renderer reaches it in-process: a few answers, a 404 for the rest. */
function fakeApi(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const api = async (request: Request) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname}${url.search}`);
    const body = answers[url.pathname];
    if (body === undefined) {
      return Response.json({ error: { message: 'Not found' } }, { status: 404 });
    }
    return Response.json(body);
  };
  return { api, asked };
}

const faq = [
  { id: 1, question: 'What is digital art?', answer: 'Art made with digital tools.' },
  { id: 2, question: 'Do I need a <tablet>?', answer: 'No, a mouse works too.' },
];

function readData(page: RenderedPage): HydrationData {
  const json = /<script type="application\/json" id="app-data">([^<]*)<\/script>/.exec(page.data);
  expect(json).not.toBeNull();
  return JSON.parse(json![1]!) as HydrationData;
}

describe('server rendering of a public page', () => {
  it('renders the page with the data its components ask for, and hands that data to the browser', async () => {
    const { api, asked } = fakeApi({ '/api/faq': faq });
    const page = (await createPageRenderer(api, { publicUrl: 'https://glossy.test' })(
      '/faq',
    )) as RenderedPage;
    expect(page.status).toBe(200);
    expect(page.markup).toContain('What is digital art?');
    // Escaped in the markup, and unable to close the data's script element.
    expect(page.markup).toContain('Do I need a &lt;tablet&gt;?');
    expect(page.data).not.toContain('<tablet>');
    expect(asked).toContain('/api/faq');
    // The page's <title> went to the head, not into the page.
    expect(page.markup).not.toContain('<title>');

    const data = readData(page);
    const faqQuery = data.queries.queries.find((query) =>
      JSON.stringify(query.queryKey).includes('faq'),
    );
    expect(faqQuery?.state.data).toEqual(faq);
  });

  it('answers 404 with the error page for a path the app has no route for', async () => {
    const { api } = fakeApi({});
    const page = (await createPageRenderer(api, { publicUrl: 'https://glossy.test' })(
      '/no-such-page',
    )) as RenderedPage;
    expect(page.status).toBe(404);
    expect(page.markup).toContain('Oops!');
    const data = readData(page);
    const [error] = Object.values(data.router.errors ?? {});
    expect(error).toMatchObject({ kind: 'response', status: 404 });
  });

  it('answers 404 for a course the API does not know, through the route’s own loader', async () => {
    const { api, asked } = fakeApi({});
    const id = '00000000-0000-4000-8000-000000000000';
    const page = (await createPageRenderer(api, { publicUrl: 'https://glossy.test' })(
      `/detail/${id}`,
    )) as RenderedPage;
    expect(page.status).toBe(404);
    expect(page.markup).toContain('Oops!');
    expect(asked).toContain(`/api/courses/${id}`);
  });
});
