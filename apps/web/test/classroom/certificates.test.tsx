import type { Certificate } from '@glossy/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../src/app/router';
import CertificatePage from '../../src/features/classroom/certificates/CertificatePage';
import MyCertificatesPage from '../../src/features/classroom/certificates/MyCertificatesPage';
import { renderInDashboard, stubServer } from '../dashboard/render';
import { renderWithApp, stubApi } from '../support/app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const certificate: Certificate = {
  _id: 'ce000000-0000-4000-8000-000000000001',
  courseId: 'c0ffee00-0000-4000-8000-000000000001',
  courseName: 'Foundations of Drawing',
  studentName: 'Ana Lima',
  instructor: 'Maya Okafor',
  issuedAt: '2026-03-03T12:00:00.000Z',
  code: 'GD-7K2F-91QX',
  revokedAt: null,
};
const path = `/api/certificates/${certificate._id}`;

const renderCertificate = (id: string) =>
  renderWithApp(<CertificatePage />, { path: '/certificates/:id', url: `/certificates/${id}` });

/** A 2D context that records what is drawn, for jsdom (which has no canvas). */
function stubCanvas() {
  const drawn: { text: string; font: string }[] = [];
  const ctx = {
    font: '',
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    globalAlpha: 1,
    letterSpacing: '0px',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    fillRect: vi.fn(),
    strokeRect: vi.fn(),
    fill: vi.fn(),
    stroke: vi.fn(),
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    arc: vi.fn(),
    createRadialGradient: () => ({ addColorStop: vi.fn() }),
    measureText: (text: string) => ({ width: text.length * 10 }),
    fillText(text: string) {
      drawn.push({ text, font: this.font });
    },
  };
  const sizes: [number, number][] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    sizes.push([this.width, this.height]);
    return ctx as unknown as CanvasRenderingContext2D;
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
    done(new Blob(['png'], { type: 'image/png' })),
  );
  vi.stubGlobal(
    'Path2D',
    class {
      constructor(readonly d: string) {}
    },
  );
  const load = vi.fn(async () => []);
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:certificate' }));
  const clicks: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push({ href: this.href, download: this.download });
  });
  return { drawn, sizes, load, clicks, ctx };
}

describe('Certificate page', () => {
  it('shows who finished which course, verified, with the code to compare', async () => {
    stubApi({ [`GET ${path}`]: { body: certificate } });
    renderCertificate(certificate._id);

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Ana Lima completed Foundations of Drawing');
    expect(screen.getByText('Verified by Glossy Drawer')).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: 'Certificate of completion for Ana Lima: Foundations of Drawing',
      }),
    ).toBeTruthy();
    const facts = within(screen.getByRole('complementary', { name: 'Verification' }));
    expect(facts.getByText('Maya Okafor')).toBeTruthy();
    expect(facts.getByText('March 3, 2026')).toBeTruthy();
    expect(facts.getByText('GD-7K2F-91QX')).toBeTruthy();
    expect(facts.getByRole('link', { name: 'Foundations of Drawing' }).getAttribute('href')).toBe(
      `/courses/${certificate.courseId}`,
    );
    await waitFor(() =>
      expect(document.title).toBe('Certificate: Foundations of Drawing | Glossy Drawer'),
    );
  });

  it('says a refunded course’s certificate was revoked, and when, with nothing to print', async () => {
    stubApi({
      [`GET ${path}`]: { body: { ...certificate, revokedAt: '2026-04-09T08:30:00.000Z' } },
    });
    renderCertificate(certificate._id);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This certificate was revoked' }),
    ).toBeTruthy();
    expect(screen.getByText('Revoked')).toBeTruthy();
    expect(screen.queryByText('Verified by Glossy Drawer')).toBeNull();
    const when = screen.getByText(
      (_, element) =>
        element?.tagName === 'TIME' &&
        element.getAttribute('datetime') === '2026-04-09T08:30:00.000Z',
    );
    expect(when.textContent).toMatch(/9 April 2026|April 9, 2026/);
    expect(screen.getByText(/the\s+course was refunded/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /download|print/i })).toBeNull();
  });

  it('says so when no certificate has the id', async () => {
    stubApi({
      'GET /api/certificates/nope': {
        status: 404,
        body: { error: { code: 'not_found', message: 'Certificate not found' } },
      },
    });
    renderCertificate('nope');
    expect(
      (await screen.findByRole('heading', { level: 1, name: 'No certificate with this id' }))
        .textContent,
    ).toBe('No certificate with this id');
    expect(screen.queryByText('Verified by Glossy Drawer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download PNG' })).toBeNull();
  });

  it('draws the certificate on a canvas with the site’s font and downloads it as a PNG', async () => {
    stubApi({ [`GET ${path}`]: { body: certificate } });
    const canvas = stubCanvas();
    renderCertificate(certificate._id);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Download PNG' }));
    expect(await screen.findByText('Certificate downloaded')).toBeTruthy();

    expect(canvas.sizes).toEqual([[2000, 1414]]);
    expect(canvas.load).toHaveBeenCalledWith(expect.stringMatching(/^600 100px Fraunces/));
    const texts = canvas.drawn.map((item) => item.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Certificate of Completion',
        'Ana Lima',
        'Foundations of Drawing',
        'Maya Okafor',
        'March 3, 2026',
        'Verification code GD-7K2F-91QX',
        `${window.location.origin}/certificates/${certificate._id}`,
      ]),
    );
    expect(canvas.drawn.find((item) => item.text === 'Ana Lima')?.font).toMatch(
      /^600 \d+(\.\d+)?px Fraunces/,
    );
    // The decorative brush strokes are painted as well as the words.
    expect(canvas.ctx.fill.mock.calls.length).toBeGreaterThanOrEqual(7);
    expect(canvas.clicks).toEqual([
      {
        href: 'blob:certificate',
        download: 'certificate-foundations-of-drawing-ana-lima.png',
      },
    ]);
  });

  it('copies the link to the public page', async () => {
    stubApi({ [`GET ${path}`]: { body: certificate } });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderCertificate(certificate._id);
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/certificates/${certificate._id}`,
    );
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });
});

describe('My Certificates', () => {
  it('lists mine, each leading to its public page', async () => {
    stubServer('student', (url) =>
      url.pathname === '/api/certificates' ? { body: [certificate] } : undefined,
    );
    renderInDashboard(
      [{ path: 'certificates', element: <MyCertificatesPage /> }],
      '/dashboard/certificates',
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('My Certificates');
    const card = within(await screen.findByRole('article'));
    expect(card.getByRole('heading', { name: 'Foundations of Drawing' })).toBeTruthy();
    expect(card.getByText('GD-7K2F-91QX')).toBeTruthy();
    expect(
      card
        .getByRole('link', { name: 'View certificate: Foundations of Drawing' })
        .getAttribute('href'),
    ).toBe(`/certificates/${certificate._id}`);
    // Every signed-in user has the page in their menu.
    expect(screen.getByRole('link', { name: 'My Certificates' }).getAttribute('href')).toBe(
      '/dashboard/certificates',
    );
  });

  it('says how to earn one when there are none', async () => {
    stubServer('student', (url) =>
      url.pathname === '/api/certificates' ? { body: [] } : undefined,
    );
    renderInDashboard(
      [{ path: 'certificates', element: <MyCertificatesPage /> }],
      '/dashboard/certificates',
    );
    expect(await screen.findByRole('heading', { name: 'No certificates yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Courses' }).getAttribute('href')).toBe(
      '/dashboard/mycourses',
    );
  });
});

describe('Certificate routes', () => {
  it.each([
    ['/certificates/abc', 'certificates/:id', CertificatePage],
    ['/dashboard/certificates', 'certificates', MyCertificatesPage],
  ])('%s opens its page', async (url, path, Page) => {
    const route = matchRoutes(routes, url)!.at(-1)!.route;
    expect(route.path).toBe(path);
    const lazy = route.lazy as () => Promise<{ Component: unknown }>;
    expect((await lazy()).Component).toBe(Page);
  });
});
