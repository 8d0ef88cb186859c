import { refundPolicy } from '@glossy/contract';
import type { blogTopics, events, faqs, galleryItems } from '../schema';

const img = (group: string, name: string) => `/media/${group}/${name}.webp`;
const day = 24 * 60 * 60 * 1000;

export const demoGallery: (typeof galleryItems.$inferInsert)[] = [
  'Tide of Ink|Maya Okafor',
  'Vermilion Dusk|Lucas Ferreira',
  'Quiet Forest|Elena Petrova',
  'Signal Bloom|Priya Raman',
  'The Watcher|Hana Sato',
  'Paper Harbour|Daniel Mensah',
  'Night Market|Amara Lewis',
].map((entry, i) => {
  const [title = '', artist = ''] = entry.split('|');
  return {
    title,
    artist,
    image: img('gallery', `gallery-${String(i + 1).padStart(2, '0')}`),
    position: i + 1,
  };
});

/** An event as seeded: its length in hours stands for its end. */
type SeedEvent = Pick<typeof events.$inferInsert, 'title' | 'location' | 'description'> & {
  hours?: number;
};

const upcoming: SeedEvent[] = [
  {
    title: 'Live Sketch Night',
    location: 'Glossy Drawer Studio, Lisbon',
    description:
      'Two hours of timed gesture drawing with live music and a costumed model. All levels welcome; paper and pencils provided.',
  },
  {
    title: 'Museum Drawing Tour',
    location: 'City Art Museum, Main Hall',
    description:
      'Sketch the masters in the galleries with an instructor who shows how to study composition and value from great paintings.',
  },
  {
    title: 'Plein-Air by the Lake',
    location: 'Lakeside Park, North Pier',
    description:
      'Paint light on water outdoors. Bring watercolours or a tablet; we cover quick studies, changing light and colour notes.',
  },
  {
    title: 'Character Design Workshop',
    location: 'Online, live stream',
    description:
      'Hana Sato designs a cast from scratch and reviews student silhouettes live. Questions answered in chat.',
  },
  {
    title: 'Urban Sketching Rooftops',
    location: 'Old Town Rooftop Terrace',
    description:
      'Perspective in the wild: capture chimneys, domes and streets from above, then share sketches over tea at sunset.',
  },
];

const past: SeedEvent[] = [
  {
    title: 'Student Exhibition',
    location: 'Gallery Nine, Harbour Street',
    description:
      'A wall of student work from our spring courses, with short talks by six artists about their process.',
  },
  {
    title: 'Portrait Marathon',
    location: 'Glossy Drawer Studio, Lisbon',
    description:
      'Twelve sitters, twelve portraits, one long day of practice. Over forty artists filled two sketchbooks each.',
  },
  {
    title: 'Digital Art Jam',
    location: 'Online, live stream',
    description:
      'A 24-hour creative jam on the theme "tides". Entries were painted entirely in the Glossy Drawer sketchpad.',
    hours: 24,
  },
  {
    title: 'Watercolour Meetup',
    location: 'Botanical Garden Pavilion',
    description:
      'A relaxed afternoon painting flowers and leaves, with a demo on glazing and lifting colour.',
  },
  {
    title: 'Community Art Awards',
    location: 'Riverside Hall',
    description:
      'We celebrated the year’s most inspiring student journeys, with prizes for progress, storytelling and colour.',
  },
];

/** Dates relative to the first start, so a fresh site always has five events ahead and five behind. */
export function demoEvents(now = Date.now()): (typeof events.$inferInsert)[] {
  const at = (offsetDays: number) =>
    new Date(Math.floor((now + offsetDays * day) / 3_600_000) * 3_600_000);
  return [
    ...upcoming.map(({ hours = 2, ...e }, i) => ({
      ...e,
      startsAt: at(9 + i * 14),
      endsAt: new Date(at(9 + i * 14).getTime() + hours * 3_600_000),
      imageUrl: img('events', `event-${String(i + 1).padStart(2, '0')}`),
    })),
    ...past.map(({ hours = 2, ...e }, i) => ({
      ...e,
      startsAt: at(-12 - i * 21),
      endsAt: new Date(at(-12 - i * 21).getTime() + hours * 3_600_000),
      imageUrl: img('events', `event-${String(i + 6).padStart(2, '0')}`),
    })),
  ];
}

export const demoBlogTopics: (typeof blogTopics.$inferInsert)[] = [
  [
    'Building a Daily Sketching Habit',
    'Ten minutes a day beats a weekend binge. How to keep a sketchbook going when life is busy.',
    6,
  ],
  [
    'Palettes That Sing',
    'Start from three colours, not thirty. A practical way to build harmonious palettes for any mood.',
    7,
  ],
  [
    'Choosing Your Brushes and Tools',
    'Pencils, pens and digital brushes: what each one is good at, and which five you really need.',
    5,
  ],
  [
    'Light, Shadow and Form',
    'Core shadow, cast shadow, reflected light: the five tones that turn a circle into a sphere.',
    8,
  ],
  [
    'Composition Made Simple',
    'Thirds, triangles and leading lines. Arrange your picture so the eye goes where you want.',
    6,
  ],
  [
    'A Calm Digital Workflow',
    'Layers, naming and non-destructive habits that keep big paintings under control.',
    7,
  ],
  [
    'Finding Inspiration in Nature',
    'Leaves, stones and clouds are endless teachers. Field studies that sharpen observation.',
    5,
  ],
  [
    'Drawing Hands Without Fear',
    'Break the hand into simple boxes and cylinders, then add gesture and character.',
    9,
  ],
  [
    'Growing an Art Career',
    'Portfolios, commissions and community: small steps that turn practice into paid work.',
    8,
  ],
].map(([title, excerpt, readMinutes], i) => ({
  title: String(title),
  excerpt: String(excerpt),
  readMinutes: Number(readMinutes),
  image: img('blog', `topic-${String(i + 1).padStart(2, '0')}`),
  position: i + 1,
}));

export const demoFaqs: (typeof faqs.$inferInsert)[] = [
  [
    'What is digital art?',
    'Digital art is any artwork made with digital tools: a tablet and stylus, a mouse, or a touch screen. The skills are the same as on paper (line, value, colour, composition), and the screen adds layers, undo and endless paper.',
  ],
  [
    'Do I need a drawing tablet to start?',
    'No. The Glossy Drawer sketchpad works with a mouse, a touch screen or a pen. A pressure-sensitive pen makes strokes more expressive, but every course can be followed without one.',
  ],
  [
    'Is digital art easier than traditional art?',
    'It is different rather than easier. Undo and layers remove the fear of mistakes, but drawing well still takes practice in observation, form and colour, which is what our courses teach.',
  ],
  [
    'How long does it take to learn digital painting?',
    'Most students finish a beginner course in four to six weeks at a few hours a week. Confidence comes from steady practice; the sketchpad saves every drawing so you can see your progress.',
  ],
  [
    'Can I sell the art I make in the courses?',
    'Yes. Everything you create is yours. Our Growing an Art Career articles cover portfolios, commissions and pricing when you are ready.',
  ],
  [
    'Can I get a refund?',
    `Yes. ${refundPolicy.text} Write to us through the Contact page with your order number (GD-…) and the refund goes back to the card you paid with; the course then leaves My Courses.`,
  ],
].map(([question, answer], i) => ({
  question: String(question),
  answer: String(answer),
  position: i + 1,
}));
