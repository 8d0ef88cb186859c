import { prng } from '../raster/texture';
import type { Point } from '../analysis/path';
import {
  DRILL_BOARD,
  type DrillGoal,
  type DrillParams,
  type DrillPlan,
  type Perspective,
} from './plan';

/** Space kept free along the board's edges, px. */
const MARGIN = 40;
/** Pressure ramps alternate light-to-heavy and heavy-to-light between these. */
const LIGHT = 0.15;
const HEAVY = 0.9;
const HATCH_ANGLES = [30, 45, 60, 120, 135, 150] as const;
const HATCH_SPACING = 12;

/**
 * A round's seed: the drill's own mixed with the round, so round 0 is what everyone draws first
 * and each redo brings new targets that the server can rebuild from the same two numbers.
 */
const roundSeed = (seed: number, round: number): number =>
  (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(round + 1, 0xc2b2ae35)) >>> 0;

/** The cells of a grid of `count` on the board, as even as the board's shape allows. */
function cells(count: number, top = MARGIN) {
  const { width, height } = DRILL_BOARD;
  const w = width - 2 * MARGIN;
  const h = height - top - MARGIN;
  const cols = Math.max(1, Math.ceil(Math.sqrt((count * w) / h)));
  const rows = Math.max(1, Math.ceil(count / cols));
  const cw = w / cols;
  const ch = h / rows;
  return Array.from({ length: count }, (_, i) => ({
    x: MARGIN + (i % cols) * cw,
    y: top + Math.floor(i / cols) * ch,
    w: cw,
    h: ch,
  }));
}

const inside = (p: Point): boolean =>
  p.x >= MARGIN &&
  p.y >= MARGIN &&
  p.x <= DRILL_BOARD.width - MARGIN &&
  p.y <= DRILL_BOARD.height - MARGIN;

const round1 = (v: number): number => Math.round(v * 10) / 10;

/**
 * A line of a length in [min, max] at any angle, both dots on the board. A length the board can
 * barely hold is shortened a little after each 50 tries, so the search always ends.
 */
function randomLine(random: () => number, min: number, max: number): { a: Point; b: Point } {
  const { width, height } = DRILL_BOARD;
  const longest = Math.hypot(width - 2 * MARGIN, height - 2 * MARGIN);
  let shrink = 1;
  for (let tries = 1; ; tries++) {
    const length = Math.min(longest, min + random() * Math.max(0, max - min)) * shrink;
    const angle = random() * Math.PI * 2;
    const a = {
      x: round1(MARGIN + random() * (width - 2 * MARGIN)),
      y: round1(MARGIN + random() * (height - 2 * MARGIN)),
    };
    const b = {
      x: round1(a.x + Math.cos(angle) * length),
      y: round1(a.y + Math.sin(angle) * length),
    };
    if (inside(b)) return { a, b };
    if (tries % 50 === 0) shrink *= 0.9;
  }
}

function lineGoals(p: DrillParams, random: () => number, passes: number): DrillGoal[] {
  return Array.from({ length: p.count }, () => ({
    kind: 'line' as const,
    ...randomLine(random, p.minLength, p.maxLength),
    passes,
  }));
}

/** A table of ellipses: one row per degree, read left to right, top to bottom. */
function ellipseGoals(p: DrillParams, random: () => number): DrillGoal[] {
  return cells(p.count).map((cell, i) => ({
    kind: 'ellipse' as const,
    centre: { x: round1(cell.x + cell.w / 2), y: round1(cell.y + cell.h / 2) },
    majorAxis: round1(Math.min(cell.w, cell.h) * 0.8),
    degree: p.degrees[i % p.degrees.length] ?? 45,
    minorAngle: round1(random() * 180),
    laps: p.repeats,
  }));
}

function perspectiveOf(random: () => number): Perspective {
  const { width, height } = DRILL_BOARD;
  const horizon = round1(height * (0.3 + random() * 0.1));
  return {
    horizon,
    vanishingPoints: [
      { x: round1(MARGIN / 2 + random() * 20), y: horizon },
      { x: round1(width - MARGIN / 2 - random() * 20), y: horizon },
    ],
  };
}

/** Each box's near vertical edge, in its own cell below the horizon's band. */
function boxGoals(p: DrillParams, random: () => number, perspective: Perspective): DrillGoal[] {
  const top = Math.min(DRILL_BOARD.height / 2, perspective.horizon + 60);
  return cells(p.count, top).map((cell) => {
    const x = round1(cell.x + cell.w * (0.35 + random() * 0.3));
    const y = round1(cell.y + cell.h * 0.2);
    const edge = round1(Math.max(30, cell.h * (0.35 + random() * 0.2)));
    return { kind: 'box' as const, top: { x, y }, bottom: { x, y: y + edge } };
  });
}

function patchGoals(p: DrillParams, random: () => number): DrillGoal[] {
  return cells(p.count).map((cell) => {
    const size = round1(Math.min(cell.w, cell.h) * 0.8);
    return {
      kind: 'patch' as const,
      x: round1(cell.x + (cell.w - size) / 2),
      y: round1(cell.y + (cell.h - size) / 2),
      size,
      angle: HATCH_ANGLES[Math.floor(random() * HATCH_ANGLES.length)] ?? 45,
      spacing: HATCH_SPACING,
    };
  });
}

function rampGoals(p: DrillParams, random: () => number): DrillGoal[] {
  return Array.from({ length: p.count }, (_, i) => ({
    kind: 'ramp' as const,
    ...randomLine(random, p.minLength, p.maxLength),
    from: i % 2 === 0 ? LIGHT : HEAVY,
    to: i % 2 === 0 ? HEAVY : LIGHT,
  }));
}

/** The targets of one round of a drill: the same numbers in, the same targets out, anywhere. */
export function drillPlan(params: DrillParams, round = 0): DrillPlan {
  const random = prng(roundSeed(params.seed, round));
  const base = { type: params.type, board: DRILL_BOARD, round };
  switch (params.type) {
    case 'lines':
    case 'ghosted':
      return { ...base, goals: lineGoals(params, random, 1), perspective: null };
    case 'superimposed':
      return { ...base, goals: lineGoals(params, random, params.repeats), perspective: null };
    case 'ellipses':
      return { ...base, goals: ellipseGoals(params, random), perspective: null };
    case 'boxes': {
      const perspective = perspectiveOf(random);
      return { ...base, goals: boxGoals(params, random, perspective), perspective };
    }
    case 'hatching':
      return { ...base, goals: patchGoals(params, random), perspective: null };
    case 'pressure':
      return { ...base, goals: rampGoals(params, random), perspective: null };
  }
}
