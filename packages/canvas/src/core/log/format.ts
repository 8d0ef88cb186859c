import type { Op } from '../doc/ops';

export const LOG_FORMAT = 'glossy-drawer/stroke-log';
/**
 * The version a log is written in. 2 added guides (the `guides` op); a version 1 log is a
 * version 2 log without them, so every version here still reads.
 */
export const LOG_VERSION = 2;
export const LOG_VERSIONS = [1, 2] as const;
export type LogVersion = (typeof LOG_VERSIONS)[number];

/** Everything needed to redraw a drawing pixel for pixel. */
export interface StrokeLog {
  format: typeof LOG_FORMAT;
  /** Logs are written in LOG_VERSION; one read from before says so (see `parseLog`). */
  version: LogVersion;
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
