import { describe, expect, it } from 'vitest';
import {
  formatClock,
  lessonSteps,
  neighbours,
  resumeLessonId,
} from '../../src/features/classroom/lesson-order';
import { cueText } from '../../src/features/classroom/video/useCaptionCue';
import {
  commandForKey,
  resumePoint,
  stepSpeed,
} from '../../src/features/classroom/video/video-commands';
import { curriculum } from './harness';

describe('Lesson order', () => {
  const steps = lessonSteps(curriculum);

  it('runs through the chapters in order', () => {
    expect(steps.map((step) => [step.lesson._id, step.chapterIndex, step.index])).toEqual([
      ['l1', 0, 0],
      ['l2', 0, 1],
      ['l3', 1, 2],
    ]);
    expect(neighbours(steps, 'l1').previous).toBeUndefined();
    expect(neighbours(steps, 'l2').next?.lesson._id).toBe('l3');
    expect(neighbours(steps, 'nope').current).toBeUndefined();
  });

  it('resumes at the last lesson, else the first not done, else the first', () => {
    const done = (ids: string[], last: string | null = null) => ({
      completedLessonIds: ids,
      lastLessonId: last,
    });
    expect(resumeLessonId(steps, done(['l1'], 'l3'))).toBe('l3');
    expect(resumeLessonId(steps, done(['l1'], 'removed-lesson'))).toBe('l2');
    expect(resumeLessonId(steps, done(['l1', 'l2', 'l3']))).toBe('l1');
    expect(resumeLessonId(steps, undefined)).toBe('l1');
    expect(resumeLessonId([], undefined)).toBeUndefined();
  });

  it('writes a video clock', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(3729)).toBe('1:02:09');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});

describe('Video commands', () => {
  it('steps through the offered speeds and stops at either end', () => {
    expect(stepSpeed(1, 1)).toBe(1.25);
    expect(stepSpeed(1, -1)).toBe(0.75);
    expect(stepSpeed(2, 1)).toBe(2);
    expect(stepSpeed(0.5, -1)).toBe(0.5);
    // A speed set elsewhere, between two offered ones.
    expect(stepSpeed(1.1, 1)).toBe(1.25);
    expect(stepSpeed(1.1, -1)).toBe(1);
  });

  it('knows only the keys of video sites', () => {
    expect(commandForKey('K')).toEqual({ type: 'toggle-play' });
    expect(commandForKey('J')).toEqual({ type: 'seek-by', seconds: -10 });
    expect(commandForKey('a')).toBeNull();
    expect(commandForKey('Tab')).toBeNull();
  });

  it('resumes mid-video, not in the first seconds nor the last ten', () => {
    expect(resumePoint(95, 300)).toBe(95);
    expect(resumePoint(1, 300)).toBe(0);
    expect(resumePoint(291, 300)).toBe(0);
    expect(resumePoint(95, Number.NaN)).toBe(95);
    // A short clip resumes too, except in its last tenth.
    expect(resumePoint(4.5, 9)).toBe(4.5);
    expect(resumePoint(8.5, 9)).toBe(0);
  });

  it('shows a caption as its words only, whatever markup the file holds', () => {
    expect(cueText('<v Maya><i>Squint</i> at the pear</v>')).toBe('Squint at the pear');
    expect(cueText('<script>alert(1)</script>light &amp; shadow')).toBe('alert(1)light & shadow');
  });
});
