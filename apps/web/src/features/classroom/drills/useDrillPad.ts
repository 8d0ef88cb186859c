import { initialSketchpadState, type SketchpadOptions } from '@glossy/canvas';
import { DRILL_BOARD } from '@glossy/canvas/drills';
import type { DrillSpec } from '@glossy/contract';
import { useEffect, useMemo } from 'react';
import { useSketchpad } from '../../../sketchpad/useSketchpad';
import { useOfflineSketchpad } from '../../../sketchpad/useOfflineSketchpad';

const initial = initialSketchpadState();
/** Dark enough to read on the white board against the targets' indigo. */
const INK = '#1f2937';
/** The stabilizer's setting when a drill leaves it on: a little smoothing, no lag to speak of. */
const STABILIZER_ON = 3;

/**
 * The drill's board: always the drill's own size, kept nowhere (each round starts blank), with
 * the tools the drill sets: the pen, its one width, the stabilizer on or off, no snapping (the
 * point is to draw the line by hand). None of it is offered to change on the page.
 */
export function useDrillPad(drill: DrillSpec) {
  const { width, height } = DRILL_BOARD;
  const options = useMemo<SketchpadOptions>(
    () => ({
      autosave: null,
      width,
      height,
      label: `Drill board, ${width} by ${height} pixels`,
    }),
    [width, height],
  );
  const { hostRef, pad, state } = useSketchpad(initial, options);
  useOfflineSketchpad();

  useEffect(() => {
    if (!pad) return;
    pad.set({
      tool: 'draw',
      brush: 'pen',
      color: INK,
      opacity: 1,
      size: drill.penWidth,
      stabilizer: drill.stabilizer ? STABILIZER_ON : 0,
    });
    pad.setSnap(false, { locked: true });
  }, [pad, drill.penWidth, drill.stabilizer]);

  return { hostRef, pad, state };
}
