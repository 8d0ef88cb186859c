import type { UserSummary } from '@glossy/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../community/harness';
import { callsTo, renderDashboard, stubServer, type Reply } from './render';

beforeAll(polyfillDialog);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const people: UserSummary[] = [
  {
    _id: 'a0000000-0000-4000-8000-000000000001',
    name: 'Ana Lima',
    email: 'ana@example.com',
    role: 'student',
    photo: null,
  },
  {
    _id: 'a0000000-0000-4000-8000-000000000002',
    name: 'Ben Okafor',
    email: 'ben@example.com',
    role: 'admin',
    photo: null,
  },
  {
    _id: 'a0000000-0000-4000-8000-000000000003',
    name: 'Cleo Ruiz',
    email: 'cleo@example.com',
    role: 'instructor',
    photo: null,
  },
];

const list = (users: UserSummary[], total = users.length): Reply => ({
  body: users,
  headers: { 'X-Total-Count': String(total) },
});

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('Manage users', () => {
  it('lists users with the total and the role words instead of buttons', async () => {
    stubServer('admin', (url) => (url.pathname === '/api/users' ? list(people, 3) : undefined));
    renderDashboard('/dashboard/manageusers');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('All users');
    expect(await screen.findByText('Total Users: 3')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Glossy Drawer | All users'));
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['#', 'Name', 'Email', 'Make Admin', 'Make Instructor', 'Sessions']);

    const student = within(await rowOf('Ana Lima'));
    expect(student.getByRole('button', { name: /Make Admin/ })).toBeTruthy();
    expect(student.getByRole('button', { name: /Make Instructor/ })).toBeTruthy();

    const admin = within(await rowOf('Ben Okafor'));
    expect(admin.queryByRole('button', { name: /Make Admin/ })).toBeNull();
    expect(admin.getByText('admin')).toBeTruthy();
    // Make Instructor would demote an admin: an explicit, confirmed Demote… instead.
    expect(admin.queryByRole('button', { name: /Make Instructor/ })).toBeNull();
    expect(admin.getByRole('button', { name: 'Demote: Ben Okafor' })).toBeTruthy();

    const instructor = within(await rowOf('Cleo Ruiz'));
    expect(instructor.queryByRole('button', { name: /Make Instructor/ })).toBeNull();
    expect(instructor.getByText('instructor')).toBeTruthy();
  });

  it.each([
    ['Make Admin', 'admin', 'Ana Lima is an Admin Now!'],
    ['Make Instructor', 'instructor', 'Ana Lima is an Instructor Now!'],
  ] as const)('%s grants the role, says so and refreshes the list', async (button, role, toast) => {
    let granted = false;
    let answer: (reply: Reply) => void = () => undefined;
    const fetchMock = stubServer('admin', (url, init) => {
      if (url.pathname === '/api/users') {
        return list(granted ? [{ ...people[0]!, role }] : [people[0]!]);
      }
      if (init.method === 'PATCH' && url.pathname === `/api/users/${role}/${people[0]!._id}`) {
        return new Promise<Reply>((resolve) => {
          answer = (reply) => {
            granted = true;
            resolve(reply);
          };
        });
      }
      return undefined;
    });
    renderDashboard('/dashboard/manageusers');
    const user = userEvent.setup();
    const grant = within(await rowOf('Ana Lima')).getByRole('button', { name: new RegExp(button) });
    await user.click(grant);
    // Every grant asks first, naming the person and the role.
    const dialog = await screen.findByRole('alertdialog', {
      name: `Make Ana Lima an ${role}?`,
    });
    await user.click(within(dialog).getByRole('button', { name: button }));

    // Busy while the request runs: a second click cannot send it twice.
    expect((grant as HTMLButtonElement).disabled).toBe(true);
    answer({ body: { modifiedCount: 1 } });

    expect(await screen.findByText(toast)).toBeTruthy();
    const row = within(await rowOf('Ana Lima'));
    await waitFor(() => expect(row.queryByRole('button', { name: new RegExp(button) })).toBeNull());
    expect(row.getByText(role)).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', `/api/users/${role}/${people[0]!._id}`)).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', '/api/users')).toHaveLength(2);
  });

  it("shows the server's message when a grant is refused", async () => {
    stubServer('admin', (url, init) => {
      if (url.pathname === '/api/users') return list(people);
      if (init.method === 'PATCH') {
        return {
          status: 409,
          body: { error: { code: 'conflict', message: 'You cannot change your own role.' } },
        };
      }
      return undefined;
    });
    renderDashboard('/dashboard/manageusers');
    const user = userEvent.setup();
    await user.click(within(await rowOf('Cleo Ruiz')).getByRole('button', { name: /Make Admin/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make Cleo Ruiz an admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByText('You cannot change your own role.')).toBeTruthy();
    expect(screen.queryByText('Cleo Ruiz is an Admin Now!')).toBeNull();
  });

  it('searches by name or email through the URL and pages 20 at a time', async () => {
    const fetchMock = stubServer('admin', (url) => {
      if (url.pathname !== '/api/users') return undefined;
      const q = url.searchParams.get('q');
      return q ? list([people[2]!], 1) : list(people, 45);
    });
    const router = renderDashboard('/dashboard/manageusers');
    const user = userEvent.setup();

    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next →' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    const paged = callsTo(fetchMock, 'GET', '/api/users').map(([input]) => String(input));
    expect(paged).toContain('/api/users?page=2&limit=20');

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'cleo');
    await waitFor(() => expect(router.state.location.search).toBe('?q=cleo'));
    expect(await screen.findByText('Total Users: 1')).toBeTruthy();
    expect(screen.queryByText('Ana Lima')).toBeNull();
    expect(screen.queryByText(/Page \d of/)).toBeNull();
  });

  it('is only for admins', async () => {
    stubServer('student');
    renderDashboard('/dashboard/manageusers');
    expect(await screen.findByText('This page is not for your role')).toBeTruthy();
    expect(screen.queryByText('All users')).toBeNull();
  });
});
