import { drillPlan, type LineGoal, type StrokeResult } from '@glossy/canvas/drills';
import {
  drillSpec,
  drillTypes,
  type AttemptSummary as Summary,
  type DrillFigures,
} from '@glossy/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AttemptSummary } from '../../../src/features/classroom/drills/AttemptSummary';
import { ClassFigures } from '../../../src/features/classroom/drills/ClassFigures';
import { drillInstructions } from '../../../src/features/classroom/drills/drill-words';
import { SkillCharts } from '../../../src/features/classroom/drills/SkillChart';
import { StrokeScoreCard } from '../../../src/features/classroom/drills/StrokeScoreCard';
import { DrillTargets } from '../../../src/sketchpad/drills/DrillTargets';
import { STRAY_PX, strayedRuns } from '../../../src/sketchpad/drills/strayed';

afterEach(cleanup);

const withRouter = (element: React.ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);

const attempt = (over: Partial<Summary>): Summary => ({
  _id: 'a1',
  lessonId: 'l1',
  lessonTitle: 'Lines between dots',
  courseId: 'c1',
  drillType: 'lines',
  student: { _id: 'u1', name: 'Ana Lima' },
  round: 0,
  score: 60,
  measures: { wobble: 60, deviation: 70 },
  strokeCount: 10,
  done: 10,
  goals: 10,
  passed: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('where a stroke strayed', () => {
  const goal: LineGoal = { kind: 'line', a: { x: 0, y: 0 }, b: { x: 100, y: 0 }, passes: 1 };

  it('finds nothing on the line and one run where the ink bulged away', () => {
    const on = Array.from({ length: 11 }, (_, i) => ({ x: i * 10, y: 1 }));
    expect(strayedRuns(goal, on)).toEqual([]);
    const bulge = on.map((p) => (p.x >= 40 && p.x <= 60 ? { ...p, y: STRAY_PX + 4 } : p));
    const runs = strayedRuns(goal, bulge);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.map((p) => p.x)).toEqual([40, 50, 60]);
  });
});

describe('drill words', () => {
  it('gives every drill type its instructions', () => {
    for (const type of drillTypes) {
      const drill = drillSpec.parse({ type, count: 6, seed: 1 });
      expect(drillInstructions(drill).length).toBeGreaterThan(30);
    }
    const ellipses = drillSpec.parse({ type: 'ellipses', count: 4, seed: 1, repeats: 2 });
    expect(drillInstructions(ellipses)).toMatch(/twice around/);
    expect(
      drillInstructions(drillSpec.parse({ type: 'superimposed', count: 2, seed: 1, repeats: 3 })),
    ).toMatch(/3 times/);
  });
});

describe('the drill’s targets', () => {
  it('draws two dots a line, the perspective for boxes, and the ideal of the last stroke', () => {
    const lines = drillPlan(drillSpec.parse({ type: 'lines', count: 3, seed: 2 }), 0);
    const { container, rerender } = render(<DrillTargets plan={lines} guide />);
    expect(container.querySelectorAll('circle')).toHaveLength(6);
    const goal = lines.goals[0] as LineGoal;
    const samples = [goal.a.x, goal.a.y, 0.5, 0, 0, 0, goal.b.x, goal.b.y + 20, 0.5, 0, 0, 8];
    rerender(<DrillTargets plan={lines} guide feedback={[{ goal: 0, samples, figures: {} }]} />);
    // The ideal line in green and the stretch that ran 20 px off it in red.
    expect(container.querySelector('path[stroke="rgb(21 128 61)"]')).not.toBeNull();
    expect(
      container.querySelector('[stroke="rgb(220 38 38)"], [fill="rgb(220 38 38)"]'),
    ).not.toBeNull();
    const boxes = drillPlan(drillSpec.parse({ type: 'boxes', count: 2, seed: 2 }), 0);
    const box = render(<DrillTargets plan={boxes} guide />);
    expect(box.container.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 1000 700');
    expect(box.container.querySelectorAll('circle').length).toBeGreaterThanOrEqual(6);
  });
});

describe('scores in words', () => {
  it('shows the stroke’s score, its tip and a labelled bar per measure', () => {
    const result: StrokeResult = {
      goal: 0,
      score: 72.4,
      scores: { wobble: 41.2, deviation: 90 },
      figures: {},
      tip: 'Wobbly: draw from the shoulder and a little faster.',
    };
    render(<StrokeScoreCard result={result} number={3} />);
    expect(screen.getByText('72')).toBeTruthy();
    expect(screen.getByText(result.tip)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Smoothness: 41 out of 100' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'On the line: 90 out of 100' })).toBeTruthy();
  });

  it('sets the attempt against the student’s last and best', () => {
    render(
      <AttemptSummary
        answer={{
          insertedId: 'a3',
          score: 81,
          strokes: [],
          measures: { wobble: 80 },
          done: 10,
          goals: 10,
          passed: true,
        }}
        passScore={70}
        earlier={[
          attempt({ _id: 'a2', measures: { wobble: 55 } }),
          attempt({ _id: 'a1', measures: { wobble: 66 } }),
        ]}
      />,
    );
    const row = screen.getByRole('row', { name: /Smoothness/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['80', '55', '66']);
    expect(
      screen.getByText('Passed: the drill asks for 70. The lesson counts as done.'),
    ).toBeTruthy();
  });

  it('charts each skill over the attempts, with a table of them', () => {
    render(
      <SkillCharts
        attempts={[
          attempt({ _id: 'a1', score: 50, createdAt: '2026-11-15T10:00:00.000Z' }),
          attempt({ _id: 'a2', score: 80, createdAt: '2026-11-28T10:00:00.000Z', passed: true }),
          attempt({ _id: 'a3', drillType: 'ellipses', score: 64, lessonTitle: 'Ellipses' }),
        ]}
      />,
    );
    expect(
      screen.getByRole('figure', { name: /Line confidence 2 attempts, 50 → 80/ }),
    ).toBeTruthy();
    expect(screen.getByRole('figure', { name: /Ellipse accuracy/ })).toBeTruthy();
    expect(screen.getAllByRole('row', { name: /Lines between dots/ })).toHaveLength(2);
  });

  it('tells a student with no attempts where the chart will be', () => {
    render(<SkillCharts attempts={[]} />);
    expect(screen.getByText('No attempts yet: your scores will show here.')).toBeTruthy();
  });

  it('gives the teacher the class’s figures and a replay per attempt', () => {
    const figures: DrillFigures = {
      attempts: 3,
      students: 2,
      passed: 1,
      medianScore: 71,
      measures: { wobble: 64 },
      goals: [{ goal: 4, strokes: 3, medianScore: 40, failing: 2 }],
    };
    withRouter(<ClassFigures figures={figures} attempts={[attempt({})]} />);
    expect(screen.getByRole('row', { name: 'Target 5 40 2 of 3' })).toBeTruthy();
    const replay = screen.getByRole('link', { name: 'Replay Ana Lima’s attempt' });
    expect(replay.getAttribute('href')).toBe('/learn/c1/l1/attempts/a1');
  });
});
