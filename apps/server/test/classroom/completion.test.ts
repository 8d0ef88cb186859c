import { describe, expect, it } from 'vitest';
import {
  freshState,
  judgeReport,
  longestReportGapSec,
  readSeconds,
  watchCredit,
  type LessonState,
} from '../../src/modules/classroom/completion';

const at = (sec: number) => new Date(Date.UTC(2026, 10, 28) + sec * 1000);
const playing = (positionSec: number, watchedSec: number, sinceSec: number): LessonState => ({
  completed: false,
  positionSec,
  watchedSec,
  reportedAt: at(sinceSec),
});
const tenMinutes = { kind: 'video', lengthSec: 600 } as const;

describe('completion, judged by the server', () => {
  it('credits a video forward only, and no faster than twice the clock', () => {
    expect(watchCredit(freshState, 300, at(0))).toBe(0);
    expect(watchCredit(playing(100, 100, 0), 110, at(10))).toBe(10);
    // Twice the speed is a player's fastest; seeking ahead earns only that much.
    expect(watchCredit(playing(100, 100, 0), 500, at(10))).toBe(22);
    expect(watchCredit(playing(100, 100, 0), 40, at(10))).toBe(0);
    // A lesson left open for a day is not a day of watching.
    expect(watchCredit(playing(0, 0, 0), 600, at(86_400))).toBe(2 * longestReportGapSec + 2);
  });

  it('finishes a video at 90% of its length, and refuses its completed before then', () => {
    const nearly = playing(530, 530, 0);
    expect(judgeReport(nearly, { positionSec: 539 }, tenMinutes, at(9)).completed).toBe(false);
    const done = judgeReport(nearly, { positionSec: 541 }, tenMinutes, at(11));
    expect(done).toMatchObject({ completed: true, watchedSec: 541, reportedAt: at(11) });
    expect(() => judgeReport(nearly, { completed: true }, tenMinutes, at(1))).toThrow(
      /^Watch the video first: 9 minutes of 9 minutes watched so far\.$/,
    );
    // Never more than the video holds, however it is played.
    const capped = judgeReport(playing(590, 599, 0), { positionSec: 600 }, tenMinutes, at(10));
    expect(capped.watchedSec).toBe(600);
    // Saying not done is always the student's own.
    expect(judgeReport(done, { completed: false }, tenMinutes, at(20)).completed).toBe(false);
  });

  it('times an article from its first report, by its words', () => {
    expect(readSeconds(null)).toBe(3);
    const words = Array.from({ length: 300 }, () => 'line').join(' ');
    expect(readSeconds([{ type: 'paragraph', spans: [{ text: words }] }])).toBe(20);
    expect(readSeconds([{ type: 'heading', text: `${words} ${words} ${words}` }])).toBe(30);
    const article = { kind: 'article', readSec: 20 } as const;
    const opened = judgeReport(freshState, { positionSec: 0 }, article, at(0));
    expect(opened.reportedAt).toEqual(at(0));
    expect(() => judgeReport(opened, { completed: true }, article, at(5))).toThrow(
      'Take 15 seconds more to read it first.',
    );
    expect(judgeReport(opened, { completed: true }, article, at(20)).completed).toBe(true);
  });

  it('finishes an exercise only with a hand-in', () => {
    expect(() =>
      judgeReport(freshState, { completed: true }, { kind: 'exercise', handedIn: false }, at(0)),
    ).toThrow(/^Hand in a drawing/);
    const handedIn = { kind: 'exercise', handedIn: true } as const;
    expect(judgeReport(freshState, { completed: true }, handedIn, at(0)).completed).toBe(true);
  });
});
