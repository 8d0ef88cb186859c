import type { Role } from '@glossy/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard, signedIn, stubServer } from './render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const menuLabels: Record<Role, string[]> = {
  admin: ['Admin Home', 'Manage Users', 'Manage Classes', 'Inbox'],
  instructor: ['Add courses', 'Instructor Courses'],
  student: ['Payment History', 'My Cart', 'My Courses'],
};

/** The links listed under a sidebar section title. */
async function sectionLinks(title: string) {
  const heading = await screen.findByRole('heading', { name: title });
  const section = heading.closest('section')!;
  return within(section)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('Dashboard sidebar', () => {
  it.each<[Role, string[][]]>([
    [
      'admin',
      [
        ['Admin Home', '/dashboard/adminhome'],
        ['Manage Users', '/dashboard/manageusers'],
        ['Manage Classes', '/dashboard/managecourses'],
        ['Inbox', '/dashboard/inbox'],
        ['Notifications', '/dashboard/notifications'],
        ['Coupons', '/dashboard/coupons'],
        ['Payments & Refunds', '/dashboard/refunds'],
        ['Questions', '/dashboard/questions'],
        ['My Events', '/dashboard/events'],
        ['My Certificates', '/dashboard/certificates'],
        ['My Drills', '/dashboard/drills'],
        ['My Drawings', '/dashboard/drawings'],
        ['Hand-ins', '/dashboard/projects'],
      ],
    ],
    [
      'instructor',
      [
        ['Add courses', '/dashboard/addcourses'],
        ['Instructor Courses', '/dashboard/insaddcourses'],
        ['Notifications', '/dashboard/notifications'],
        ['Coupons', '/dashboard/coupons'],
        ['Questions', '/dashboard/questions'],
        ['My Events', '/dashboard/events'],
        ['My Certificates', '/dashboard/certificates'],
        ['My Drills', '/dashboard/drills'],
        ['My Drawings', '/dashboard/drawings'],
        ['Hand-ins', '/dashboard/projects'],
      ],
    ],
    [
      'student',
      [
        ['Payment History', '/dashboard/payment'],
        ['Notifications', '/dashboard/notifications'],
        ['My Cart', '/dashboard/mycart'],
        ['Wishlist', '/dashboard/wishlist'],
        ['My Courses', '/dashboard/mycourses'],
        ['My Certificates', '/dashboard/certificates'],
        ['My Drills', '/dashboard/drills'],
        ['My Drawings', '/dashboard/drawings'],
        ['Hand-ins', '/dashboard/projects'],
      ],
    ],
  ])('shows the %s its own menu and no other', async (role, expected) => {
    stubServer(role);
    renderDashboard();
    await waitFor(async () => expect(await sectionLinks('MENU')).toEqual(expected));

    const others = Object.entries(menuLabels).filter(([other]) => other !== role);
    for (const [, labels] of others) {
      for (const label of labels) expect(screen.queryByRole('link', { name: label })).toBeNull();
    }
  });

  it('shows who is signed in and the OTHERS links of the spec', async () => {
    stubServer('student');
    renderDashboard();
    const sidebar = await screen.findByRole('complementary', { name: 'Dashboard menu' });
    expect(within(sidebar).getByText(signedIn.name)).toBeTruthy();
    expect(within(sidebar).getByText(signedIn.email)).toBeTruthy();
    expect(await sectionLinks('OTHERS')).toEqual([
      ['Home', '/'],
      ['Courses', '/courses'],
      ['Blog', '/menu'],
      ['Draw', '/canvas'],
      ['Sign up', '/signup'],
      ['Login', '/login'],
    ]);
    expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('welcomes the user with shortcuts for their role', async () => {
    stubServer('student');
    renderDashboard();
    expect(
      (await screen.findByRole('heading', { level: 1, name: `Welcome back, ${signedIn.name}` }))
        .textContent,
    ).toBe(`Welcome back, ${signedIn.name}`);
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: /Continue drawing/ })).toBeTruthy();
    expect(
      within(main)
        .getByRole('link', { name: /Browse courses/ })
        .getAttribute('href'),
    ).toBe('/courses');
  });

  it('highlights the page being shown', async () => {
    stubServer('admin', (url) =>
      url.pathname === '/api/users' ? { body: [], headers: { 'X-Total-Count': '0' } } : undefined,
    );
    renderDashboard('/dashboard/manageusers');
    const active = await screen.findByRole('link', { name: 'Manage Users' });
    await waitFor(() => expect(active.getAttribute('aria-current')).toBe('page'));
    expect(
      screen.getByRole('link', { name: 'Admin Home' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('opens the small-screen menu, and closes it on Escape and on navigation', async () => {
    stubServer('student');
    renderDashboard();
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The page behind the open menu cannot be reached.
    expect(screen.getByRole('main', { hidden: true }).closest('[inert]')).not.toBeNull();
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Close menu'),
    );

    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.click(await screen.findByRole('link', { name: 'Draw' }));
    expect(screen.getByTestId('location').textContent).toBe('/canvas');
  });
});
