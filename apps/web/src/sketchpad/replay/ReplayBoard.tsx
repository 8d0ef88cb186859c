import type { GuideDrawing } from '@glossy/canvas';
import type { CSSProperties, RefObject } from 'react';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { GuideLayer } from './GuideLayer';

interface Props {
  width: number;
  height: number;
  /** The finished picture, shown until the replay has drawn its first frame. */
  picture: string;
  title: string;
  /** The canvas is in the page from the start (the server's too); it is drawn on in effects. */
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** The canvas has drawn the replay: the picture gives way to it. */
  painted: boolean;
  /** What the canvas shows, for screen readers ('stroke 12 of 80'). */
  label: string;
  /** 0..1 while the stroke log loads and opens; null once ready (or when it failed). */
  progress: number | null;
  /** The guides of the step shown (`useReplayGuides`), drawn over the canvas. */
  guides?: GuideDrawing | null;
}

/**
 * The board's box at the drawing's proportions: as wide as the column, no taller than most of
 * the screen and never wider than the drawing itself. It is the same box with or without the
 * app, so nothing moves when the replay takes over from the picture.
 */
export function boardBox(width: number, height: number): CSSProperties {
  return {
    aspectRatio: `${width} / ${height}`,
    maxWidth: `min(100%, ${width}px, calc(75svh * ${width} / ${height}))`,
  };
}

/**
 * The replay's canvas, with the drawing's picture over it until the replay is drawn, and the
 * guides of the step shown over the replay.
 */
export function ReplayBoard({
  width,
  height,
  picture,
  title,
  canvasRef,
  painted,
  label,
  progress,
  guides = null,
}: Props) {
  return (
    <div
      className="rounded-box border-base-300 relative mx-auto w-full overflow-hidden border bg-white shadow-sm"
      style={boardBox(width, height)}
    >
      <canvas
        ref={canvasRef}
        width={width}
        height={height}
        role="img"
        aria-label={label}
        aria-hidden={painted ? undefined : true}
        className="absolute inset-0 block size-full"
      />
      {!painted && (
        <img
          decoding="async"
          src={picture}
          alt={`${title}, the finished drawing`}
          width={width}
          height={height}
          fetchPriority="high"
          className="absolute inset-0 size-full object-contain"
        />
      )}
      {painted && guides && <GuideLayer drawing={guides} width={width} height={height} />}
      {progress !== null && (
        <ProgressBar
          percent={progress * 100}
          label="Preparing the replay"
          className="absolute inset-x-6 bottom-4"
        />
      )}
    </div>
  );
}
