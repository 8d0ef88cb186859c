import type { GuideDrawing, GuideLine } from '@glossy/canvas';

/** Each vanishing point's colour, as the sketchpad's overlay has them. */
const POINT_COLOURS = ['rgb(79 70 229)', 'rgb(13 148 136)', 'rgb(234 88 12)'];

const lineStyle = (l: GuideLine) => {
  switch (l.role) {
    case 'horizon':
      return { stroke: 'rgb(15 23 42 / 0.85)', strokeWidth: 1.5 };
    case 'ray':
      return { stroke: POINT_COLOURS[l.point ?? 0], strokeOpacity: 0.5, strokeWidth: 1 };
    case 'axis':
      return {
        stroke: POINT_COLOURS[0],
        strokeOpacity: 0.7,
        strokeWidth: 1,
        strokeDasharray: '6 4',
      };
    case 'grid':
      return { stroke: POINT_COLOURS[0], strokeOpacity: 0.3, strokeWidth: 1 };
  }
};

/**
 * The guides a replayed drawing was made with, over its canvas: lines and ellipses in document
 * units, never in the picture. Without handles (nothing is dragged in a replay); hidden from
 * assistive tech and from the pointer, like the sketchpad's overlay.
 */
export function GuideLayer({
  drawing,
  width,
  height,
}: {
  drawing: GuideDrawing;
  width: number;
  height: number;
}) {
  return (
    <svg
      aria-hidden="true"
      data-guides=""
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      className="pointer-events-none absolute inset-0 size-full"
    >
      {drawing.lines.map((l, i) => (
        <line
          key={i}
          x1={l.x1}
          y1={l.y1}
          x2={l.x2}
          y2={l.y2}
          vectorEffect="non-scaling-stroke"
          {...lineStyle(l)}
        />
      ))}
      {drawing.ellipses.map((e, i) => (
        <ellipse
          key={i}
          cx={e.cx}
          cy={e.cy}
          rx={e.rx}
          ry={e.ry}
          transform={`rotate(${e.rotation} ${e.cx} ${e.cy})`}
          fill="none"
          stroke={POINT_COLOURS[0]}
          strokeWidth={1.5}
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}
