// The installed sketchpad's icons, drawn from the site's own mark (apps/web/public/favicon.svg):
// 'any' icons on a transparent ground at every size the platforms ask for, 'maskable' ones with the
// mark inside the central 80 % safe zone on the brand's warm paper, and Apple's touch icon, which
// iOS shows without transparency. Runs alone: node scripts/art/app-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PUBLIC = path.join(ROOT, 'apps/web/public');
const OUT = path.join(PUBLIC, 'icons');

/** The light theme's page colour (app.css --color-base-100): the ground of a maskable icon. */
const PAPER = '#fffdf9';

/** Android launchers, Chromium's install dialog and Windows tiles between them. */
export const ANY_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512];
export const MASKABLE_SIZES = [192, 512];
const APPLE_TOUCH = 180;

const mark = fs.readFileSync(path.join(PUBLIC, 'favicon.svg'));

async function png(file, image) {
  const buf = await image.png({ compressionLevel: 9, palette: false }).toBuffer();
  fs.writeFileSync(path.join(OUT, file), buf);
  return { file, bytes: buf.length };
}

/** The mark at `inner` pixels, centred on a `size` square of `ground` (transparent when none). */
async function icon(size, inner, ground) {
  const drawn = await sharp(mark, { density: Math.ceil((72 * inner) / 100) * 2 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  const offset = Math.round((size - inner) / 2);
  return sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: ground ?? { r: 0, g: 0, b: 0, alpha: 0 },
    },
  }).composite([{ input: drawn, left: offset, top: offset }]);
}

export async function makeAppIcons() {
  fs.mkdirSync(OUT, { recursive: true });
  const written = [];
  for (const size of ANY_SIZES) {
    written.push(await png(`icon-${size}.png`, await icon(size, Math.round(size * 0.92))));
  }
  for (const size of MASKABLE_SIZES) {
    // The safe zone is a circle of 40 % radius: the mark fills 64 % so its corners stay inside.
    written.push(
      await png(`maskable-${size}.png`, await icon(size, Math.round(size * 0.64), PAPER)),
    );
  }
  written.push(
    await png(
      'apple-touch-icon.png',
      await icon(APPLE_TOUCH, Math.round(APPLE_TOUCH * 0.8), PAPER),
    ),
  );
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { file, bytes } of await makeAppIcons()) console.log(`${file}  ${bytes} B`);
}
