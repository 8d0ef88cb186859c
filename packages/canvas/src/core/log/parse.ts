import { isHexColor } from '../color';
import { isBrushId } from '../brushes/registry';
import type { Op } from '../doc/ops';
import { pressureCurveProblem } from '../ink/pressure';
import { isShapeId } from '../shapes/registry';
import { guidesProblem } from '../guides/guides';
import { symmetryProblem } from '../symmetry/symmetry';
import { LOG_FORMAT, LOG_VERSIONS, strokeLog, type LogVersion, type StrokeLog } from './format';
import { layerFieldsProblem } from './layerChecks';
import { editOpProblem, PictureBudget } from '../select/checks';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const str = (v: unknown): v is string => typeof v === 'string';
const unit = (v: unknown): v is number => num(v) && v >= 0 && v <= 1;

/** Checks an untrusted op (a log from a file or IndexedDB). Returns it typed, or a reason. */
export function checkOp(v: unknown): Op | string {
  if (!isObj(v) || !str(v.t)) return 'op without a type';
  const ok = (cond: boolean, what: string): Op | string =>
    cond ? (v as unknown as Op) : `bad ${v.t}: ${what}`;
  switch (v.t) {
    case 'stroke': {
      // Logs from before symmetry have no field: they draw as they always did.
      const symmetry = v.symmetry === undefined ? null : symmetryProblem(v.symmetry);
      if (symmetry) return `bad stroke: symmetry ${symmetry}`;
      // Likewise logs from before pressure curves: linear pressure.
      const curve = v.pressureCurve === undefined ? null : pressureCurveProblem(v.pressureCurve);
      if (curve) return `bad stroke: pressureCurve ${curve}`;
      return ok(
        str(v.layer) &&
          str(v.brush) &&
          isBrushId(v.brush) &&
          str(v.color) &&
          isHexColor(v.color) &&
          num(v.size) &&
          v.size > 0 &&
          unit(v.opacity) &&
          num(v.stabilizer) &&
          (v.pressure === 'device' || v.pressure === 'simulate') &&
          num(v.seed) &&
          Array.isArray(v.points) &&
          v.points.every(num),
        'fields',
      );
    }
    case 'shape':
      return ok(
        str(v.layer) &&
          str(v.shape) &&
          isShapeId(v.shape) &&
          str(v.color) &&
          isHexColor(v.color) &&
          num(v.size) &&
          unit(v.opacity) &&
          typeof v.filled === 'boolean' &&
          num(v.sides) &&
          [v.x0, v.y0, v.x1, v.y1].every(num),
        'fields',
      );
    case 'fill':
      return ok(
        str(v.layer) &&
          num(v.x) &&
          num(v.y) &&
          str(v.color) &&
          isHexColor(v.color) &&
          unit(v.opacity) &&
          num(v.tolerance),
        'fields',
      );
    case 'clear':
      return v as unknown as Op;
    case 'guides': {
      const problem = guidesProblem(v.guides);
      return problem ? `bad guides: ${problem}` : (v as unknown as Op);
    }
    case 'layer.add':
    case 'layer.delete':
    case 'layer.move':
    case 'layer.set':
    case 'layer.duplicate':
    case 'layer.merge': {
      const problem = layerFieldsProblem(v);
      return problem ? `bad ${v.t}: ${problem}` : (v as unknown as Op);
    }
    case 'transform':
    case 'erase-region':
    case 'paste': {
      const problem = editOpProblem(v);
      return problem ? `bad ${v.t}: ${problem}` : (v as unknown as Op);
    }
    default:
      return `unknown op ${v.t}`;
  }
}

const isVersion = (v: unknown): v is LogVersion => LOG_VERSIONS.includes(v as LogVersion);

/**
 * Parses and checks a stroke log of any version this engine reads; throws with the first problem
 * found. What it returns is in the current version (a version 1 log is one without guides).
 */
export function parseLog(input: unknown): StrokeLog {
  const v: unknown = typeof input === 'string' ? JSON.parse(input) : input;
  if (!isObj(v) || v.format !== LOG_FORMAT) throw new Error('Not a Glossy Drawer stroke log');
  const version = v.version;
  if (!isVersion(version)) throw new Error(`Unsupported stroke log version ${String(version)}`);
  const { width, height, scale, background, ops, undos } = v;
  if (!num(width) || !num(height) || width < 1 || height < 1 || width * height > 64e6) {
    throw new Error('Bad page size');
  }
  if (!num(scale) || !str(background) || !isHexColor(background) || !Array.isArray(ops)) {
    throw new Error('Bad stroke log header');
  }
  if (undos !== undefined && !(Number.isInteger(undos) && (undos as number) >= 0)) {
    throw new Error('Bad undo count');
  }
  const pictures = new PictureBudget();
  const checked = ops.map((op: unknown, i) => {
    const over = pictures.spend(op);
    if (over) throw new Error(`Op ${i}: ${over}`);
    const r = checkOp(op);
    if (typeof r === 'string') throw new Error(`Op ${i}: ${r}`);
    if (r.t === 'guides' && version < 2) throw new Error(`Op ${i}: guides need a version 2 log`);
    return r;
  });
  return strokeLog(
    { width, height, scale, background },
    checked,
    typeof undos === 'number' ? undos : 0,
  );
}
