import type { PageHead } from './page-head';

/** The home page, as index.html's default head describes it, with its canonical URL. */
export const homePage: Omit<PageHead, 'path'> = {
  title: 'Glossy Drawer | Learn drawing and digital art',
  description:
    'Glossy Drawer: online drawing and digital-art courses with a sketchpad in your browser. Learn from working artists, practise every day, share your art.',
};

/** The public pages with a fixed head, titled as their screens title themselves. */
export const sitePages: Record<string, Omit<PageHead, 'path'>> = {
  '/courses': {
    title: 'Courses | Glossy Drawer',
    description:
      'Drawing and digital-art courses from working artists: foundations, colour, painting, characters and pixel art, each with lessons you practise in the sketchpad.',
  },
  '/instructors': {
    title: 'Instructors | Glossy Drawer',
    description: 'The working artists who teach on Glossy Drawer, and the courses they teach.',
  },
  '/blogpost': {
    title: 'Blog | Glossy Drawer',
    description:
      'Practical guides from our instructors and stories from artists like you: habits, colour, light, composition, hands and the digital workflow.',
  },
  '/event': {
    title: 'Events | Glossy Drawer',
    description: 'Live drawing sessions, workshops and meet-ups, online and in person.',
  },
  '/faq': {
    title: 'FAQ | Glossy Drawer',
    description: 'Answers about courses, payments, the sketchpad and your account.',
  },
  '/contact': {
    title: 'Contact | Glossy Drawer',
    description: 'Write to the Glossy Drawer team: questions, feedback and partnerships.',
  },
  '/terms': {
    title: 'Terms of Service | Glossy Drawer',
    description: 'The terms under which Glossy Drawer offers its courses and sketchpad.',
  },
  '/privacy': {
    title: 'Privacy Policy | Glossy Drawer',
    description: 'What Glossy Drawer stores about you, why, and how to have it changed or removed.',
  },
  '/canvas': {
    title: 'Sketchpad | Glossy Drawer',
    description: 'Draw in your browser: brushes, shapes, layers and pressure, free for everyone.',
  },
};

/** The spec's second names for two pages: the same screen, whose canonical URL is the first name. */
export const pageAliases: Record<string, string> = {
  '/contacts': '/contact',
  '/menu': '/blogpost',
};
