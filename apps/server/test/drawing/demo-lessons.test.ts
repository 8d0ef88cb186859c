import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drillCourse, drillCurriculum } from '../../src/db/seed/drill-course';
import { demoCurricula } from '../../src/db/seed/studio';
import {
  articleWords,
  referenceCourse,
  referenceUrl,
  wordsPerMinute,
  type ChapterSpec,
  type LessonSpec,
} from '../../src/db/seed/studio-lessons';
import { demoCaptionsUrl, demoVideoSeconds, demoVideoUrl } from '../../src/db/seed/demo-videos';
import { workflowSubmissions } from '../../src/db/seed/studio-workflow';

const publicFile = (url: string) => new URL(`../../../web/public${url}`, import.meta.url);

/** Every seeded curriculum by course name: the catalog's, the review queue's, the drill course. */
const curricula: [string, ChapterSpec[]][] = [
  ...Object.entries(demoCurricula),
  ...workflowSubmissions.map((s): [string, ChapterSpec[]] => [s.courseName, s.chapters]),
  [drillCourse.name, drillCurriculum],
];
const lessonsOf = <K extends LessonSpec['kind']>(kind: K) =>
  curricula.flatMap(([course, chapters]) =>
    chapters.flatMap((chapter) =>
      chapter.lessons
        .filter((lesson): lesson is Extract<LessonSpec, { kind: K }> => lesson.kind === kind)
        .map((lesson) => ({ course, lesson })),
    ),
  );

/** The movie's length in seconds, from the `mvhd` box inside the file's `moov` box. */
function mp4Seconds(file: Buffer): number {
  const box = (from: number, to: number, type: string): [number, number] => {
    for (let at = from; at + 8 <= to;) {
      const size = file.readUInt32BE(at);
      if (size < 8) break;
      if (file.toString('latin1', at + 4, at + 8) === type) return [at + 8, at + size];
      at += size;
    }
    throw new Error(`no ${type} box`);
  };
  const [moov, moovEnd] = box(0, file.length, 'moov');
  const [mvhd] = box(moov, moovEnd, 'mvhd');
  const version = file[mvhd]!;
  // Version 1 has 64-bit creation and modification times before the timescale.
  const timescale = file.readUInt32BE(mvhd + (version === 1 ? 20 : 12));
  const duration =
    version === 1 ? Number(file.readBigUInt64BE(mvhd + 24)) : file.readUInt32BE(mvhd + 16);
  return duration / timescale;
}

const stamp = (text: string) => {
  const [h, m, s] = text.split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
};

describe('the demo lessons are what their labels say', () => {
  const videos = lessonsOf('video');

  it.each(videos.map(({ course, lesson }) => [course, lesson.title, lesson] as const))(
    '%s: the video of “%s” is as long as its label',
    (_course, _title, lesson) => {
      const file = readFileSync(publicFile(demoVideoUrl(lesson.demo)));
      const labelled = Math.round(lesson.minutes * 60);
      expect(Math.abs(mp4Seconds(file) - labelled)).toBeLessThanOrEqual(1);
      // The player labels a lesson in seconds below a minute and in whole minutes above.
      expect(labelled < 60 || labelled % 60 === 0).toBe(true);
    },
  );

  it('each demo video is small and H.264, its captions WebVTT cues that fit inside it', () => {
    let total = 0;
    for (const [name, seconds] of Object.entries(demoVideoSeconds)) {
      const demo = name as keyof typeof demoVideoSeconds;
      const file = readFileSync(publicFile(demoVideoUrl(demo)));
      total += file.length;
      expect(file.length, name).toBeLessThanOrEqual(300 * 1024);
      expect(file.includes('avc1'), `${name} is H.264`).toBe(true);
      const vtt = readFileSync(publicFile(demoCaptionsUrl(demo)), 'utf8');
      expect(vtt.startsWith('WEBVTT\n')).toBe(true);
      const cues = [...vtt.matchAll(/^([\d:.]+) --> ([\d:.]+)\n(.+)$/gm)];
      expect(cues.length, name).toBeGreaterThanOrEqual(4);
      let last = 0;
      for (const [, from, to, text] of cues) {
        expect(stamp(from!)).toBeGreaterThanOrEqual(last);
        expect(stamp(to!) - stamp(from!)).toBeGreaterThanOrEqual(1.5);
        expect(text!.trim().length).toBeGreaterThan(10);
        last = stamp(to!);
      }
      expect(stamp(cues[0]![1]!)).toBe(0);
      expect(last).toBeCloseTo(seconds, 3);
    }
    expect(total).toBeLessThanOrEqual(3 * 1024 * 1024);
  });

  it.each(
    lessonsOf('article').map(({ course, lesson }) => [course, lesson.title, lesson] as const),
  )('%s: “%s” has as many words as its reading time says', (_course, _title, lesson) => {
    const words = articleWords(lesson.article);
    expect(lesson.minutes).toBeGreaterThanOrEqual(1);
    // The label is the nearest whole minute at the stated reading speed.
    expect(Math.abs(words / wordsPerMinute - lesson.minutes)).toBeLessThanOrEqual(0.5);
  });

  it.each(
    lessonsOf('exercise').map(({ course, lesson }) => [course, lesson.title, lesson] as const),
  )('%s: “%s” shows a reference drawn for its own course', (course, _title, lesson) => {
    expect(referenceCourse[lesson.reference]).toBe(course);
    expect(existsSync(publicFile(referenceUrl(lesson.reference)))).toBe(true);
    expect(statSync(publicFile(referenceUrl(lesson.reference))).size).toBeLessThanOrEqual(
      40 * 1024,
    );
  });
});
