import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseRating } from '../../src/entities/catalog/CourseRating';

describe('the catalog’s rating', () => {
  it('says New, with no stars, while no student has reviewed the course', () => {
    const { container } = render(<CourseRating course={{ rating: 0, reviewCount: 0 }} />);
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).not.toMatch(/\d/);
  });

  it('shows the students’ average with how many reviewed it', () => {
    const { container } = render(<CourseRating course={{ rating: 4.7, reviewCount: 1312 }} />);
    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5 by 1,312 students' })).toBeTruthy();
    expect(container.textContent).toContain('4.7 (1,312)');
  });

  it('spells the count out on the course page', () => {
    const { container, rerender } = render(
      <CourseRating course={{ rating: 5, reviewCount: 1 }} long />,
    );
    expect(container.textContent).toContain('5.0 (1 review)');
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5 by 1 student' })).toBeTruthy();
    rerender(<CourseRating course={{ rating: 4.25, reviewCount: 2 }} long />);
    expect(container.textContent).toContain('4.3 (2 reviews)');
  });
});
