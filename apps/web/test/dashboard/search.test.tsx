import type { Course } from '@glossy/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderDashboard, stubServer } from './render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const course = (n: number, name: string): Course =>
  ({
    _id: `c${n}`,
    id: n,
    img: `/media/courses/course-0${n}.webp`,
    name,
    Details: 'A course.',
    rating: 4.5,
    Level: 'Beginner',
    Instructor: 'Ivy Stone',
    price: 49,
    videoUrl: '',
    syllabus: [],
    students: 10,
  }) as unknown as Course;

const portraits = [
  course(1, 'Portrait basics'),
  course(2, 'Portrait light'),
  course(3, 'Portrait colour'),
];

function stubSearch() {
  return stubServer('student', (url) => {
    if (url.pathname !== '/api/courses') return undefined;
    const q = url.searchParams.get('q') ?? '';
    return { body: q.startsWith('portrait') ? portraits : [] };
  });
}

const searchBox = () => screen.findByRole('combobox', { name: 'Search courses' });
const options = () => screen.queryAllByRole('option');
const selected = () => options().filter((o) => o.getAttribute('aria-selected') === 'true');

describe('Dashboard course search', () => {
  it('suggests up to five courses as you type', async () => {
    const fetchMock = stubSearch();
    renderDashboard();
    const user = userEvent.setup();
    await user.type(await searchBox(), 'portrait');

    await waitFor(() =>
      expect(options().map((o) => o.textContent)).toEqual([
        expect.stringContaining('Portrait basics'),
        expect.stringContaining('Portrait light'),
        expect.stringContaining('Portrait colour'),
      ]),
    );
    expect((await searchBox()).getAttribute('aria-expanded')).toBe('true');
    const asked = callsTo(fetchMock, 'GET', '/api/courses').map(([input]) => String(input));
    expect(asked.at(-1)).toBe('/api/courses?q=portrait&limit=5');
  });

  it('moves with the arrow keys and opens the highlighted course on Enter', async () => {
    stubSearch();
    renderDashboard();
    const user = userEvent.setup();
    const input = await searchBox();
    await user.type(input, 'portrait');
    await waitFor(() => expect(options()).toHaveLength(3));

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected().map((o) => o.textContent)).toEqual([
      expect.stringContaining('Portrait light'),
    ]);
    expect(input.getAttribute('aria-activedescendant')).toBe(selected()[0]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first one wraps to the last.
    expect(selected().map((o) => o.textContent)).toEqual([
      expect.stringContaining('Portrait colour'),
    ]);

    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/detail/c3');
  });

  it('closes on Escape, then clears on a second Escape', async () => {
    stubSearch();
    renderDashboard();
    const user = userEvent.setup();
    const input = (await searchBox()) as HTMLInputElement;
    await user.type(input, 'portrait');
    await waitFor(() => expect(options()).toHaveLength(3));

    await user.keyboard('{Escape}');
    expect(options()).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('portrait');
    await user.keyboard('{Escape}');
    expect(input.value).toBe('');
  });

  it('searches the whole catalog on Enter when nothing is highlighted', async () => {
    stubSearch();
    renderDashboard();
    const user = userEvent.setup();
    await user.type(await searchBox(), 'ink wash{Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/courses?q=ink+wash');
  });

  it('says when nothing matches', async () => {
    stubSearch();
    renderDashboard();
    const user = userEvent.setup();
    await user.type(await searchBox(), 'origami');
    expect(await screen.findAllByText('No courses match “origami”.')).not.toHaveLength(0);
    expect(options()).toHaveLength(0);
  });
});
