import { useId, useRef, useState, type ReactNode } from 'react';
import {
  GUIDE_PRESETS,
  GUIDE_REACH,
  MAX_GRID_SIZE,
  MIN_ELLIPSE_DEGREE,
  MIN_GRID_SIZE,
  presetGuide,
  presetOf,
  type Guide,
  type GuidePoint,
  type GuidePreset,
  type Sketchpad,
} from '@glossy/canvas';
import { ControlGroup } from './ControlGroup';
import { SnapIcon } from './icons';
import { RangeField } from './RangeField';
import type { PadProps } from './Toolbar';

const presetNames: Record<GuidePreset, string> = {
  'perspective-1': 'One-point perspective',
  'perspective-2': 'Two-point perspective',
  'perspective-3': 'Three-point perspective',
  ellipse: 'Ellipse',
  grid: 'Grid',
  isometric: 'Isometric grid',
};

/**
 * Snapping on or off: the S key's button. Off while the board has no guide to snap to, and while
 * the page holds it as it is (a drill that wants lines drawn by hand).
 */
export function SnapToggle({
  pad,
  state,
  className = 'btn btn-sm gap-1.5',
  pressed = 'btn-primary',
  idle = 'bg-base-100 border-base-300',
  label = 'Snap to guide',
}: PadProps & { className?: string; pressed?: string; idle?: string; label?: string }) {
  const on = state.snap && state.guides.length > 0;
  return (
    <button
      type="button"
      className={`${className} ${on ? pressed : idle}`}
      aria-pressed={on}
      aria-label="Snap to guide"
      title="Snap strokes to the guide (S)"
      disabled={pad === null || state.snapLocked || state.guides.length === 0}
      onClick={() => pad?.toggleSnap()}
    >
      <SnapIcon />
      {label}
    </button>
  );
}

/**
 * One guide being changed from the panel: shown on the board as the slider moves (the pad's
 * preview), put in the document once, when the slider is let go or its key released, so a
 * drag of a slider is one step to undo, as a drag of a handle is.
 */
function useDraft(pad: Sketchpad | null, guides: readonly Guide[]) {
  const draft = useRef<Guide | null>(null);
  const [shown, setShown] = useState<Guide | null>(null);
  const rest = guides.slice(1);
  return {
    guide: shown ?? guides[0] ?? null,
    preview(next: Guide) {
      draft.current = next;
      setShown(next);
      pad?.previewGuides([next, ...rest]);
    },
    commit() {
      const next = draft.current;
      draft.current = null;
      setShown(null);
      if (!next || !pad) return;
      pad.previewGuides(null);
      pad.setGuides([next, ...rest]);
    },
  };
}

/** A slider whose value is put in the document when it is let go (see `useDraft`). */
function Committed({ onCommit, children }: { onCommit(): void; children: ReactNode }) {
  return (
    <div onPointerUp={onCommit} onKeyUp={onCommit} onBlur={onCommit}>
      {children}
    </div>
  );
}

/** A point's x and y, each put in the document when the field is left or Enter pressed. */
function PointFields({
  name,
  point,
  disabled,
  onCommit,
}: {
  name: string;
  point: GuidePoint;
  disabled: boolean;
  onCommit(p: GuidePoint): void;
}) {
  const field = (axis: 'x' | 'y') => {
    const value = Math.round(point[axis]);
    const commit = (input: HTMLInputElement) => {
      const v = Number(input.value);
      if (input.value === '' || !Number.isFinite(v) || v === value) return;
      // As far as a guide may reach: a field cannot make a guide the log refuses.
      onCommit({ ...point, [axis]: Math.max(-GUIDE_REACH, Math.min(GUIDE_REACH, v)) });
    };
    return (
      <label className="flex items-center gap-1.5 text-sm">
        <span className="w-3">{axis}</span>
        <input
          // A new value from the board (a handle dragged) replaces what the field holds.
          key={value}
          type="number"
          className="input input-sm bg-base-100 w-20 tabular-nums"
          defaultValue={value}
          step={1}
          min={-GUIDE_REACH}
          max={GUIDE_REACH}
          disabled={disabled}
          aria-label={`${name} ${axis}`}
          onBlur={(e) => commit(e.currentTarget)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(e.currentTarget);
          }}
        />
      </label>
    );
  };
  return (
    <div className="flex items-center gap-2">
      <span className="w-24 text-sm">{name}</span>
      {field('x')}
      {field('y')}
    </div>
  );
}

/** The points of a guide the panel can place exactly: what the board's handles drag. */
function points(guide: Guide): { name: string; point: GuidePoint; put(p: GuidePoint): Guide }[] {
  switch (guide.kind) {
    case 'perspective':
      return guide.points.map((point, i) => ({
        name: `Point ${i + 1}`,
        point,
        put: (p) => ({ ...guide, points: guide.points.map((q, j) => (j === i ? p : q)) }),
      }));
    case 'ellipse':
      return [{ name: 'Centre', point: guide.centre, put: (p) => ({ ...guide, centre: p }) }];
    default:
      return [{ name: 'Origin', point: guide.origin, put: (p) => ({ ...guide, origin: p }) }];
  }
}

/**
 * Guides over the board: perspective with one, two or three vanishing points, an ellipse
 * template, a grid, an isometric grid; the board's handles drag them, these controls set them
 * exactly (and from the keyboard). Choosing a guide where there was none turns snapping on.
 * Guides a lesson set are shown, not changed.
 */
export function GuideControls({ pad, state }: PadProps) {
  const id = useId();
  const { guide, preview, commit } = useDraft(pad, state.guides);
  const fixed = state.guidesLocked;
  const disabled = pad === null || fixed;
  const hint = `${id}-hint`;

  const choose = (value: GuidePreset | 'none') => {
    if (!pad) return;
    if (value === 'none') {
      pad.setGuides([]);
      return;
    }
    const { width, height } = pad.engine.doc;
    pad.setGuides([presetGuide(value, width, height)]);
    if (state.guides.length === 0 && !state.snapLocked) pad.setSnap(true);
  };
  const put = (next: Guide) => pad?.setGuides([next, ...state.guides.slice(1)]);

  return (
    <ControlGroup title="Guide" htmlFor={`${id}-kind`} groupName="Guides">
      <div className="flex w-full flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <select
            id={`${id}-kind`}
            className="select select-sm bg-base-100 w-56"
            value={guide ? presetOf(guide) : 'none'}
            disabled={disabled}
            aria-describedby={hint}
            onChange={(e) => choose(e.target.value as GuidePreset | 'none')}
          >
            <option value="none">None</option>
            {GUIDE_PRESETS.map((p) => (
              <option key={p} value={p}>
                {presetNames[p]}
              </option>
            ))}
          </select>
          <SnapToggle pad={pad} state={state} />
        </div>
        <p id={hint} className="text-base-content/70 max-w-72 text-xs">
          {fixed
            ? 'The lesson set this guide: it stays where it is.'
            : guide?.kind === 'perspective'
              ? 'Drag the points on the board. S turns snapping on and off.'
              : guide?.kind === 'ellipse'
                ? 'Drag its centre or the end of its long axis on the board.'
                : guide
                  ? 'S turns snapping on and off.'
                  : 'Lines to a vanishing point, ellipses, grids: drawn over the board, never in the picture.'}
        </p>
        {guide?.kind === 'ellipse' && (
          <Committed onCommit={commit}>
            <div className="flex flex-col gap-2">
              <RangeField
                label="Degree"
                value={Math.round(guide.degree)}
                shown={`${Math.round(guide.degree)}°`}
                min={MIN_ELLIPSE_DEGREE}
                max={90}
                step={1}
                readoutWidth="w-8"
                disabled={disabled}
                onChange={(degree) => preview({ ...guide, degree })}
              />
              <RangeField
                label="Minor axis"
                value={Math.round(guide.minorAngle) % 180}
                shown={`${Math.round(guide.minorAngle) % 180}°`}
                min={0}
                max={179}
                step={1}
                readoutWidth="w-9"
                disabled={disabled}
                onChange={(minorAngle) => preview({ ...guide, minorAngle })}
              />
            </div>
          </Committed>
        )}
        {(guide?.kind === 'grid' || guide?.kind === 'isometric') && (
          <Committed onCommit={commit}>
            <RangeField
              label="Cell"
              value={Math.round(guide.size)}
              shown={`${Math.round(guide.size)} px`}
              min={MIN_GRID_SIZE}
              max={Math.min(MAX_GRID_SIZE, 200)}
              step={1}
              readoutWidth="w-12"
              disabled={disabled}
              onChange={(size) => preview({ ...guide, size })}
            />
          </Committed>
        )}
        {guide && (
          <details className="text-sm">
            <summary className="w-fit cursor-pointer select-none">Exact positions</summary>
            <div className="mt-2 flex flex-col gap-2">
              {points(guide).map(({ name, point, put: at }) => (
                <PointFields
                  key={name}
                  name={name}
                  point={point}
                  disabled={disabled}
                  onCommit={(p) => put(at(p))}
                />
              ))}
            </div>
          </details>
        )}
      </div>
    </ControlGroup>
  );
}
