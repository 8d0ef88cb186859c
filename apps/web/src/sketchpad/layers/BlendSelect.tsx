import { BLEND_MODES, type BlendMode, type LayerInfo } from '@glossy/canvas';
import { blendGroups, blendNames } from './blend-names';

interface Props {
  layer: LayerInfo;
  disabled: boolean;
  onChange: (blend: BlendMode) => void;
}

const isBlendMode = (v: string): v is BlendMode => (BLEND_MODES as readonly string[]).includes(v);

/** How a layer mixes with the layers under it; each choice is one undoable step. */
export function BlendSelect({ layer, disabled, onChange }: Props) {
  return (
    <label className="flex min-w-0 items-center gap-2 text-xs">
      Blend
      <select
        className="select select-xs bg-base-100 min-w-0 flex-1"
        aria-label={`${layer.name} blend mode`}
        value={layer.blend}
        disabled={disabled}
        onChange={(e) => {
          if (isBlendMode(e.target.value)) onChange(e.target.value);
        }}
      >
        <option value="normal">{blendNames.normal}</option>
        {blendGroups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.modes.map((mode) => (
              <option key={mode} value={mode}>
                {blendNames[mode]}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
