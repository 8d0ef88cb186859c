import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../src/lib/auth/session';
import { takeSelection } from '../../src/entities/commerce/pending-selection';
import { BestCourses } from '../../src/features/home/BestCourses';
import { aCourse, renderWithApp, student, stubFetch } from '../catalog/harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const course = aCourse();

function stubCourses(
  addClass: (body: unknown) => { status?: number; body: unknown },
  signedIn: SessionUser | null = null,
) {
  return stubFetch(
    (method, url, body) => {
      if (method === 'GET' && url.pathname === '/api/courses') return { body: [course] };
      if (url.pathname === '/api/me/course-states')
        return { body: { inCart: [], owned: [], wished: [] } };
      if (method === 'POST' && url.pathname === '/api/addClass') return addClass(body);
      throw new Error(`Unexpected ${method} ${url.pathname}`);
    },
    { signedIn },
  );
}

/** The Select button, once the page knows who is signed in. */
async function selectButton() {
  const button = await screen.findByRole<HTMLButtonElement>('button', {
    name: 'Select Foundations of Drawing',
  });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

const location = () => screen.getByTestId('location');

describe('Our Best Courses', () => {
  it('asks for the six most popular courses and shows each as a card', async () => {
    const fetchMock = stubCourses(() => ({ body: {} }));
    renderWithApp(<BestCourses />);
    expect(await screen.findByRole('heading', { name: 'Foundations of Drawing' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/courses?sort=popular&limit=6');
    expect(
      screen.getByText('Learn to see like an artist: line, shape, value and form. Dr...'),
    ).toBeTruthy();
    expect(screen.getByText('$49')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5 by 312 students' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Details of Foundations of Drawing' }).getAttribute('href'),
    ).toBe(`/courses/${course._id}`);
  });

  it('sends a signed-out visitor to /login with a warning, remembering the course for after', async () => {
    const fetchMock = stubCourses(() => ({ body: {} }));
    renderWithApp(<BestCourses />);
    await userEvent.click(await selectButton());

    expect(await screen.findByText('Plz Login First')).toBeTruthy();
    expect(location().textContent).toBe('/login');
    expect(location().dataset.from).toBe('/dashboard/myCart');
    expect(takeSelection()).toBe(course._id);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('addClass'))).toBe(false);
  });

  it('puts the course in a signed-in student’s cart and opens the cart', async () => {
    const posted = vi.fn();
    stubCourses((body) => {
      posted(body);
      return { body: { insertedId: 'cart-1' } };
    }, student);
    renderWithApp(<BestCourses />);
    await userEvent.click(await selectButton());

    expect(await screen.findByText('Selected')).toBeTruthy();
    await waitFor(() => expect(location().textContent).toBe('/dashboard/myCart'));
    expect(posted).toHaveBeenCalledWith({
      classI: course._id,
      name: course.name,
      price: course.price,
      Level: course.Level,
      email: student.email,
      img: course.img,
    });
  });

  it('takes a student who owns the course already to it, saying so', async () => {
    stubCourses(
      () => ({
        status: 409,
        body: { error: { code: 'conflict', message: 'You already own this course' } },
      }),
      student,
    );
    renderWithApp(<BestCourses />);
    const select = await selectButton();
    await userEvent.click(select);

    expect(await screen.findByText('You already own this course')).toBeTruthy();
    await waitFor(() => expect(location().textContent).toBe(`/learn/${course._id}`));
  });

  it('says why a course could not be selected, and stays', async () => {
    stubCourses(
      () => ({
        status: 404,
        body: { error: { code: 'not_found', message: 'Course not found' } },
      }),
      student,
    );
    renderWithApp(<BestCourses />);
    const select = await selectButton();
    await userEvent.click(select);

    expect(await screen.findByText('Course not found')).toBeTruthy();
    expect(location().textContent).toBe('/');
    await waitFor(() => expect(select.disabled).toBe(false));
  });

  it('offers a retry when the courses cannot be loaded', async () => {
    stubFetch(() => ({
      status: 503,
      body: { error: { code: 'unavailable', message: 'Server is resting' } },
    }));
    renderWithApp(<BestCourses />);
    expect((await screen.findByRole('alert')).textContent).toContain('Server is resting');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
