import type { AdminOverview, RoleChange, UserSummary } from '@glossy/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../community/harness';
import { callsTo, renderDashboard, signedIn, stubServer, type Reply } from './render';

beforeAll(polyfillDialog);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const person = (n: number, name: string, role: UserSummary['role']): UserSummary => ({
  _id: `a0000000-0000-4000-8000-00000000000${n}`,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  role,
  photo: null,
});
const me: UserSummary = { ...person(9, signedIn.name, 'admin'), email: signedIn.email };
const ana = person(1, 'Ana Lima', 'student');
const ben = person(2, 'Ben Okafor', 'admin');
const cleo = person(3, 'Cleo Ruiz', 'instructor');

const list = (users: UserSummary[]): Reply => ({
  body: users,
  headers: { 'X-Total-Count': String(users.length) },
});
const rowOf = async (name: string) =>
  within(await screen.findByRole('row', { name: new RegExp(`^\\d+ ${name}`) }, { timeout: 3000 }));
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;

/** A users list that a handler can change, the way the server's answer changes after a write. */
function usersServer(
  initial: UserSummary[],
  writes: (url: URL, init: RequestInit, users: UserSummary[]) => Reply | undefined = () =>
    undefined,
) {
  let users = initial;
  const fetchMock = stubServer('admin', (url, init) => {
    if (url.pathname === '/api/users') return list(users);
    const method = init.method ?? 'GET';
    if (method === 'GET') return undefined;
    const reply = writes(url, init, users);
    const next = (reply as { users?: UserSummary[] } | undefined)?.users;
    if (next) users = next;
    return reply;
  });
  return fetchMock;
}

describe('Roles in the users table', () => {
  it('offers no role buttons on the admin’s own row, and only the moves each role allows', async () => {
    usersServer([me, ana, ben, cleo]);
    renderDashboard('/dashboard/manageusers');

    const own = await rowOf(signedIn.name);
    expect(own.getByText('You')).toBeTruthy();
    expect(own.getByText('admin')).toBeTruthy();
    for (const name of [/Make Admin/, /Make Instructor/, /Demote/]) {
      expect(own.queryByRole('button', { name })).toBeNull();
    }
    expect(own.getByRole('button', { name: `Sign out everywhere: ${signedIn.name}` })).toBeTruthy();

    const student = await rowOf('Ana Lima');
    expect(student.getByRole('button', { name: 'Make Admin: Ana Lima' })).toBeTruthy();
    expect(student.getByRole('button', { name: 'Make Instructor: Ana Lima' })).toBeTruthy();
    expect(student.queryByRole('button', { name: /Demote/ })).toBeNull();

    // Granting instructor to an admin would demote: not offered; an explicit Demote… is.
    const admin = await rowOf('Ben Okafor');
    expect(admin.getByText('admin')).toBeTruthy();
    expect(admin.queryByRole('button', { name: /Make Instructor/ })).toBeNull();
    expect(admin.queryByRole('button', { name: /Make Admin/ })).toBeNull();
    expect(admin.getByRole('button', { name: 'Demote: Ben Okafor' }).textContent).toBe('Demote…');

    const instructor = await rowOf('Cleo Ruiz');
    expect(instructor.getByText('instructor')).toBeTruthy();
    expect(instructor.getByRole('button', { name: 'Make Admin: Cleo Ruiz' })).toBeTruthy();
    expect(instructor.getByRole('button', { name: 'Demote to student: Cleo Ruiz' })).toBeTruthy();
    expect(instructor.queryByRole('button', { name: /Make Instructor/ })).toBeNull();

    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['#', 'Name', 'Email', 'Make Admin', 'Make Instructor', 'Sessions']);
  });

  it('asks before Make Admin, saying what admin rights mean, and grants only on confirmation', async () => {
    const grantPath = `/api/users/admin/${ana._id}`;
    const fetchMock = usersServer([me, ana], (url, init, users) =>
      init.method === 'PATCH' && url.pathname === grantPath
        ? ({
            body: { modifiedCount: 1 },
            users: users.map((u) => (u._id === ana._id ? { ...u, role: 'admin' as const } : u)),
          } as Reply)
        : undefined,
    );
    renderDashboard('/dashboard/manageusers');
    const user = userEvent.setup();
    const row = await rowOf('Ana Lima');

    await user.click(row.getByRole('button', { name: 'Make Admin: Ana Lima' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Make Ana Lima an admin?' });
    expect(within(dialog).getByText(/grant roles and take them back/)).toBeTruthy();
    expect(within(dialog).getByText(/contact messages/)).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchMock, 'PATCH', grantPath)).toHaveLength(0);

    await user.click(row.getByRole('button', { name: 'Make Admin: Ana Lima' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Make Ana Lima an admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make Admin' }));

    expect(await screen.findByText('Ana Lima is an Admin Now!')).toBeTruthy();
    await waitFor(() => expect(row.queryByRole('button', { name: /Make Admin/ })).toBeNull());
    expect(row.getByText('admin')).toBeTruthy();
    expect(row.getByRole('button', { name: 'Demote: Ana Lima' })).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', grantPath)).toHaveLength(1);
  });

  it('asks before Make Instructor, saying what an instructor can do, and grants only on confirmation', async () => {
    const grantPath = `/api/users/instructor/${ana._id}`;
    const fetchMock = usersServer([me, ana], (url, init, users) =>
      init.method === 'PATCH' && url.pathname === grantPath
        ? ({
            body: { modifiedCount: 1 },
            users: users.map((u) =>
              u._id === ana._id ? { ...u, role: 'instructor' as const } : u,
            ),
          } as Reply)
        : undefined,
    );
    renderDashboard('/dashboard/manageusers');
    const user = userEvent.setup();
    const row = await rowOf('Ana Lima');
    const grant = row.getByRole('button', { name: 'Make Instructor: Ana Lima' });
    expect(grant.getAttribute('aria-haspopup')).toBe('dialog');

    await user.click(grant);
    let dialog = await screen.findByRole('alertdialog', {
      name: 'Make Ana Lima an instructor?',
    });
    expect(within(dialog).getByText(/submit courses for review/)).toBeTruthy();
    expect(within(dialog).getByText(/see the students of their own courses/)).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchMock, 'PATCH', grantPath)).toHaveLength(0);

    await user.click(grant);
    dialog = await screen.findByRole('alertdialog', { name: 'Make Ana Lima an instructor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make Instructor' }));

    expect(await screen.findByText('Ana Lima is an Instructor Now!')).toBeTruthy();
    await waitFor(() => expect(row.queryByRole('button', { name: /Make Instructor/ })).toBeNull());
    expect(row.getByText('instructor')).toBeTruthy();
    expect(row.getByRole('button', { name: 'Make Admin: Ana Lima' })).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', grantPath)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('demotes an admin to the role picked in the confirmation dialog', async () => {
    const demotionPath = `/api/users/${ben._id}/demotion`;
    const fetchMock = usersServer([me, ben], (url, init, users) => {
      if (init.method !== 'POST' || url.pathname !== demotionPath) return undefined;
      const { role } = JSON.parse(String(init.body)) as { role: UserSummary['role'] };
      return {
        body: { modifiedCount: 1 },
        users: users.map((u) => (u._id === ben._id ? { ...u, role } : u)),
      } as Reply;
    });
    renderDashboard('/dashboard/manageusers');
    const user = userEvent.setup();
    const row = await rowOf('Ben Okafor');

    await user.click(row.getByRole('button', { name: 'Demote: Ben Okafor' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Demote Ben Okafor?' });
    const instructor = within(dialog).getByRole('radio', { name: /Instructor/ });
    const student = within(dialog).getByRole('radio', { name: /Student/ });
    expect((instructor as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Demote to instructor' })).toBeTruthy();
    await user.click(student);
    expect(callsTo(fetchMock, 'POST', demotionPath)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Demote to student' }));

    expect(await screen.findByText('Ben Okafor is now a Student.')).toBeTruthy();
    const calls = callsTo(fetchMock, 'POST', demotionPath);
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0])).toEqual({ role: 'student' });
    await waitFor(() =>
      expect(row.getByRole('button', { name: 'Make Instructor: Ben Okafor' })).toBeTruthy(),
    );
    expect(row.getByRole('button', { name: 'Make Admin: Ben Okafor' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('demotes an instructor to student after confirming, and shows a refusal as a toast', async () => {
    const demotionPath = `/api/users/${cleo._id}/demotion`;
    const fetchMock = usersServer([me, cleo], (url, init) =>
      init.method === 'POST' && url.pathname === demotionPath
        ? {
            status: 409,
            body: { error: { code: 'conflict', message: 'Cleo Ruiz is not an instructor now.' } },
          }
        : undefined,
    );
    renderDashboard('/dashboard/manageusers');
    const user = userEvent.setup();
    const row = await rowOf('Cleo Ruiz');

    await user.click(row.getByRole('button', { name: 'Demote to student: Cleo Ruiz' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Demote Cleo Ruiz to student?',
    });
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Demote to student' }));

    expect(await screen.findByText('Cleo Ruiz is not an instructor now.')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'POST', demotionPath)[0])).toEqual({ role: 'student' });
    expect(row.getByText('instructor')).toBeTruthy();
  });

  it('signs a user out everywhere after confirming', async () => {
    const signOutPath = `/api/users/${ana._id}/sign-out`;
    const fetchMock = usersServer([me, ana], (url, init) =>
      init.method === 'POST' && url.pathname === signOutPath
        ? { body: { revokedSessions: 3 } }
        : undefined,
    );
    renderDashboard('/dashboard/manageusers');
    const user = userEvent.setup();
    const row = await rowOf('Ana Lima');

    await user.click(row.getByRole('button', { name: 'Sign out everywhere: Ana Lima' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Sign Ana Lima out everywhere?',
    });
    expect(callsTo(fetchMock, 'POST', signOutPath)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Ana Lima is signed out everywhere.')).toBeTruthy();
    expect(screen.getByText('3 sessions ended.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', signOutPath)).toHaveLength(1);
  });
});

const overview: AdminOverview = {
  users: { student: 10, instructor: 3, admin: 2, total: 15 },
  courses: 8,
  pendingCourses: 1,
  orders: 4,
  revenue: 120,
  subscribers: 6,
  contactMessages: 2,
};
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
const who = ({ _id, name, email }: UserSummary) => ({ _id, name, email });

describe('Role changes on the admin home', () => {
  const adminHome = (changes: RoleChange[], total = changes.length) =>
    stubServer('admin', (url) => {
      if (url.pathname === '/api/admin/overview') return { body: overview };
      if (url.pathname === '/api/admin/role-changes') {
        return { body: changes, headers: { 'X-Total-Count': String(total) } };
      }
      return undefined;
    });

  it('lists the latest changes: whom, from → to, by whom, and when', async () => {
    const fetchMock = adminHome(
      [
        {
          _id: 'c3',
          actor: who(me),
          subject: who(ben),
          from: 'admin',
          to: 'instructor',
          date: hoursAgo(2),
        },
        {
          _id: 'c2',
          actor: who(ben),
          subject: who(cleo),
          from: 'student',
          to: 'instructor',
          date: hoursAgo(26),
        },
        {
          _id: 'c1',
          actor: null,
          subject: who(me),
          from: 'student',
          to: 'admin',
          date: hoursAgo(24 * 10),
        },
      ],
      42,
    );
    renderDashboard('/dashboard/adminhome');

    const section = await screen.findByRole('region', { name: 'Role changes' });
    const list = await within(section).findByRole('list', { name: 'Latest role changes' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [first, second, third] = items.map((item) => within(item));
    expect(first!.getByText('Ben Okafor')).toBeTruthy();
    expect(items[0]!.textContent).toMatch(/Admin→toInstructorby you/);
    expect(first!.getByText('2 hours ago').getAttribute('datetime')).toBeTruthy();
    expect(items[1]!.textContent).toMatch(/Cleo Ruiz.*Student→toInstructorby Ben Okafor/);
    expect(second!.getByText('yesterday')).toBeTruthy();
    expect(items[2]!.textContent).toMatch(/by the system/);
    expect(third!.getByText('last week')).toBeTruthy();
    expect(within(section).getByText('The latest 8 of 42')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'GET', '/api/admin/role-changes');
    expect(new URL(String(call![0]), 'http://localhost').search).toBe('?page=1&limit=8');
  });

  it('says so when no role has changed yet', async () => {
    adminHome([]);
    renderDashboard('/dashboard/adminhome');
    const section = await screen.findByRole('region', { name: 'Role changes' });
    expect(await within(section).findByText('No role changes yet.')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Manage Users' }).getAttribute('href')).toBe(
      '/dashboard/manageusers',
    );
    expect(within(section).queryByText(/The latest/)).toBeNull();
  });
});
