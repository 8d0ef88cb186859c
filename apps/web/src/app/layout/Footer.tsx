import type { Course } from '@glossy/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SubscribeForm } from '../../features/content/SubscribeForm';
import { apiGet } from '../../lib/api';
import { Logo } from './Logo';

const siteLinks = [
  { to: '/', label: 'Home' },
  { to: '/courses', label: 'Courses' },
  { to: '/login', label: 'Login' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
];

const socials = ['Instagram', 'Behance', 'YouTube', 'Pinterest'];

export function Footer() {
  const { data: courses } = useQuery({
    queryKey: ['courses', { limit: 5 }],
    queryFn: ({ signal }) => apiGet<Course[]>('/courses?limit=5', signal),
  });
  return (
    // A dark surface in both themes, so it takes the dark theme's colours: the light theme's status
    // colours and input focus ring are made for cream and sink on navy (subscribed: 3.3:1).
    <footer data-theme="dark" className="bg-neutral text-neutral-content below-fold mt-16">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <Logo />
          <p className="text-neutral-content/80 text-sm">
            Courses from working artists and a sketchpad in your browser. Learn, practise, share.
          </p>
          <SubscribeForm />
        </div>
        <nav aria-label="Footer">
          <h2 className="mb-3 font-sans text-base font-semibold">Explore</h2>
          <ul className="space-y-2 text-sm">
            {siteLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="link link-hover">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/privacy" className="link link-hover">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className="link link-hover">
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 font-sans text-base font-semibold">Courses</h2>
          <ul className="space-y-2 text-sm">
            {(courses ?? []).map((course) => (
              <li key={course._id}>
                <Link to={`/detail/${course._id}`} className="link link-hover">
                  {course.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="text-sm">
          <h2 className="mb-3 font-sans text-base font-semibold">Contact</h2>
          <address className="space-y-2 not-italic">
            <p>Rua das Flores 27, 1200-195 Lisbon, Portugal</p>
            <p>
              <a className="link link-hover" href="mailto:hello@glossydrawer.local">
                hello@glossydrawer.local
              </a>
            </p>
            <p>+351 21 000 2023</p>
          </address>
          <h2 className="mt-5 mb-2 font-sans text-base font-semibold">Follow us</h2>
          <ul className="flex flex-wrap gap-x-3 gap-y-1">
            {socials.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-neutral-content/15 border-t">
        <p className="container-page py-5 text-center text-sm">
          © 2023 Glossy Drawer. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
