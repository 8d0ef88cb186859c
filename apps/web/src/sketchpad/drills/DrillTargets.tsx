import type { DrillGoal, DrillPlan, Perspective } from '@glossy/canvas/drills';
import { ellipseOutline, pointsOf, strayedRuns } from './strayed';

/** A scored stroke to show over the board: its target, its ink and what was measured. */
export interface StrokeFeedback {
  readonly goal: number;
  readonly samples: readonly number[];
  readonly figures: Readonly<Record<string, number>>;
}

interface Props {
  plan: DrillPlan;
  /** Draws the guide: the perspective's horizon and rays, the ellipses' templates. */
  guide: boolean;
  /** Targets already drawn, shown faded. */
  done?: ReadonlySet<number>;
  /** Scored strokes; the last one also shows its ideal. */
  feedback?: readonly StrokeFeedback[];
  className?: string;
}

// A light halo under every mark keeps it readable on any paint and in either theme.
const HALO = 'rgb(255 255 255 / 0.9)';
const TARGET = 'rgb(67 56 202)';
const IDEAL = 'rgb(21 128 61)';
const STRAY = 'rgb(220 38 38)';

const path = (points: readonly { x: number; y: number }[], closed = false) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ') +
  (closed ? ' Z' : '');

function Dot({ x, y, r = 6 }: { x: number; y: number; r?: number }) {
  return <circle cx={x} cy={y} r={r} fill={TARGET} stroke={HALO} strokeWidth={2} />;
}

function Haloed({
  d,
  color,
  width = 1.5,
  dash,
}: {
  d: string;
  color: string;
  width?: number;
  dash?: string;
}) {
  return (
    <>
      <path d={d} fill="none" stroke={HALO} strokeWidth={width + 2} strokeLinecap="round" />
      <path
        d={d}
        fill="none"
        stroke={color}
        strokeWidth={width}
        strokeDasharray={dash}
        strokeLinecap="round"
      />
    </>
  );
}

function PerspectiveGuide({ perspective, width }: { perspective: Perspective; width: number }) {
  const [left, right] = perspective.vanishingPoints;
  return (
    <g>
      <Haloed d={`M0 ${perspective.horizon} H${width}`} color={TARGET} width={1} dash="8 6" />
      <Dot x={left.x} y={left.y} r={7} />
      <Dot x={right.x} y={right.y} r={7} />
    </g>
  );
}

function Goal({ goal, plan, guide }: { goal: DrillGoal; plan: DrillPlan; guide: boolean }) {
  switch (goal.kind) {
    case 'line':
      return (
        <g>
          {(goal.passes > 1 || plan.type === 'ghosted') && (
            <Haloed
              d={path([goal.a, goal.b])}
              color={TARGET}
              width={1}
              dash={goal.passes > 1 ? undefined : '2 8'}
            />
          )}
          <Dot {...goal.a} />
          <Dot {...goal.b} />
        </g>
      );
    case 'ramp':
      return (
        <g>
          <Dot {...goal.a} r={goal.from < goal.to ? 4 : 9} />
          <Dot {...goal.b} r={goal.from < goal.to ? 9 : 4} />
        </g>
      );
    case 'ellipse':
      return guide ? (
        <Haloed d={path(ellipseOutline(goal), true)} color={TARGET} width={1} dash="6 6" />
      ) : (
        <Dot {...goal.centre} r={4} />
      );
    case 'box': {
      const vps = plan.perspective?.vanishingPoints;
      return (
        <g>
          {guide &&
            vps?.map((vp) => (
              <g key={`${vp.x}`}>
                <Haloed d={path([goal.top, vp])} color={TARGET} width={0.75} dash="3 6" />
                <Haloed d={path([goal.bottom, vp])} color={TARGET} width={0.75} dash="3 6" />
              </g>
            ))}
          <Haloed d={path([goal.top, goal.bottom])} color={TARGET} width={2} />
          <Dot {...goal.top} r={4} />
          <Dot {...goal.bottom} r={4} />
        </g>
      );
    }
    case 'patch': {
      const radians = (goal.angle * Math.PI) / 180;
      const cx = goal.x + goal.size / 2;
      const cy = goal.y + goal.size / 2;
      const dx = Math.cos(radians) * goal.size * 0.2;
      const dy = Math.sin(radians) * goal.size * 0.2;
      return (
        <g>
          <Haloed
            d={`M${goal.x} ${goal.y} h${goal.size} v${goal.size} h${-goal.size} Z`}
            color={TARGET}
            width={1}
            dash="6 6"
          />
          <Haloed
            d={path([
              { x: cx - dx, y: cy - dy },
              { x: cx + dx, y: cy + dy },
            ])}
            color={TARGET}
            width={2}
          />
        </g>
      );
    }
  }
}

function centreOf(points: readonly { x: number; y: number }[]) {
  const n = Math.max(1, points.length);
  return {
    x: points.reduce((s, p) => s + p.x, 0) / n,
    y: points.reduce((s, p) => s + p.y, 0) / n,
  };
}

function Feedback({
  item,
  plan,
  latest,
}: {
  item: StrokeFeedback;
  plan: DrillPlan;
  latest: boolean;
}) {
  const goal = plan.goals[item.goal];
  if (!goal) return null;
  const points = pointsOf(item.samples);
  if (goal.kind === 'box' && plan.perspective) {
    const family = item.figures.family ?? 0;
    const centre = centreOf(points);
    const to =
      family === 2
        ? { x: centre.x, y: centre.y + 60 }
        : (plan.perspective.vanishingPoints[family === 1 ? 1 : 0] ?? centre);
    const error = item.figures.angleError ?? 0;
    return (
      <g>
        <Haloed d={path([centre, to])} color={error > 2 ? STRAY : IDEAL} width={1} dash="4 4" />
        <text
          x={centre.x + 8}
          y={centre.y - 8}
          fontSize={16}
          fontWeight={600}
          fill={error > 2 ? STRAY : IDEAL}
          stroke={HALO}
          strokeWidth={4}
          paintOrder="stroke"
        >
          {`${error.toFixed(1)}°`}
        </text>
      </g>
    );
  }
  return (
    <g>
      {latest && (goal.kind === 'line' || goal.kind === 'ramp') && (
        <Haloed d={path([goal.a, goal.b])} color={IDEAL} width={2} />
      )}
      {latest && goal.kind === 'ellipse' && (
        <Haloed d={path(ellipseOutline(goal), true)} color={IDEAL} width={2} />
      )}
      {strayedRuns(goal, points).map((run, i) =>
        run.length > 1 ? (
          <path
            key={i}
            d={path(run)}
            fill="none"
            stroke={STRAY}
            strokeWidth={4}
            strokeLinecap="round"
            opacity={latest ? 0.9 : 0.45}
          />
        ) : (
          <circle
            key={i}
            cx={run[0]?.x}
            cy={run[0]?.y}
            r={3}
            fill={STRAY}
            opacity={latest ? 0.9 : 0.45}
          />
        ),
      )}
    </g>
  );
}

/**
 * A drill's targets over the board, in the board's own coordinates so it zooms and pans with it,
 * and what each scored stroke did: the ideal it was measured against, the stretches that strayed
 * in red, a box edge's miss in degrees. Hidden from assistive tech: the scores are read in words.
 */
export function DrillTargets({ plan, guide, done, feedback = [], className }: Props) {
  const { width, height } = plan.board;
  return (
    <svg
      aria-hidden="true"
      data-drill-targets=""
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={className}
      style={{ overflow: 'visible', pointerEvents: 'none' }}
    >
      {plan.perspective && guide && (
        <PerspectiveGuide perspective={plan.perspective} width={width} />
      )}
      {plan.goals.map((goal, i) => (
        <g key={i} opacity={done?.has(i) ? 0.35 : 1}>
          <Goal goal={goal} plan={plan} guide={guide} />
        </g>
      ))}
      {feedback.map((item, i) => (
        <Feedback key={i} item={item} plan={plan} latest={i === feedback.length - 1} />
      ))}
    </svg>
  );
}
