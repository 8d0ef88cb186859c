import type { Op } from '../doc/ops';

export const LOG_FORMAT = 'glossy-drawer/stroke-log';
export const LOG_VERSION = 1;

/** Everything needed to redraw a drawing pixel for pixel. */
export interface StrokeLog {
  format: typeof LOG_FORMAT;
  version: typeof LOG_VERSION;
  width: number;
  height: number;
  scale: number;
  background: string;
  ops: Op[];
  /** How many times the artist undid a step; absent in logs from before it was counted. */
  undos?: number;
}

/** The page a log draws on. */
export type LogPage = Pick<StrokeLog, 'width' | 'height' | 'scale' | 'background'>;

/** A stroke log of `ops` on `page`, with the undos counted only once there are any. */
export function strokeLog(page: LogPage, ops: Op[], undos = 0): StrokeLog {
  const { width, height, scale, background } = page;
  return {
    format: LOG_FORMAT,
    version: LOG_VERSION,
    width,
    height,
    scale,
    background,
    ops,
    ...(undos > 0 ? { undos } : {}),
  };
}
