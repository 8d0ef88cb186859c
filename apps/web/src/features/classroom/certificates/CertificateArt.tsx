import { useId } from 'react';
import { fontStack, pigment, sheet, type CertificateSheet } from './certificate-layout';

/**
 * The certificate on the page: the same sheet the PNG is drawn from, as SVG, so it scales to any
 * width. The words are in the description beside it; the picture itself is one image to a reader.
 */
export function CertificateArt({ layout, label }: { layout: CertificateSheet; label: string }) {
  // useId's characters are not all safe inside url(#…).
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${sheet.width} ${sheet.height}`}
      className="rounded-box block w-full shadow-lg"
      style={{ backgroundColor: pigment.paper }}
    >
      <defs>
        {layout.washes.map((wash, index) => (
          <radialGradient key={index} id={`${ids}-wash-${index}`}>
            <stop offset="0" stopColor={wash.color} stopOpacity={wash.opacity} />
            <stop offset="1" stopColor={wash.color} stopOpacity={0} />
          </radialGradient>
        ))}
      </defs>
      {layout.washes.map((wash, index) => (
        <circle
          key={index}
          cx={wash.cx}
          cy={wash.cy}
          r={wash.r}
          fill={`url(#${ids}-wash-${index})`}
        />
      ))}
      {layout.frames.map((frame) => (
        <rect
          key={frame.inset}
          x={frame.inset}
          y={frame.inset}
          width={sheet.width - frame.inset * 2}
          height={sheet.height - frame.inset * 2}
          fill="none"
          stroke={frame.color}
          strokeWidth={frame.width}
        />
      ))}
      {layout.strokes.map((stroke) => (
        <path key={stroke.d} d={stroke.d} fill={stroke.color} fillOpacity={stroke.opacity} />
      ))}
      {layout.lines.map((line) => (
        <line
          key={`${line.x1},${line.y1}`}
          {...{ x1: line.x1, y1: line.y1, x2: line.x2, y2: line.y2 }}
          stroke={line.color}
          strokeWidth={line.width}
        />
      ))}
      {layout.rings.map((ring) => (
        <circle
          key={ring.r}
          cx={ring.cx}
          cy={ring.cy}
          r={ring.r}
          fill={ring.fill ?? 'none'}
          stroke={ring.stroke}
          strokeWidth={ring.width}
        />
      ))}
      <g aria-hidden="true" textAnchor="middle">
        {layout.words.map((words) => (
          <text
            key={`${words.text}@${words.y}`}
            x={words.x}
            y={words.y}
            fontFamily={fontStack[words.font]}
            fontSize={words.size}
            fontWeight={words.weight}
            letterSpacing={words.spacing}
            fill={words.color}
            fillOpacity={words.opacity}
          >
            {words.text}
          </text>
        ))}
      </g>
    </svg>
  );
}
