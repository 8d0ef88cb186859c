import * as canvas from '@glossy/canvas';
import { perspectiveGuide, type Guide, type StrokeLog } from '@glossy/canvas';
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GuideLayer } from '../../src/sketchpad/replay/GuideLayer';
import { useReplayGuides } from '../../src/sketchpad/replay/useReplayGuides';

afterEach(cleanup);

const grid: Guide = { kind: 'grid', origin: { x: 0, y: 0 }, size: 20 };
const twoPoint = perspectiveGuide([
  { x: 20, y: 40 },
  { x: 180, y: 40 },
]);
const stroke = (y: number, seed: number) => ({
  t: 'stroke' as const,
  layer: 'layer-1',
  brush: 'pen' as const,
  color: '#000000',
  size: 4,
  opacity: 1,
  stabilizer: 0,
  pressure: 'device' as const,
  seed,
  points: [20, y, 0.5, 0, 0, 0, 180, y, 0.5, 0, 0, 16],
});
/** A guide, a stroke; the guide changed, a stroke. */
const log: StrokeLog = {
  format: canvas.LOG_FORMAT,
  version: canvas.LOG_VERSION,
  width: 200,
  height: 100,
  scale: 1,
  background: '#ffffff',
  ops: [
    { t: 'guides', guides: [grid] },
    stroke(30, 1),
    { t: 'guides', guides: [twoPoint] },
    stroke(70, 2),
  ],
};

describe('guides in a replay', () => {
  it('follow the step the replay shows', async () => {
    const player = await canvas.ReplayPlayer.open(log, { sliceMs: 0 });
    const load = { state: 'ready' as const, player, canvas };
    const { result } = renderHook(() => useReplayGuides(load));
    // The finished drawing: the perspective the last stroke was drawn with.
    expect(result.current?.lines.some((l) => l.role === 'horizon')).toBe(true);
    act(() => void player.seek(1));
    expect(result.current?.lines.every((l) => l.role === 'grid')).toBe(true);
    act(() => void player.seek(0));
    expect(result.current).toBeNull();
  });

  it('are drawn over the board in document units, hidden from the pointer and screen readers', async () => {
    const player = await canvas.ReplayPlayer.open(log, { sliceMs: 0 });
    const drawing = canvas.guideDrawing(player.document.guides, {
      x: 0,
      y: 0,
      width: 200,
      height: 100,
    });
    const { container } = render(<GuideLayer drawing={drawing} width={200} height={100} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('viewBox')).toBe('0 0 200 100');
    expect(svg.getAttribute('class')).toContain('pointer-events-none');
    expect(svg.querySelectorAll('line').length).toBe(drawing.lines.length);
  });
});
