import { describe, expect, it, vi } from 'vitest';
import {
  boardCentre,
  boardPoint,
  courseChoices,
  critiquesText,
  firstWords,
  handInCount,
  pinJumpLabel,
  pinThread,
  spotStyle,
  studentOrder,
  teacherOrder,
  timeFraction,
} from '../../src/features/classroom/projects/critique-format';
import { transparentTarget } from '../../src/features/classroom/projects/useOverlayReplay';
import { aComment, aProject } from './critique-fixtures';

describe('pinThread', () => {
  it('orders pins by their moment, then by when they were written, replies oldest first', () => {
    const thread = pinThread([
      aComment(1, { atMs: 9000, x: 1, y: 1 }),
      aComment(2, { atMs: 1000, x: 1, y: 1 }),
      aComment(3, { replyTo: 'c1', date: '2026-03-09T10:00:00.000Z', text: 'later' }),
      aComment(4, { atMs: 9000, x: 2, y: 2, date: '2026-03-01T10:00:00.000Z' }),
      aComment(5, { replyTo: 'c1', date: '2026-03-07T10:00:00.000Z', text: 'sooner' }),
      aComment(6, { replyTo: 'gone', text: 'orphan' }),
    ]);
    expect(thread.map((pin) => pin.comment._id)).toEqual(['c2', 'c4', 'c1']);
    expect(thread[2]!.replies.map((reply) => reply.text)).toEqual(['sooner', 'later']);
    expect(thread.flatMap((pin) => pin.replies).some((r) => r.text === 'orphan')).toBe(false);
  });
});

describe('pin labels', () => {
  it('names a marker by its moment and the first words of its text', () => {
    expect(firstWords('  one two   three ')).toBe('one two three');
    expect(firstWords('a b c d e f g h')).toBe('a b c d e f…');
    const [pin] = pinThread([
      aComment(1, { atMs: 125_400, x: 0, y: 0, text: 'Soften the shadow under the pear please' }),
    ]);
    expect(pinJumpLabel(pin!)).toBe('Jump to 2:05: Soften the shadow under the pear…');
  });
});

describe('positions', () => {
  it('places a moment on the scrubber as a share of the replay, kept on it', () => {
    expect(timeFraction(5000, 20_000)).toBe(0.25);
    expect(timeFraction(30_000, 20_000)).toBe(1);
    expect(timeFraction(-1, 20_000)).toBe(0);
    expect(timeFraction(5000, 0)).toBe(0);
  });

  it('maps a click on the board to the drawing’s units, inside the page', () => {
    const box = { left: 10, top: 20, width: 500, height: 250 };
    expect(boardPoint(260, 145, box, 1000, 500)).toEqual({ x: 500, y: 250 });
    expect(boardPoint(0, 0, box, 1000, 500)).toEqual({ x: 0, y: 0 });
    expect(boardPoint(9999, 9999, box, 1000, 500)).toEqual({ x: 1000, y: 500 });
    expect(boardPoint(10, 10, { ...box, width: 0 }, 1000, 500)).toBeNull();
    expect(boardCentre(301, 150)).toEqual({ x: 151, y: 75 });
    expect(spotStyle({ x: 250, y: 50 }, 1000, 500)).toEqual({ left: '25%', top: '10%' });
  });
});

describe('hand-in lists', () => {
  const a = aProject({ _id: 'a', critiques: 2, handedInAt: '2026-03-05T00:00:00.000Z' });
  const b = aProject({ _id: 'b', critiques: 0, handedInAt: '2026-03-01T00:00:00.000Z' });
  const c = aProject({ _id: 'c', critiques: 0, handedInAt: '2026-03-03T00:00:00.000Z' });
  const d = aProject({ _id: 'd', critiques: 1, handedInAt: '2026-03-06T00:00:00.000Z' });

  it('puts the instructor’s waiting hand-ins first, newest first within each group', () => {
    expect(teacherOrder([a, b, c, d]).map((p) => p._id)).toEqual(['c', 'b', 'd', 'a']);
    expect(studentOrder([a, b, c, d]).map((p) => p._id)).toEqual(['d', 'a', 'c', 'b']);
  });

  it('offers each course once, by name', () => {
    const w = aProject({ courseId: 'w', courseName: 'Watercolour Skies' });
    const s = aProject({ courseId: 's', courseName: 'Still Life Basics' });
    expect(courseChoices([w, s, w])).toEqual([
      { id: 's', name: 'Still Life Basics' },
      { id: 'w', name: 'Watercolour Skies' },
    ]);
  });

  it('counts what waits: uncritiqued hand-ins the caller teaches, unread comments on their own', () => {
    const mine = [
      aProject({ unread: 2, critiques: 0, teaching: false }),
      aProject({ unread: 1, critiques: 3, teaching: false }),
    ];
    expect(handInCount([a, b, c, d])).toBe(2);
    expect(handInCount(mine)).toBe(3);
    // An instructor who is also a student of another course: both kinds, each counted its way.
    expect(handInCount([a, b, c, d, ...mine])).toBe(5);
    // Unread comments on a hand-in the caller critiques are not theirs to read.
    expect(handInCount([aProject({ unread: 4, critiques: 1 })])).toBe(0);
    expect(handInCount([])).toBe(0);
  });

  it('says where a critique stands', () => {
    expect(critiquesText(0)).toBe('Not critiqued yet');
    expect(critiquesText(1)).toBe('1 critique');
    expect(critiquesText(4)).toBe('4 critiques');
  });
});

describe('transparentTarget', () => {
  it('clears where the replay would lay its paper, and draws the strokes as they are', () => {
    const context = {
      save: vi.fn(),
      restore: vi.fn(),
      clearRect: vi.fn(),
      fillRect: vi.fn(),
      drawImage: vi.fn(),
      fillStyle: '#000000',
      globalAlpha: 1,
    };
    const target = transparentTarget(context as unknown as CanvasRenderingContext2D);
    target.fillStyle = '#ffffff';
    target.fillRect(0, 0, 30, 20);
    target.globalAlpha = 0.5;
    const image = {} as CanvasImageSource;
    target.drawImage(image, 0, 0);
    expect(context.clearRect).toHaveBeenCalledWith(0, 0, 30, 20);
    expect(context.fillRect).not.toHaveBeenCalled();
    expect(context.fillStyle).toBe('#000000');
    expect(context.globalAlpha).toBe(0.5);
    expect(context.drawImage).toHaveBeenCalledWith(image, 0, 0);
  });
});
