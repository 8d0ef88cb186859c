import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AddCoursePage from '../../src/features/submissions/AddCoursePage';
import { callsTo, renderInDashboard, signedIn, stubServer, type Reply } from '../dashboard/render';
import { errorOf } from '../support/form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const newId = 'b0000000-0000-4000-8000-00000000000a';

function serve(answer: (body: Record<string, unknown>) => Reply) {
  return stubServer('instructor', (url, init) => {
    if (url.pathname === '/api/newcourses' && init.method === 'POST') {
      return answer(JSON.parse(String(init.body)) as Record<string, unknown>);
    }
    return undefined;
  });
}

const renderPage = () =>
  renderInDashboard(
    [
      { path: 'addcourses', element: <AddCoursePage /> },
      { path: 'studio/:id', element: <p>The studio</p> },
    ],
    '/dashboard/addcourses',
  );

async function fillValidCourse(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Course name'), 'Ink Washes');
  await user.type(screen.getByLabelText('Description'), 'Layered ink washes, step by step.');
  await user.type(screen.getByLabelText('Price (USD)'), '39.5');
  await user.type(screen.getByLabelText('Rating (1–10)'), '8');
  await user.click(screen.getByRole('radio', { name: 'Cover 3' }));
}

describe('Add Course', () => {
  it('shows the spec’s fields, prefilled with the instructor’s name and email, and a way back', async () => {
    serve(() => ({ status: 500 }));
    renderPage();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Add Course');
    await waitFor(() => expect(document.title).toBe('Glossy Drawer | Add Course'));
    const name = screen.getByLabelText<HTMLInputElement>('Instructor name');
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect([name.value, name.readOnly]).toEqual([signedIn.name, true]);
    expect([email.value, email.readOnly]).toEqual([signedIn.email, true]);
    expect(screen.getByLabelText<HTMLSelectElement>('Level').value).toBe('Beginner');
    expect(screen.getByRole('group', { name: 'Photo' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Video (optional)' })).toBeTruthy();
    expect(
      screen
        .getAllByRole('link', { name: '← Back to dashboard' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dashboard']);
  });

  it('says what is missing next to each field, focuses the first, and sends nothing', async () => {
    const fetchMock = serve(() => ({ status: 201, body: { insertedId: newId } }));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add course' }));

    const courseName = screen.getByLabelText('Course name');
    // The checks are the contract's schemas, loaded when the form is first used.
    await waitFor(() => expect(errorOf(courseName)).toBe('Enter the course name'));
    expect(courseName.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(courseName);
    expect(errorOf(screen.getByLabelText('Description'))).toBe('Describe the course');
    expect(errorOf(screen.getByLabelText('Price (USD)'))).toBe(
      'Enter a price (0 for a free course)',
    );
    expect(errorOf(screen.getByLabelText('Rating (1–10)'))).toBe('Rate the course from 1 to 10');
    expect(
      within(screen.getByRole('group', { name: 'Photo' })).getByRole('alert').textContent,
    ).toBe('Upload a picture or pick one of ours');
    expect(callsTo(fetchMock, 'POST', '/api/newcourses')).toHaveLength(0);
    // Never the original's alert, and no success toast.
    expect(screen.queryByText('Toy Added')).toBeNull();
    expect(screen.queryByText('Item added successfully')).toBeNull();

    // Fixing a field clears its message; the contract's rules apply to what is typed.
    await user.type(courseName, 'Ink');
    expect(errorOf(courseName)).toBe('');
    await user.type(screen.getByLabelText('Price (USD)'), '12.345');
    await user.type(screen.getByLabelText('Rating (1–10)'), '11');
    await user.click(screen.getByRole('button', { name: 'Add course' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Price (USD)'))).toBe(
        'Use at most two decimals (cents)',
      ),
    );
    expect(errorOf(screen.getByLabelText('Rating (1–10)'))).toBe('Rate from 1 to 10');
    expect(callsTo(fetchMock, 'POST', '/api/newcourses')).toHaveLength(0);
  });

  it('shows the server’s per-field messages in the form', async () => {
    serve(() => ({
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message: 'Invalid input (courseName: A course with this name is already in the catalog)',
          fields: { courseName: 'A course with this name is already in the catalog' },
        },
      },
    }));
    renderPage();
    const user = userEvent.setup();
    await screen.findByLabelText('Course name');
    await fillValidCourse(user);
    await user.click(screen.getByRole('button', { name: 'Add course' }));

    const courseName = screen.getByLabelText('Course name');
    await waitFor(() =>
      expect(errorOf(courseName)).toBe('A course with this name is already in the catalog'),
    );
    expect(document.activeElement).toBe(courseName);
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/addcourses');
  });

  it('sends the course, says “Item added successfully” and opens its studio', async () => {
    const sent: Record<string, unknown>[] = [];
    serve((body) => {
      sent.push(body);
      return { status: 201, body: { insertedId: newId } };
    });
    renderPage();
    const user = userEvent.setup();
    await screen.findByLabelText('Course name');
    await fillValidCourse(user);
    await user.selectOptions(screen.getByLabelText('Level'), 'Intermediate');
    await user.click(screen.getByRole('button', { name: 'Add course' }));

    expect(await screen.findByText('Item added successfully')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/dashboard/studio/${newId}`),
    );
    expect(sent).toEqual([
      {
        courseName: 'Ink Washes',
        image: '/media/courses/course-03.webp',
        videoUrl: '',
        price: 39.5,
        rating: 8,
        description: 'Layered ink washes, step by step.',
        Level: 'Intermediate',
        sellerName: signedIn.name,
        postedBy: signedIn.email,
      },
    ]);
  });
});
