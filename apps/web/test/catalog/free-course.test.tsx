import type { CourseStates, EnrolledCourse } from '@glossy/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSelectCourse } from '../../src/entities/commerce/useSelectCourse';
import { EnrolAction } from '../../src/features/catalog/EnrolAction';
import { BestCourses } from '../../src/features/home/BestCourses';
import { aCourse, renderWithApp, student, stubFetch } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const free = aCourse({
  _id: 'c0ffee00-0000-4000-8000-00000000d211',
  name: 'Lines, ellipses and boxes',
  price: 0,
});
const paid = aCourse();

/** The shop as the server answers it: the free course owned once the enrol call came. */
function stubShop({ signedIn = true } = {}) {
  const states: CourseStates = { inCart: [], owned: [], wished: [] };
  const enrolled: EnrolledCourse[] = [];
  const calls = stubFetch(
    (method, url) => {
      if (url.pathname === '/api/courses') return { body: [free, paid] };
      if (url.pathname === '/api/me/course-states') return { body: states };
      if (url.pathname === '/api/enrollments') return { body: enrolled };
      if (method === 'POST' && url.pathname === `/api/courses/${free._id}/enroll`) {
        states.owned.push(free._id);
        enrolled.push({ ...free, percent: 0, lastLessonId: null } as unknown as EnrolledCourse);
        return { status: 201, body: { insertedId: 'e1' } };
      }
      throw new Error(`Unexpected ${method} ${url.pathname}`);
    },
    { signedIn: signedIn ? student : null },
  );
  return calls;
}

const enrolCalls = (fetchMock: ReturnType<typeof stubShop>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/enroll'));

describe('a free course on the course cards', () => {
  it('says Free and enrols in one click, then leads to the course', async () => {
    const fetchMock = stubShop();
    renderWithApp(<BestCourses />);

    const button = await screen.findByRole('button', {
      name: 'Enrol for free in Lines, ellipses and boxes',
    });
    const card = button.closest('article')!;
    expect(within(card as HTMLElement).getByText('Free')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Select Lines, ellipses and boxes' })).toBeNull();
    // The paid course beside it keeps its price and its Select.
    expect(screen.getByRole('button', { name: 'Select Foundations of Drawing' })).toBeTruthy();
    expect(screen.getByText('$49')).toBeTruthy();

    fireEvent.click(button);
    expect(await screen.findByText('You are enrolled in Lines, ellipses and boxes')).toBeTruthy();
    const go = await screen.findByRole('link', {
      name: 'Go to the course Lines, ellipses and boxes',
    });
    expect(go.getAttribute('href')).toBe(`/learn/${free._id}`);
    expect(screen.getByText('Enrolled')).toBeTruthy();
    expect(enrolCalls(fetchMock)).toHaveLength(1);
    // No cart on the way: the user stays where they were.
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('sends a visitor to log in first, and back to this page after', async () => {
    const fetchMock = stubShop({ signedIn: false });
    renderWithApp(<BestCourses />, { url: '/courses', path: '/courses' });

    fireEvent.click(
      await screen.findByRole('button', { name: 'Enrol for free in Lines, ellipses and boxes' }),
    );
    expect(await screen.findByText('Please log in to enrol')).toBeTruthy();
    const location = screen.getByTestId('location');
    expect(location.textContent).toBe('/login');
    expect(location.getAttribute('data-from')).toBe('/courses');
    expect(enrolCalls(fetchMock)).toHaveLength(0);
  });
});

function FreeCourseAside() {
  const selection = useSelectCourse('Please Login First');
  return <EnrolAction course={free} selection={selection} />;
}

describe('a free course on its page', () => {
  it('offers Enrol for free, then Go to the course with the progress', async () => {
    const fetchMock = stubShop();
    renderWithApp(<FreeCourseAside />);
    // The button is drawn again once the user's course states are in: press that one.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/course-states'))).toBe(
        true,
      ),
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Enrol for free in Lines, ellipses and boxes' }),
    );
    const go = await screen.findByRole('link', { name: 'Go to the course' });
    expect(go.getAttribute('href')).toBe(`/learn/${free._id}`);
    expect(screen.getByText('You are enrolled')).toBeTruthy();
    expect(screen.getByText('0% complete')).toBeTruthy();
  });
});
