import type { courseSubmissions } from '../schema';
import {
  article,
  bullets,
  chapter,
  exercise,
  heading,
  para,
  video,
  type ChapterSpec,
} from './studio-lessons';

type Level = (typeof courseSubmissions.$inferInsert)['level'];

/**
 * Courses still in review, so an admin and an instructor see the whole workflow on a fresh
 * install: two waiting for a decision, one sent back with feedback. None is in the catalog.
 */
export interface WorkflowSubmission {
  instructor: string;
  courseName: string;
  image: string;
  priceCents: number;
  rating: number;
  level: Level;
  description: string;
  daysAgo: number;
  chapters: ChapterSpec[];
  denied?: { feedback: string; daysAgo: number };
}

export const workflowSubmissions: WorkflowSubmission[] = [
  {
    instructor: 'lucas.ferreira@glossydrawer.local',
    courseName: 'Urban Sketching on Location',
    image: '/media/courses/course-06.webp',
    priceCents: 5400,
    rating: 4.7,
    level: 'Intermediate',
    description:
      'Fill a sketchbook with your city. Quick perspective for streets and cafés, people in a few lines, and a light watercolour wash, all in under an hour per page.',
    daysAgo: 2,
    chapters: [
      chapter(
        'Drawing where you stand',
        video('Choosing a spot and a view', 'street'),
        article(
          'What to pack for a sketch walk',
          heading('Travel light'),
          bullets(
            'A pocket sketchbook and one fineliner',
            'A water brush and a travel palette',
            'A folding stool, if your knees ask for it',
          ),
          para('Plan your walk around one of our [events](/event).'),
          heading('A light kit'),
          bullets(
            'A small sketchbook with paper that takes light washes.',
            'One fineliner and one water brush.',
            'A pencil for quick construction lines.',
            'A clip or elastic to hold the pages in the wind.',
            'A phone or tablet with the sketchpad, if you paint digitally.',
          ),
          para(
            'Everything should fit in a coat pocket. A big kit makes you choose a spot where you can spread it out, and those are rarely the best views. Pack the night before, so that when the light is good you only need to pick up the bag.',
          ),
          heading('On location'),
          para(
            'Stand or sit where you can see your subject without turning your head. Give yourself a time limit of fifteen to thirty minutes per drawing; the light and the people will move anyway. Draw the big shapes and the horizon first, then the people last, because they leave. Write the date and the place on every page.',
          ),
        ),
      ),
      chapter(
        'Streets in an hour',
        video('Perspective in five lines', 'street'),
        exercise(
          'A café corner in 30 minutes',
          30,
          'cafe-corner',
          'street',
          'Find a corner you can see from a seat. Draw the horizon, the nearest vertical edge and the lines to both vanishing points, then the windows and the people last.',
        ),
      ),
    ],
  },
  {
    instructor: 'maya.okafor@glossydrawer.local',
    courseName: 'Botanical Ink Journals',
    image: '/media/courses/course-07.webp',
    priceCents: 3500,
    rating: 4.8,
    level: 'Beginner',
    description:
      'A page a day from your garden or a walk in the park: leaves, seed heads and flowers in fineliner, with notes in your own handwriting.',
    daysAgo: 4,
    chapters: [
      chapter(
        'A page a day',
        video('Setting up a journal page', 'botanical'),
        exercise(
          'Three leaves, three lines',
          15,
          'journal-leaves',
          'botanical',
          'Draw three leaves from the reference: one in contour only, one with its veins, one with hatching on the shadow side.',
        ),
      ),
      chapter('Seasons', video('Spring buds and autumn seed heads', 'botanical')),
    ],
  },
  {
    instructor: 'daniel.mensah@glossydrawer.local',
    courseName: 'Manga Faces in a Weekend',
    image: '/media/courses/course-11.webp',
    priceCents: 2500,
    rating: 4.2,
    level: 'Beginner',
    description: 'Learn to draw manga faces fast.',
    daysAgo: 12,
    chapters: [chapter('Faces', video('The manga head', 'head'), video('Eyes and hair', 'head'))],
    denied: {
      daysAgo: 9,
      feedback:
        'Thanks, Daniel. The idea fits the catalog, but the course is not ready yet: it has two videos and no exercises, and the description does not say what students will be able to draw at the end. Please add at least one drawing exercise per chapter (a reference picture and, ideally, a demo), describe the outcome in two or three sentences, then resubmit.',
    },
  },
];
