import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CoursePreview } from '../../../src/features/catalog/preview/CoursePreview';
import { aCourse } from '../harness';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
});

const caption = 'Drawn stroke by stroke in the Glossy Drawer sketchpad';

/** jsdom neither loads nor decodes pictures: say how decoding the cover goes. */
const coverDecodes = (outcome: 'never' | 'fails') =>
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value: () =>
      outcome === 'never' ? new Promise(() => {}) : Promise.reject(new Error('no picture')),
  });

describe('Course preview', () => {
  it('plays the video a course came with', () => {
    const course = aCourse({ name: 'Ink Washes', videoUrl: '/uploads/preview.mp4' });
    render(<CoursePreview course={course} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Preview' })).toBeTruthy();
    const video = document.querySelector('video')!;
    expect(video.getAttribute('aria-label')).toBe('Preview of Ink Washes');
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('poster')).toBe(course.img);
    expect(video.querySelector('source')?.getAttribute('src')).toBe('/uploads/preview.mp4');
    expect(screen.queryByText(caption)).toBeNull();
    expect(document.querySelector('canvas')).toBeNull();
  });

  it('paints the cover of a course without a video, in our sketchpad', async () => {
    coverDecodes('never');
    const course = aCourse({ name: 'Foundations of Drawing', videoUrl: null });
    render(<CoursePreview course={course} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Preview' })).toBeTruthy();
    expect(screen.getByText(caption)).toBeTruthy();
    const canvas = await screen.findByRole('img', { name: 'Timelapse of Foundations of Drawing' });
    expect(canvas.tagName).toBe('CANVAS');
    expect(document.querySelector('video')).toBeNull();
    // Its box keeps the covers' proportions from the first render, so nothing below it moves.
    expect(canvas.closest('figure')?.firstElementChild?.className).toContain('aspect-[40/26]');
    // No controls until the timelapse is ready to play.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the cover itself where the timelapse cannot be drawn', async () => {
    coverDecodes('fails');
    const course = aCourse({ name: 'Foundations of Drawing', videoUrl: null });
    render(<CoursePreview course={course} />);
    const cover = await screen.findByRole('img', { name: 'Cover of Foundations of Drawing' });
    expect(cover.getAttribute('src')).toBe(course.img);
    expect(screen.queryByRole('img', { name: /^Timelapse of/ })).toBeNull();
    expect(document.querySelector('video')).toBeNull();
  });
});
