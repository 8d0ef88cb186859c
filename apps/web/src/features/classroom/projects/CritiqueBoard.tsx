import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { boardBox, ReplayBoard } from '../../../sketchpad/replay/ReplayBoard';
import { boardPoint, spotStyle, type BoardPoint } from './critique-format';
import { PinShape } from './PinTrack';

type Props = ComponentProps<typeof ReplayBoard> & {
  /** What lies over the replay, top last: a correction, the pad to draw one, the pins. */
  children?: ReactNode;
};

/**
 * The hand-in's replay board with room over it: a box of the board's own size and place (inside
 * its 1 px border) where the critique's layers lie exactly over the drawing.
 */
export function CritiqueBoard({ children, ...board }: Props) {
  return (
    <div className="relative mx-auto w-full" style={boardBox(board.width, board.height)}>
      <ReplayBoard {...board} />
      <div className="rounded-box pointer-events-none absolute inset-px overflow-hidden">
        {children}
      </div>
    </div>
  );
}

/** A pin standing on its spot of the drawing. */
export function SpotMarker({
  spot,
  width,
  height,
  teacher,
  label,
}: {
  spot: BoardPoint;
  width: number;
  height: number;
  teacher: boolean;
  label: string;
}) {
  return (
    <span
      role="img"
      aria-label={label}
      className="absolute -translate-x-1/2 -translate-y-full"
      style={spotStyle(spot, width, height)}
    >
      <PinShape teacher={teacher} active={false} className="size-9" />
    </span>
  );
}

/** A canvas over the board in the drawing's units, stretched like the replay's. */
export function LayerCanvas(props: ComponentProps<'canvas'>) {
  return (
    <canvas {...props} className={`absolute inset-0 block size-full ${props.className ?? ''}`} />
  );
}

/**
 * While a pin is being placed: a click anywhere on the drawing puts it there (the keyboard's way
 * is the composer's "Use the centre" button, so this layer is for pointers only).
 */
export function SpotPicker({
  width,
  height,
  onSpot,
}: {
  width: number;
  height: number;
  onSpot: (spot: BoardPoint) => void;
}) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const spot = boardPoint(
      event.clientX,
      event.clientY,
      event.currentTarget.getBoundingClientRect(),
      width,
      height,
    );
    if (spot) onSpot(spot);
  };
  return (
    <div
      aria-hidden="true"
      data-testid="spot-picker"
      className="pointer-events-auto absolute inset-0 cursor-crosshair"
      onClick={onClick}
    />
  );
}
