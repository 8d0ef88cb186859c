import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { shortMonth } from './analytics-format';
import { useElementWidth } from './useElementWidth';

export interface MonthValue {
  month: string;
  value: number;
}

const height = 220;
const margin = { top: 12, right: 8, bottom: 28, left: 48 };
const tickText = {
  fill: 'currentColor',
  fontSize: 12,
  fontFamily: 'inherit',
} as const;

/** Bars over calendar months, in the theme's colours (the SVG paints with its CSS variables). */
export function MonthBars({
  data,
  label,
  format,
  color = 'var(--color-primary)',
}: {
  data: readonly MonthValue[];
  /** What the picture shows, for a screen reader (the table beside it has the figures). */
  label: string;
  format: (value: number) => string;
  color?: string;
}) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;
  const max = Math.max(1, ...data.map((d) => d.value));
  const x = scaleBand({
    domain: data.map((d) => d.month),
    range: [0, innerWidth],
    padding: 0.25,
  });
  const y = scaleLinear({ domain: [0, max], range: [innerHeight, 0], nice: true });
  // On a phone a label every few months keeps them apart.
  const every = Math.max(1, Math.ceil((data.length * 44) / Math.max(innerWidth, 1)));

  return (
    <div ref={ref} className="text-base-content/75 w-full">
      <svg width={width} height={height} role="img" aria-label={label}>
        <Group left={margin.left} top={margin.top}>
          {y.ticks(4).map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={innerWidth}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              strokeOpacity={0.15}
            />
          ))}
          {data.map((d) => {
            const barHeight = innerHeight - y(d.value);
            return (
              <Bar
                key={d.month}
                x={x(d.month)}
                y={y(d.value)}
                width={x.bandwidth()}
                height={barHeight}
                rx={3}
                fill={color}
              >
                <title>{`${shortMonth(d.month)}: ${format(d.value)}`}</title>
              </Bar>
            );
          })}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(value) => format(Number(value))}
            stroke="currentColor"
            strokeWidth={0}
            tickStroke="transparent"
            tickLabelProps={() => ({ ...tickText, textAnchor: 'end', dx: -4, dy: 4 })}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickFormat={(month, index) => (index % every === 0 ? shortMonth(month) : '')}
            stroke="currentColor"
            tickStroke="transparent"
            tickLabelProps={() => ({ ...tickText, textAnchor: 'middle' })}
          />
        </Group>
      </svg>
    </div>
  );
}
