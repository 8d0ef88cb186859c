import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useElementWidth } from './useElementWidth';

export interface BarRow {
  key: string;
  label: string;
  value: number;
  /** What the row's figure says at its end: '12 of 20', '35%'. */
  valueLabel: string;
  highlight?: boolean;
}

const rowHeight = 44;
const barHeight = 14;
const valueWidth = 84;
/** About the width of a character of the 13 px label, to cut a long title before the edge. */
const charWidth = 7;

const clip = (text: string, room: number) => {
  const fits = Math.max(4, Math.floor(room / charWidth));
  return text.length <= fits ? text : `${text.slice(0, fits - 1)}…`;
};

/** One horizontal bar a row, its label above it: lessons in order, stars from five down. */
export function BarRows({
  rows,
  max,
  label,
  color = 'var(--color-secondary)',
  highlightColor = 'var(--color-primary)',
}: {
  rows: readonly BarRow[];
  max: number;
  label: string;
  color?: string;
  highlightColor?: string;
}) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const barRoom = Math.max(0, width - valueWidth);
  const x = scaleLinear({ domain: [0, Math.max(1, max)], range: [0, barRoom] });
  const height = rows.length * rowHeight;

  return (
    <div ref={ref} className="w-full">
      <svg width={width} height={height} role="img" aria-label={label}>
        {rows.map((row, index) => (
          <Group key={row.key} top={index * rowHeight}>
            <title>{`${row.label}: ${row.valueLabel}`}</title>
            <text
              y={14}
              fontSize={13}
              fill="currentColor"
              fontWeight={row.highlight ? 700 : 400}
              className="text-base-content"
            >
              {clip(row.label, width)}
            </text>
            <rect
              y={20}
              width={barRoom}
              height={barHeight}
              rx={4}
              fill="currentColor"
              fillOpacity={0.08}
            />
            <Bar
              y={20}
              width={Math.max(row.value > 0 ? 2 : 0, x(row.value))}
              height={barHeight}
              rx={4}
              fill={row.highlight ? highlightColor : color}
            />
            <text
              x={width}
              y={32}
              fontSize={12}
              textAnchor="end"
              fill="currentColor"
              className="tabular-nums"
            >
              {row.valueLabel}
            </text>
          </Group>
        ))}
      </svg>
    </div>
  );
}
