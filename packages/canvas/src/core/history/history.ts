import type { Layer, LayerProps } from '../doc/document';
import type { Guide } from '../guides/guides';
import type { Op } from '../doc/ops';
import type { TilePatch } from './tiles';

/** What undoing an entry needs: the tiles it overwrote, the layer stack or the guides before it. */
export type Undo =
  | { kind: 'pixels'; patches: TilePatch[]; bytes: number }
  | { kind: 'layers'; stack: LayerState[]; bytes: number }
  | { kind: 'guides'; guides: readonly Guide[]; bytes: number };

export interface LayerState extends LayerProps {
  layer: Layer;
}

interface Entry {
  op: Op;
  /** Null once evicted (or while undone: redo re-applies the op and recomputes it). */
  undo: Undo | null;
}

export const DEFAULT_HISTORY_BUDGET = 48 * 1024 * 1024;

/**
 * The spec's history: a list of states and a current position. Undo steps back one entry,
 * redo forward one, and a new operation drops every entry after the position. Entries keep
 * only what undo needs; redo replays the operation, which is deterministic. Past the byte
 * budget the oldest entries forget their undo data, so memory is bounded at any page size.
 */
export class History {
  private entries: Entry[] = [];
  private position = 0;
  private used = 0;

  constructor(readonly budget = DEFAULT_HISTORY_BUDGET) {}

  get bytes(): number {
    return this.used;
  }

  get cursor(): number {
    return this.position;
  }

  get length(): number {
    return this.entries.length;
  }

  get canUndo(): boolean {
    return this.position > 0 && this.entries[this.position - 1]?.undo != null;
  }

  get canRedo(): boolean {
    return this.position < this.entries.length;
  }

  record(op: Op, undo: Undo): void {
    for (let i = this.position; i < this.entries.length; i++)
      this.used -= this.entries[i]?.undo?.bytes ?? 0;
    this.entries.length = this.position;
    this.entries.push({ op, undo });
    this.position++;
    this.used += undo.bytes;
    this.evict();
  }

  /** Adds operations that can be redone but were never applied here (recovered redo tail). */
  appendRedo(ops: readonly Op[]): void {
    for (const op of ops) this.entries.push({ op, undo: null });
  }

  /** Steps back; the caller applies the returned undo data. */
  stepBack(): Undo | null {
    const entry = this.entries[this.position - 1];
    if (!entry?.undo) return null;
    const undo = entry.undo;
    entry.undo = null;
    this.used -= undo.bytes;
    this.position--;
    return undo;
  }

  /** The op to re-apply for redo; complete it with `stepForward`. */
  nextRedo(): Op | null {
    return this.entries[this.position]?.op ?? null;
  }

  stepForward(undo: Undo): void {
    const entry = this.entries[this.position];
    if (!entry) return;
    entry.undo = undo;
    this.used += undo.bytes;
    this.position++;
    this.evict();
  }

  /** The op an undo would take back; null when there is none. */
  lastApplied(): Op | null {
    return this.entries[this.position - 1]?.op ?? null;
  }

  /** Ops up to the current position: what the document shows. */
  applied(): Op[] {
    return this.entries.slice(0, this.position).map((e) => e.op);
  }

  redoTail(): Op[] {
    return this.entries.slice(this.position).map((e) => e.op);
  }

  private evict(): void {
    for (let i = 0; this.used > this.budget && i < this.position - 1; i++) {
      const entry = this.entries[i];
      if (!entry?.undo) continue;
      this.used -= entry.undo.bytes;
      entry.undo = null;
    }
  }
}
