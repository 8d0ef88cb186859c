import type { BlendMode } from './modes';

/**
 * B(Cb, Cs) of W3C Compositing and Blending Level 1's blend modes: backdrop and source in, the
 * blended colour out, every channel 0..1 and alpha left out (compositing adds it, see
 * composite.ts). These are the formulas Chromium (Skia) uses for `mix-blend-mode` and
 * `globalCompositeOperation`, so the export computes what the screen shows.
 */
export type Blender = (
  br: number,
  bg: number,
  bb: number,
  sr: number,
  sg: number,
  sb: number,
  out: Float64Array,
) => void;

type Channel = (cb: number, cs: number) => number;
type NonSeparableMode = 'hue' | 'saturation' | 'color' | 'luminosity';
type SeparableMode = Exclude<BlendMode, 'normal' | NonSeparableMode>;

const multiply: Channel = (cb, cs) => cb * cs;
const screen: Channel = (cb, cs) => cb + cs - cb * cs;
const hardLight: Channel = (cb, cs) => (cs <= 0.5 ? multiply(cb, 2 * cs) : screen(cb, 2 * cs - 1));

function softLight(cb: number, cs: number): number {
  if (cs <= 0.5) return cb - (1 - 2 * cs) * cb * (1 - cb);
  const d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : Math.sqrt(cb);
  return cb + (2 * cs - 1) * (d - cb);
}

function colorDodge(cb: number, cs: number): number {
  if (cb === 0) return 0;
  if (cs >= 1) return 1;
  return Math.min(1, cb / (1 - cs));
}

function colorBurn(cb: number, cs: number): number {
  if (cb >= 1) return 1;
  if (cs <= 0) return 0;
  return 1 - Math.min(1, (1 - cb) / cs);
}

const separable: Record<SeparableMode, Channel> = {
  multiply,
  screen,
  overlay: (cb, cs) => hardLight(cs, cb),
  darken: Math.min,
  lighten: Math.max,
  'color-dodge': colorDodge,
  'color-burn': colorBurn,
  'hard-light': hardLight,
  'soft-light': softLight,
  difference: (cb, cs) => Math.abs(cb - cs),
  exclusion: (cb, cs) => cb + cs - 2 * cb * cs,
};

const lum = (r: number, g: number, b: number) => 0.3 * r + 0.59 * g + 0.11 * b;

/** SetLum then ClipColor: gives (r, g, b) the luminosity `l`, brought back into gamut. */
function setLum(r: number, g: number, b: number, l: number, out: Float64Array): void {
  const d = l - lum(r, g, b);
  r += d;
  g += d;
  b += d;
  const n = Math.min(r, g, b);
  const x = Math.max(r, g, b);
  const k = lum(r, g, b);
  if (n < 0) {
    const f = k / (k - n);
    r = k + (r - k) * f;
    g = k + (g - k) * f;
    b = k + (b - k) * f;
  }
  if (x > 1) {
    const f = (1 - k) / (x - k);
    r = k + (r - k) * f;
    g = k + (g - k) * f;
    b = k + (b - k) * f;
  }
  out[0] = r;
  out[1] = g;
  out[2] = b;
}

const sat = (r: number, g: number, b: number) => Math.max(r, g, b) - Math.min(r, g, b);

/** SetSat: the hue of (r, g, b) with saturation `s`; each channel scales from the smallest. */
function setSat(r: number, g: number, b: number, s: number, out: Float64Array): void {
  const n = Math.min(r, g, b);
  const range = Math.max(r, g, b) - n;
  const k = range > 0 ? s / range : 0;
  out[0] = (r - n) * k;
  out[1] = (g - n) * k;
  out[2] = (b - n) * k;
}

const nonSeparable: Record<NonSeparableMode, Blender> = {
  hue(br, bg, bb, sr, sg, sb, out) {
    setSat(sr, sg, sb, sat(br, bg, bb), out);
    setLum(out[0] ?? 0, out[1] ?? 0, out[2] ?? 0, lum(br, bg, bb), out);
  },
  saturation(br, bg, bb, sr, sg, sb, out) {
    setSat(br, bg, bb, sat(sr, sg, sb), out);
    setLum(out[0] ?? 0, out[1] ?? 0, out[2] ?? 0, lum(br, bg, bb), out);
  },
  color: (br, bg, bb, sr, sg, sb, out) => setLum(sr, sg, sb, lum(br, bg, bb), out),
  luminosity: (br, bg, bb, sr, sg, sb, out) => setLum(br, bg, bb, lum(sr, sg, sb), out),
};

const normal: Blender = (_br, _bg, _bb, sr, sg, sb, out) => {
  out[0] = sr;
  out[1] = sg;
  out[2] = sb;
};

const isNonSeparable = (mode: BlendMode): mode is NonSeparableMode => mode in nonSeparable;

export function blender(mode: BlendMode): Blender {
  if (mode === 'normal') return normal;
  if (isNonSeparable(mode)) return nonSeparable[mode];
  const f = separable[mode];
  return (br, bg, bb, sr, sg, sb, out) => {
    out[0] = f(br, sr);
    out[1] = f(bg, sg);
    out[2] = f(bb, sb);
  };
}
