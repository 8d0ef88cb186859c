import type { Review } from '@glossy/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewCarousel, reviewIntervalMs } from '../../src/features/home/ReviewCarousel';
import { loopOffset, wrapIndex } from '../../src/features/home/useCarousel';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const reviews: Review[] = ['Amara Lewis', 'Kenji Watanabe', 'Noah Bennett'].map((name, i) => ({
  _id: `r${i}`,
  image: `/media/students/student-0${i + 1}.webp`,
  review: `Review by ${name}`,
  student_name: name,
  rating: 5,
}));

/** The slide a user sees; the others are hidden from assistive technology as well as the eye. */
const shownSlide = () => screen.getByRole('group', { name: /of 3$/ });
const shownReviewer = () => shownSlide().querySelector('figcaption')?.textContent;

describe('review carousel', () => {
  it('labels its slides and shows the first review', () => {
    render(<ReviewCarousel reviews={reviews} label="Student reviews" />);
    const region = screen.getByRole('region', { name: 'Student reviews' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(shownSlide().getAttribute('aria-label')).toBe('1 of 3');
    expect(shownReviewer()).toBe('Amara Lewis');
  });

  it('wraps round in both directions', () => {
    render(<ReviewCarousel reviews={reviews} label="Student reviews" />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous review' }));
    expect(shownReviewer()).toBe('Noah Bennett');
    fireEvent.click(screen.getByRole('button', { name: 'Next review' }));
    expect(shownReviewer()).toBe('Amara Lewis');
  });

  it('moves with the arrow keys and jumps with the dots', () => {
    render(<ReviewCarousel reviews={reviews} label="Student reviews" />);
    const region = screen.getByRole('region', { name: 'Student reviews' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shownReviewer()).toBe('Kenji Watanabe');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shownReviewer()).toBe('Noah Bennett');
    fireEvent.click(screen.getByRole('button', { name: 'Show review 2 of 3' }));
    expect(shownReviewer()).toBe('Kenji Watanabe');
    expect(
      screen.getByRole('button', { name: 'Show review 2 of 3' }).getAttribute('aria-current'),
    ).toBe('true');
  });

  it('turns by itself, pauses while hovered, and stops for good when asked', () => {
    vi.useFakeTimers();
    render(<ReviewCarousel reviews={reviews} label="Student reviews" />);
    const region = screen.getByRole('region', { name: 'Student reviews' });
    act(() => vi.advanceTimersByTime(reviewIntervalMs));
    expect(shownReviewer()).toBe('Kenji Watanabe');

    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(reviewIntervalMs * 3));
    expect(shownReviewer()).toBe('Kenji Watanabe');
    fireEvent.mouseLeave(region);

    fireEvent.click(screen.getByRole('button', { name: 'Stop rotating reviews' }));
    fireEvent.blur(region);
    act(() => vi.advanceTimersByTime(reviewIntervalMs * 3));
    expect(shownReviewer()).toBe('Kenji Watanabe');
    expect(screen.getByRole('button', { name: 'Start rotating reviews' })).toBeTruthy();
  });

  it('announces changes politely only while it is not turning by itself', () => {
    render(<ReviewCarousel reviews={reviews} label="Student reviews" />);
    const live = shownSlide().parentElement!;
    expect(live.getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Stop rotating reviews' }));
    expect(live.getAttribute('aria-live')).toBe('polite');
  });

  it('follows a swipe', () => {
    render(<ReviewCarousel reviews={reviews} label="Student reviews" />);
    const stage = shownSlide().parentElement!;
    fireEvent.pointerDown(stage, { clientX: 300, pointerType: 'touch' });
    fireEvent.pointerUp(stage, { clientX: 200, pointerType: 'touch' });
    expect(shownReviewer()).toBe('Kenji Watanabe');
    fireEvent.pointerDown(stage, { clientX: 200, pointerType: 'touch' });
    fireEvent.pointerUp(stage, { clientX: 300, pointerType: 'touch' });
    expect(shownReviewer()).toBe('Amara Lewis');
  });
});

describe('loop arithmetic', () => {
  it('wraps any step back into range', () => {
    expect(wrapIndex(7, 7)).toBe(0);
    expect(wrapIndex(-1, 7)).toBe(6);
  });

  it('puts the neighbours of the active slide on either side, across the seam', () => {
    expect(loopOffset(6, 0, 7)).toBe(-1);
    expect(loopOffset(1, 0, 7)).toBe(1);
    expect(loopOffset(0, 6, 7)).toBe(1);
    expect(loopOffset(3, 0, 7)).toBe(3);
  });
});
