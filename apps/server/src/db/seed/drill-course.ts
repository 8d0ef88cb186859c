import type { courses } from '../schema';
import {
  article,
  bullets,
  chapter,
  drill,
  heading,
  para,
  picture,
  steps,
  type ChapterSpec,
} from './studio-lessons';

/**
 * The free demo course of drills (issue 30): every drill type, scored stroke by stroke. Its id is
 * fixed, so the seed knows it has made it even after a rename, and a link to it works on any
 * install.
 */
export const drillCourseId = '5eed0030-d211-4000-8000-00000000d211';
export const drillCourseCover = '/media/courses/course-13.webp';

export const drillCourse = {
  id: drillCourseId,
  img: drillCourseCover,
  name: 'Lines, ellipses and boxes',
  level: 'Beginner',
  instructor: 'Maya Okafor',
  priceCents: 0,
  videoUrl: null,
  details:
    'Free drills for a confident hand: lines between dots, superimposed and ghosted lines, ellipses in a table of degrees, boxes in two-point perspective, hatching and pressure ramps. Every stroke is scored the moment your pen lifts, with a tip in words, and your progress is charted day by day.',
} satisfies Omit<typeof courses.$inferInsert, 'rating' | 'syllabus'>;

/** Titles of the drills the demo attempts are made at (see drill-practice.ts). */
export const drillTitles = {
  lines: 'Lines between dots',
  superimposed: 'Superimposed lines',
  ghosted: 'Ghosted lines',
  ellipses: 'Ellipses from 15° to 60°',
  table: 'A table of ellipses, twice around',
  boxes: 'Boxes in two-point perspective',
  hatching: 'Hatching',
  pressure: 'Pressure ramp',
} as const;
export type DrillTitle = keyof typeof drillTitles;

const howDrillsWork = article(
  'How drills work',
  heading('Mileage you can measure'),
  para(
    'Drawing is a motor skill: confident lines, round ellipses and boxes that sit in space come from drawing hundreds of them. Each drill gives you targets on a board and scores every stroke the moment your pen lifts, so you know at once whether a line was straight, whether it stopped at its dot and whether your hand slowed down on the way.',
  ),
  steps(
    'Open a drill and press Start the drill: the board shows this round’s targets.',
    'Draw each target once, from the shoulder, at an even speed. Never fix a stroke: draw the next one.',
    'Read the overlay and the tip under each stroke: the ideal line or ellipse, and where yours strayed.',
    'Save the attempt. The chart on the drill’s page puts it beside your earlier ones; redo the drill for new targets.',
  ),
  heading('What the scores mean'),
  bullets(
    'Deviation and ends: how far the stroke strayed from the ideal line, and how far short of or past each dot it stopped.',
    'Wobble: the shake a smoothed copy of the stroke leaves out. A confident line is smooth even when it is a little off.',
    'Speed and hesitation: an even pace through the middle, and no stop of more than 150 ms.',
    'Roundness, alignment and closure for ellipses; for boxes, how each edge runs to its vanishing point.',
  ),
  picture(
    drillCourseCover,
    'A sketchbook page of drills: lines between dots, a table of ellipses and boxes in two-point perspective',
  ),
  para(
    'A drill passes at its threshold with every target drawn. Warm up with ten minutes of lines before anything else you draw, here or on the [sketchpad](/canvas); the [FAQ](/faq) answers questions about pens and tablets.',
  ),
);

/** An intro and eight drills, every drill type among them, from lines to boxes. */
export const drillCurriculum: ChapterSpec[] = [
  chapter(
    'Lines that mean it',
    howDrillsWork,
    drill(drillTitles.lines, 10, {
      type: 'lines',
      count: 10,
      seed: 3101,
      minLength: 150,
      maxLength: 450,
      passScore: 75,
      penWidth: 3,
    }),
    drill(drillTitles.superimposed, 12, {
      type: 'superimposed',
      count: 5,
      seed: 3102,
      minLength: 200,
      maxLength: 500,
      repeats: 4,
      passScore: 75,
      penWidth: 3,
    }),
    drill(drillTitles.ghosted, 12, {
      type: 'ghosted',
      count: 8,
      seed: 3103,
      minLength: 300,
      maxLength: 750,
      passScore: 75,
      penWidth: 3,
    }),
  ),
  chapter(
    'Ellipses',
    drill(drillTitles.ellipses, 12, {
      type: 'ellipses',
      count: 8,
      seed: 3201,
      degrees: [15, 30, 45, 60],
      repeats: 2,
      passScore: 70,
      penWidth: 3,
    }),
    drill(drillTitles.table, 15, {
      type: 'ellipses',
      count: 12,
      seed: 3202,
      degrees: [10, 25, 40, 55, 70, 85],
      repeats: 2,
      passScore: 75,
      penWidth: 3,
    }),
  ),
  chapter(
    'Boxes, hatching and pressure',
    drill(drillTitles.boxes, 15, {
      type: 'boxes',
      count: 4,
      seed: 3301,
      passScore: 70,
      penWidth: 3,
    }),
    drill(drillTitles.hatching, 10, {
      type: 'hatching',
      count: 6,
      seed: 3302,
      passScore: 70,
      penWidth: 2,
    }),
    drill(drillTitles.pressure, 10, {
      type: 'pressure',
      count: 8,
      seed: 3303,
      minLength: 250,
      maxLength: 600,
      passScore: 70,
      penWidth: 6,
    }),
  ),
];
