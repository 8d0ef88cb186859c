import { isBlendMode } from '../blend/modes';

const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const str = (v: unknown): v is string => typeof v === 'string';
const flag = (v: unknown) => v === undefined || typeof v === 'boolean';

/**
 * What is wrong with the fields of an untrusted layer op, or null. Fields older logs never had
 * are optional in `layer.set`, so those logs keep parsing and their layers get the defaults.
 */
export function layerFieldsProblem(v: Record<string, unknown>): string | null {
  if (!str(v.id)) return 'id must be a string';
  switch (v.t) {
    case 'layer.add':
      return str(v.name) && num(v.index) ? null : 'needs a name and an index';
    case 'layer.move':
      return num(v.index) ? null : 'needs an index';
    case 'layer.set':
      return setProblem(v);
    case 'layer.duplicate':
      if (!str(v.newId) || v.newId === '' || v.newId === v.id) return 'needs a new, different id';
      if (!str(v.name)) return 'needs a name';
      return Number.isInteger(v.index) && (v.index as number) >= 0
        ? null
        : 'index must be a whole number ≥ 0';
    default:
      // layer.delete and layer.merge carry nothing but the id.
      return null;
  }
}

function setProblem(v: Record<string, unknown>): string | null {
  if (v.name !== undefined && !str(v.name)) return 'name must be a string';
  if (!flag(v.visible)) return 'visible must be true or false';
  if (v.opacity !== undefined && !(num(v.opacity) && v.opacity >= 0 && v.opacity <= 1)) {
    return 'opacity must be 0..1';
  }
  if (v.blend !== undefined && !isBlendMode(v.blend)) {
    return `blend ${JSON.stringify(v.blend)} is not a blend mode`;
  }
  if (!flag(v.locked)) return 'locked must be true or false';
  if (!flag(v.clip)) return 'clip must be true or false';
  return null;
}
