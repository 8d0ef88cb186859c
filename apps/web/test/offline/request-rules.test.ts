import { describe, expect, it } from 'vitest';
import {
  isSketchpadPath,
  keptPageKey,
  ruleFor,
  type RequestFacts,
} from '../../src/offline-worker/request-rules';

const origin = 'https://glossydrawer.test';
const facts = (path: string, over: Partial<RequestFacts> = {}): RequestFacts => ({
  url: new URL(path, origin),
  origin,
  method: 'GET',
  mode: 'cors',
  ...over,
});

describe('what the service worker keeps', () => {
  it.each([
    '/api/drawings',
    '/api/auth/get-session',
    '/API/users/me',
    '/api',
    '/uploads/0b7f0c52-0a3c-4a43-9b7c-6c0f1e3f5a11.webp',
    '/Uploads/lesson.mp4',
  ])('never keeps %s, fetched or navigated to', (path) => {
    expect(ruleFor(facts(path))).toBe('never-kept');
    expect(ruleFor(facts(path, { mode: 'navigate' }))).toBe('never-kept');
  });

  it('never keeps another origin or a request that changes something', () => {
    expect(ruleFor(facts('https://example.com/canvas', { mode: 'navigate' }))).toBe('never-kept');
    expect(ruleFor(facts('/canvas', { method: 'POST', mode: 'navigate' }))).toBe('never-kept');
    expect(ruleFor(facts('/studio/clipart/1f004.svg', { method: 'HEAD' }))).toBe('never-kept');
  });

  it('keeps the sketchpad pages, and answers every other page with the offline page', () => {
    for (const path of ['/canvas', '/Canvas/', '/canvas?open=42', '/learn/c1/l2/practise'])
      expect(ruleFor(facts(path, { mode: 'navigate' })), path).toBe('sketchpad-page');
    for (const path of ['/', '/courses', '/drawings', '/learn/c1/l2', '/dashboard/mycart'])
      expect(ruleFor(facts(path, { mode: 'navigate' })), path).toBe('page-or-offline');
  });

  it('keeps clipart pieces on first use; the rest is the precache’s or the browser’s', () => {
    expect(ruleFor(facts('/studio/clipart/1f004.svg'))).toBe('clipart-piece');
    expect(ruleFor(facts('/studio/clipart/index.json'))).toBe('default');
    expect(ruleFor(facts('/assets/index-abc.js'))).toBe('default');
  });

  it('names a sketchpad page by its path, whatever its query or case', () => {
    expect(isSketchpadPath('/learn/course/lesson/practise/')).toBe(true);
    expect(isSketchpadPath('/learn/course/lesson/attempts/1')).toBe(false);
    expect(isSketchpadPath('/canvases')).toBe(false);
    expect(keptPageKey(new URL('/Canvas/?open=7', origin))).toBe(`${origin}/canvas`);
    expect(keptPageKey(new URL('/learn/a/b/practise', origin))).toBe(
      `${origin}/learn/a/b/practise`,
    );
  });
});
