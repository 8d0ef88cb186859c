import type { courses, instructors, reviews } from '../schema';

/** Ratings and student counts are not written here: they follow from the demo class's rows. */
type NewCourse = Omit<typeof courses.$inferInsert, 'rating' | 'students' | 'reviewCount'>;

const media = (group: string, n: number) =>
  `/media/${group}/${group.replace(/s$/, '')}-${String(n).padStart(2, '0')}.webp`;
const lessons = (...titles: [string, number][]) =>
  titles.map(([title, minutes]) => ({ title, minutes }));

export const demoInstructors: (typeof instructors.$inferInsert)[] = [
  {
    img: media('instructors', 1),
    name: 'Maya Okafor',
    course: 'Foundations of Drawing',
    email: 'maya.okafor@glossydrawer.local',
  },
  {
    img: media('instructors', 2),
    name: 'Lucas Ferreira',
    course: 'Digital Painting Essentials',
    email: 'lucas.ferreira@glossydrawer.local',
  },
  {
    img: media('instructors', 3),
    name: 'Hana Sato',
    course: 'Character Design for Animation',
    email: 'hana.sato@glossydrawer.local',
  },
  {
    img: media('instructors', 4),
    name: 'Elena Petrova',
    course: 'Watercolor Landscapes',
    email: 'elena.petrova@glossydrawer.local',
  },
  {
    img: media('instructors', 5),
    name: 'Daniel Mensah',
    course: 'Figure Drawing & Anatomy',
    email: 'daniel.mensah@glossydrawer.local',
  },
  {
    img: media('instructors', 6),
    name: 'Priya Raman',
    course: 'Color Theory for Artists',
    email: 'priya.raman@glossydrawer.local',
  },
];

const courseRows: Omit<NewCourse, 'videoUrl'>[] = [
  {
    img: media('courses', 1),
    name: 'Foundations of Drawing',
    level: 'Beginner',
    instructor: 'Maya Okafor',
    priceCents: 4900,
    details:
      'Learn to see like an artist: line, shape, value and form. Draw confident still lifes with pencil, build shading with hatching, and finish a portfolio piece in four weeks.',
    syllabus: lessons(
      ['Seeing shapes, not things', 18],
      ['Line weight and confident marks', 22],
      ['Value scales and light logic', 25],
      ['Hatching and cross-hatching', 20],
      ['Still life from observation', 35],
    ),
  },
  {
    img: media('courses', 2),
    name: 'Digital Painting Essentials',
    level: 'Beginner',
    instructor: 'Lucas Ferreira',
    priceCents: 5900,
    details:
      'Brushes, layers and blending for painters moving to the screen. Paint soft landscapes in the Glossy Drawer sketchpad and learn a non-destructive workflow you can use anywhere.',
    syllabus: lessons(
      ['Your digital studio', 15],
      ['Brushes, pressure and opacity', 24],
      ['Layers without chaos', 21],
      ['Blocking in a landscape', 30],
      ['Edges, detail and finish', 28],
    ),
  },
  {
    img: media('courses', 3),
    name: 'Character Design for Animation',
    level: 'Intermediate',
    instructor: 'Hana Sato',
    priceCents: 7900,
    details:
      'Design characters that move and act. Silhouettes, shape language, turnarounds and expression sheets, with feedback checkpoints modelled on a real studio pipeline.',
    syllabus: lessons(
      ['Shape language', 20],
      ['Strong silhouettes', 18],
      ['Proportion and style', 26],
      ['Turnaround sheets', 32],
      ['Expressions and acting poses', 29],
    ),
  },
  {
    img: media('courses', 4),
    name: 'Watercolor Landscapes',
    level: 'Beginner',
    instructor: 'Elena Petrova',
    priceCents: 4500,
    details:
      'Wet-in-wet skies, layered hills and luminous light. Understand water, pigment and paper, then paint three landscapes from sketch to final glaze.',
    syllabus: lessons(
      ['Water, pigment, paper', 16],
      ['Washes and gradients', 22],
      ['Wet-in-wet skies', 24],
      ['Layering distance', 27],
      ['Three landscapes, start to finish', 45],
    ),
  },
  {
    img: media('courses', 5),
    name: 'Figure Drawing & Anatomy',
    level: 'Intermediate',
    instructor: 'Daniel Mensah',
    priceCents: 6900,
    details:
      'Gesture first, anatomy second. Capture movement in 30-second poses, then build believable figures with simplified bones and muscle groups.',
    syllabus: lessons(
      ['Gesture in 30 seconds', 20],
      ['The mannequin body', 25],
      ['Torso and pelvis', 28],
      ['Arms, hands, legs, feet', 34],
      ['Long pose study', 40],
    ),
  },
  {
    img: media('courses', 6),
    name: 'Perspective & Environments',
    level: 'Intermediate',
    instructor: 'Lucas Ferreira',
    priceCents: 6500,
    details:
      'One-, two- and three-point perspective made practical. Draw streets, rooms and cities that feel deep, then light them for mood.',
    syllabus: lessons(
      ['Horizon and vanishing points', 19],
      ['Boxes in space', 23],
      ['Two-point streets', 27],
      ['Three-point drama', 25],
      ['Atmosphere and light', 30],
    ),
  },
  {
    img: media('courses', 7),
    name: 'Ink & Line Art',
    level: 'Beginner',
    instructor: 'Maya Okafor',
    priceCents: 3900,
    details:
      'Clean, expressive line work with pen and digital ink. Botanical studies, texture patterns and contour drawing that makes every line count.',
    syllabus: lessons(
      ['Choosing a line', 15],
      ['Contour and blind contour', 20],
      ['Texture libraries', 22],
      ['Botanical studies', 28],
      ['A finished ink piece', 35],
    ),
  },
  {
    img: media('courses', 8),
    name: 'Color Theory for Artists',
    level: 'Beginner',
    instructor: 'Priya Raman',
    priceCents: 4900,
    details:
      'Hue, value and saturation without the jargon. Build harmonious palettes, control temperature and make colour tell the story of your picture.',
    syllabus: lessons(
      ['Hue, value, chroma', 18],
      ['Colour relativity', 21],
      ['Harmonies that work', 24],
      ['Warm light, cool shadow', 26],
      ['Palette for a story', 30],
    ),
  },
  {
    img: media('courses', 9),
    name: 'Concept Art: Creatures',
    level: 'Advanced',
    instructor: 'Hana Sato',
    priceCents: 9900,
    details:
      'Invent creatures that could live. Anatomy borrowing, thumbnails at speed, and presentation paintings in a misty, cinematic style.',
    syllabus: lessons(
      ['Believable biology', 24],
      ['Thumbnails at speed', 26],
      ['Borrowing anatomy', 30],
      ['Design iteration', 32],
      ['Presentation painting', 48],
    ),
  },
  {
    img: media('courses', 10),
    name: 'Portrait Painting',
    level: 'Advanced',
    instructor: 'Elena Petrova',
    priceCents: 8900,
    details:
      'Likeness, light and skin tones. Structure of the head, planes of the face and a warm, painterly finish built layer by layer.',
    syllabus: lessons(
      ['Planes of the head', 25],
      ['Features in structure', 28],
      ['Mixing skin tones', 26],
      ['Light on the face', 24],
      ['A painted portrait', 50],
    ),
  },
  {
    img: media('courses', 11),
    name: 'Comics & Visual Storytelling',
    level: 'Intermediate',
    instructor: 'Daniel Mensah',
    priceCents: 5900,
    details:
      'Panels, pacing and camera. Plan a short comic from thumbnail script to inked page, and learn how readers move through a story.',
    syllabus: lessons(
      ['Thumbnail scripts', 20],
      ['Panel rhythm', 22],
      ['Camera and staging', 26],
      ['Lettering space', 15],
      ['An inked page', 40],
    ),
  },
  {
    img: media('courses', 12),
    name: 'Pixel Art & Game Sprites',
    level: 'Beginner',
    instructor: 'Priya Raman',
    priceCents: 2900,
    details:
      'Tiny canvases, big charm. Palettes, clean pixel lines, tiles and a walking sprite animation ready for a game.',
    syllabus: lessons(
      ['Limited palettes', 14],
      ['Clean pixel lines', 18],
      ['Tiles and scenes', 24],
      ['Sprites that read', 22],
      ['A walk cycle', 30],
    ),
  },
];

/**
 * A demo course has no video of its own: its 'Preview' is a timelapse of its cover being painted
 * by our sketchpad engine, played in the browser. A course an instructor submits with a video
 * shows that video instead.
 */
export const demoCourses: NewCourse[] = courseRows.map((course) => ({ ...course, videoUrl: null }));

export const demoReviews: (typeof reviews.$inferInsert)[] = [
  {
    image: media('students', 1),
    studentName: 'Amara Lewis',
    rating: 5,
    review:
      'I had not drawn since school. Six weeks later my sketchbook is full and I finally understand shading. The sketchpad makes daily practice effortless.',
  },
  {
    image: media('students', 2),
    studentName: 'Kenji Watanabe',
    rating: 5,
    review:
      'The character design course felt like a studio internship. Hana’s feedback on silhouettes changed how I draw everything.',
  },
  {
    image: media('students', 3),
    studentName: 'Sofia Marín',
    rating: 4,
    review:
      'Watercolor skies used to terrify me. The wet-in-wet lessons are calm, clear and beautifully filmed.',
  },
  {
    image: media('students', 4),
    studentName: 'Noah Bennett',
    rating: 5,
    review:
      'Perspective finally clicked. I now draw my city on the bus every morning, and the line tools are a joy with a stylus.',
  },
  {
    image: media('students', 5),
    studentName: 'Aisha Karim',
    rating: 5,
    review:
      'Colour theory without jargon, exactly as promised. My palettes went from muddy to glowing in a week.',
  },
  {
    image: media('students', 6),
    studentName: 'Mateo Rossi',
    rating: 4,
    review:
      'Pixel art was the perfect weekend course. I shipped my first game sprite and the community cheered me on.',
  },
];
