import type { LayerInfo, Sketchpad } from '@glossy/canvas';
import { ActionButton } from './ActionButton';
import { BlendSelect } from './BlendSelect';
import { LayerName } from './LayerName';
import { LayerThumbnail } from './LayerThumbnail';
import { EyeIcon, LockIcon } from './layer-icons';

interface Props {
  pad: Sketchpad | null;
  layer: LayerInfo;
  /** What a clipped layer clips to (the nearest unclipped layer under it), or null. */
  base: LayerInfo | null;
  active: boolean;
  top: boolean;
  bottom: boolean;
  renaming: boolean;
  onRenaming: (renaming: boolean) => void;
  /** The board's size, the thumbnail's shape; and when to draw the thumbnail again. */
  board: { width: number; height: number };
  tick: number;
}

const moves = [
  { delta: 1, way: 'up', glyph: '↑' },
  { delta: -1, way: 'down', glyph: '↓' },
] as const;

/**
 * One layer of the list: its thumbnail, name, visibility, lock, order and delete; then blend
 * and opacity.
 */
export function LayerRow({
  pad,
  layer: l,
  base,
  active,
  top,
  bottom,
  renaming,
  onRenaming,
  board,
  tick,
}: Props) {
  const disabled = pad === null;
  const layers = pad?.layers;
  return (
    <li
      className={`rounded-box border p-2 ${active ? 'border-primary bg-base-100' : 'border-base-300'} ${base ? 'ml-4' : ''}`}
    >
      <div className="flex items-center gap-0.5">
        {base && (
          <span aria-hidden="true" className="text-base-content/60 text-xs" title="Clipped">
            ↳
          </span>
        )}
        <LayerThumbnail pad={pad} layer={l} board={board} tick={tick} />
        <LayerName
          layer={l}
          active={active}
          editing={renaming}
          note={base ? `clipped to ${base.name}` : undefined}
          onSelect={() => layers?.select(l.id)}
          onEdit={onRenaming}
          onRename={(name) => layers?.rename(l.id, name)}
        />
        <button
          type="button"
          className="btn btn-ghost btn-xs btn-square"
          aria-label={`${l.visible ? 'Hide' : 'Show'} ${l.name}`}
          aria-pressed={!l.visible}
          disabled={disabled}
          onClick={() => layers?.setVisible(l.id, !l.visible)}
        >
          <EyeIcon open={l.visible} />
        </button>
        <button
          type="button"
          className={`btn btn-xs btn-square ${l.locked ? 'btn-warning' : 'btn-ghost'}`}
          aria-label={`Lock ${l.name}`}
          aria-pressed={l.locked}
          disabled={disabled}
          onClick={() => layers?.setLocked(l.id, !l.locked)}
        >
          <LockIcon locked={l.locked} />
        </button>
        {moves.map(({ delta, way, glyph }) => (
          <button
            key={way}
            type="button"
            className="btn btn-ghost btn-xs btn-square"
            aria-label={`Move ${l.name} ${way}`}
            disabled={disabled || (delta > 0 ? top : bottom)}
            onClick={() => layers?.move(l.id, delta)}
          >
            {glyph}
          </button>
        ))}
        <ActionButton
          label={`Delete ${l.name}`}
          problem={layers?.problem({ t: 'layer.delete', id: l.id }) ?? null}
          disabled={disabled}
          onClick={() => layers?.remove(l.id)}
        >
          ✕
        </ActionButton>
      </div>
      <div className="mt-1 grid gap-1">
        <BlendSelect
          layer={l}
          disabled={disabled}
          onChange={(blend) => layers?.setBlend(l.id, blend)}
        />
        <label className="flex items-center gap-2 text-xs">
          Opacity
          <input
            type="range"
            className="range range-xs range-primary flex-1"
            min={0}
            max={100}
            step={5}
            aria-label={`${l.name} opacity`}
            disabled={disabled}
            // Uncontrolled: committing on release keeps one history step per change.
            defaultValue={Math.round(l.opacity * 100)}
            key={l.opacity}
            onPointerUp={(e) => layers?.setOpacity(l.id, Number(e.currentTarget.value) / 100)}
            onKeyUp={(e) => layers?.setOpacity(l.id, Number(e.currentTarget.value) / 100)}
          />
        </label>
      </div>
    </li>
  );
}
