import { fontStack, pigment, sheet, type CertificateSheet, type Words } from './certificate-layout';

/** '#f3a712' at `alpha`, for the washes' fade. */
function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

const fontOf = (words: Pick<Words, 'weight' | 'font'>, size: number) =>
  `${words.weight} ${size}px ${fontStack[words.font]}`;

/**
 * The site's display face is a web font: until it is in, the canvas would print in a fallback and
 * the PNG would be kept that way. Every weight the sheet uses is asked for before drawing.
 */
export async function loadCertificateFonts(layout: CertificateSheet): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  const faces = new Set(
    layout.words.filter((w) => w.font === 'display').map((w) => fontOf(w, 100)),
  );
  await Promise.all([...faces].map((face) => document.fonts.load(face).catch(() => [])));
}

function drawWords(ctx: CanvasRenderingContext2D, words: Words) {
  let size = words.size;
  ctx.font = fontOf(words, size);
  // The layout's estimate is good, but the real glyphs have the last word on the width.
  const width = ctx.measureText(words.text).width;
  if (width > words.maxWidth) {
    size = Math.max(words.size / 2, (size * words.maxWidth) / width);
    ctx.font = fontOf(words, size);
  }
  if ('letterSpacing' in ctx) ctx.letterSpacing = `${words.spacing ?? 0}px`;
  ctx.globalAlpha = words.opacity ?? 1;
  ctx.fillStyle = words.color;
  ctx.fillText(words.text, words.x, words.y);
  ctx.globalAlpha = 1;
}

/** Draws the sheet onto a 2000 × 1414 context, back to front. */
export function drawCertificate(ctx: CanvasRenderingContext2D, layout: CertificateSheet): void {
  ctx.fillStyle = pigment.paper;
  ctx.fillRect(0, 0, sheet.width, sheet.height);

  for (const wash of layout.washes) {
    const fade = ctx.createRadialGradient(wash.cx, wash.cy, 0, wash.cx, wash.cy, wash.r);
    fade.addColorStop(0, withAlpha(wash.color, wash.opacity));
    fade.addColorStop(1, withAlpha(wash.color, 0));
    ctx.fillStyle = fade;
    ctx.fillRect(wash.cx - wash.r, wash.cy - wash.r, wash.r * 2, wash.r * 2);
  }

  for (const frame of layout.frames) {
    ctx.strokeStyle = frame.color;
    ctx.lineWidth = frame.width;
    const size = [sheet.width - frame.inset * 2, sheet.height - frame.inset * 2] as const;
    ctx.strokeRect(frame.inset, frame.inset, ...size);
  }

  for (const stroke of layout.strokes) {
    ctx.globalAlpha = stroke.opacity;
    ctx.fillStyle = stroke.color;
    ctx.fill(new Path2D(stroke.d));
  }
  ctx.globalAlpha = 1;

  for (const line of layout.lines) {
    ctx.strokeStyle = line.color;
    ctx.lineWidth = line.width;
    ctx.beginPath();
    ctx.moveTo(line.x1, line.y1);
    ctx.lineTo(line.x2, line.y2);
    ctx.stroke();
  }

  for (const ring of layout.rings) {
    ctx.beginPath();
    ctx.arc(ring.cx, ring.cy, ring.r, 0, Math.PI * 2);
    if (ring.fill) {
      ctx.fillStyle = ring.fill;
      ctx.fill();
    }
    if (ring.stroke) {
      ctx.strokeStyle = ring.stroke;
      ctx.lineWidth = ring.width ?? 1;
      ctx.stroke();
    }
  }

  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  for (const words of layout.words) drawWords(ctx, words);
}

/** The sheet as a PNG, drawn once its fonts are in. */
export async function certificatePng(layout: CertificateSheet): Promise<Blob> {
  await loadCertificateFonts(layout);
  const canvas = document.createElement('canvas');
  canvas.width = sheet.width;
  canvas.height = sheet.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the certificate.');
  drawCertificate(ctx, layout);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made.'))),
      'image/png',
    ),
  );
}
