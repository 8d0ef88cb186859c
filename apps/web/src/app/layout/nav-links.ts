export interface NavLinkItem {
  to: string;
  label: string;
}

export const mainLinks: NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/instructors', label: 'Instructors' },
  { to: '/courses', label: 'Courses' },
];

/** The Learn dropdown, in the spec's order. */
export const learnLinks: NavLinkItem[] = [
  { to: '/blogpost', label: 'Blog Post' },
  { to: '/createpost', label: 'Create Post' },
  { to: '/event', label: 'Events' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact Us' },
];
