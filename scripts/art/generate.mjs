// Generates all original artwork for Glossy Drawer into apps/web/public/media/.
//
// Run from the repo root:   node scripts/art/generate.mjs [group ...]
// Groups: courses instructors students gallery events blog steps site video lessons lesson-videos
// app-icons
// (default: all). Needs `sharp` (a repo dependency). `video` and `lesson-videos` also need ffmpeg
// (e.g. `apt-get install ffmpeg`). Output is deterministic; the results are committed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { makeRng } from './prng.mjs';
import { save, written } from './output.mjs';
import { courses } from './courses.mjs';
import { events, EVENT_W, EVENT_H } from './events.mjs';
import { doc, grainFilter, grainRect } from './svg.mjs';
import { gallery, GALLERY_W, GALLERY_H } from './gallery.mjs';
import { portrait, W as PW, H as PH } from './portraits.mjs';
import { instructors, students } from './people.mjs';
import { blog, BLOG_W, BLOG_H } from './blog.mjs';
import { silhouette } from './portraits.mjs';
import { watercolorHills } from './landscapes.mjs';
import { BRAND, lighten } from './color.mjs';
import { saveText } from './output.mjs';
import * as site from './site.mjs';
import { makeHeroVideo } from './video.mjs';
import { makeLessonReferences } from './lessons.mjs';
import { makeLessonVideos } from './lesson-videos.mjs';
import { makeAppIcons } from './app-icons.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MEDIA = path.join(ROOT, 'apps/web/public/media');
const pad = (n) => String(n).padStart(2, '0');

async function render(file, item) {
  if (item.raw) {
    const { data, width, height } = item.raw;
    const [w, h] = item.size;
    return save(
      file,
      () =>
        sharp(data, { raw: { width, height, channels: 3 } }).resize(w, h, { kernel: 'nearest' }),
      { lossless: true },
    );
  }
  return save(file, item.svg, item.opts);
}

// Wrap a {defs, body} scene with paper grain into a full SVG document.
export function framed(w, h, art, alpha = 0.05) {
  const grain = grainFilter('grain', { alpha });
  return doc(w, h, art.body + grainRect('grain', w, h), { defs: art.defs + grain });
}

const groups = {
  async courses() {
    for (const [i, make] of courses.entries()) {
      await render(
        path.join(MEDIA, `courses/course-${pad(i + 1)}.webp`),
        make(makeRng(`course-${i + 1}`)),
      );
    }
  },
  async instructors() {
    for (const [i, spec] of instructors.entries()) {
      const body = portrait(makeRng(`instructor-${i + 1}`), { id: `i${i}`, ...spec });
      const grain = grainFilter('grain', { alpha: 0.05 });
      await render(path.join(MEDIA, `instructors/instructor-${pad(i + 1)}.webp`), {
        svg: doc(PW, PH, body + grainRect('grain', PW, PH), { defs: grain }),
      });
    }
  },
  async students() {
    for (const [i, spec] of students.entries()) {
      const body = portrait(makeRng(`student-${i + 1}`), { id: `s${i}`, ...spec });
      // Head-and-shoulders crop of the same 480x560 drawing, rendered straight at 160px.
      const svg = doc(PW, PH, body, { viewBox: '60 70 360 360', outW: 160, outH: 160 });
      await render(path.join(MEDIA, `students/student-${pad(i + 1)}.webp`), {
        svg,
        opts: { quality: 80 },
      });
    }
  },
  async gallery() {
    for (const [i, make] of gallery.entries()) {
      const art = make(makeRng(`gallery-${i + 1}`));
      await render(path.join(MEDIA, `gallery/gallery-${pad(i + 1)}.webp`), {
        svg: framed(GALLERY_W, GALLERY_H, art, 0.06),
      });
    }
  },
  async blog() {
    for (const [i, make] of blog.entries()) {
      const art = make(makeRng(`blog-${i + 1}`));
      await render(path.join(MEDIA, `blog/topic-${pad(i + 1)}.webp`), {
        svg: framed(BLOG_W, BLOG_H, art),
      });
    }
  },
  async steps() {
    const makers = [site.stepWatch, site.stepPractice, site.stepShare];
    for (const [i, make] of makers.entries()) {
      const art = make(makeRng(`step-${i + 1}`), 640, 480);
      await render(path.join(MEDIA, `steps/step-${i + 1}.webp`), { svg: framed(640, 480, art) });
    }
  },
  async site() {
    const out = (name) => path.join(MEDIA, 'site', name);
    const r = (name) => makeRng(`site-${name}`);
    await render(out('error.webp'), { svg: framed(640, 480, site.errorArt(r('error'), 640, 480)) });
    await render(out('auth.webp'), { svg: framed(720, 900, site.authArt(r('auth'), 720, 900)) });
    await render(out('blog-hero.webp'), {
      svg: framed(1440, 560, site.flowBanner(r('hero'), 1440, 560)),
    });
    // The same banner at half width, for phones (the blog's largest paint; a third of the bytes),
    // and at two thirds, for a phone of 412 px at 1.75× (721 px) that 720 falls just short of.
    for (const width of [720, 960]) {
      await render(out(`blog-hero-${width}.webp`), {
        svg: framed(1440, 560, site.flowBanner(r('hero'), 1440, 560)),
        opts: { resize: width },
      });
    }
    const wc = watercolorHills(r('banner'), 1500, 400, 'bn', {
      sky: ['#cfe3ea', '#f6dcc0', '#e9eef0'],
      hills: [lighten(BRAND.sage, 0.35), BRAND.sage, BRAND.cerulean, BRAND.plum],
      sun: BRAND.ochre,
    });
    await render(out('profile-banner.webp'), { svg: framed(1500, 400, wc) });
    const av = silhouette('#cfd8d3', '#f4f1ea');
    await render(out('avatar.webp'), {
      svg: doc(PW, PH, av.body, { defs: av.defs, viewBox: '40 60 400 400', outW: 256, outH: 256 }),
    });
    await render(out('og.webp'), { svg: framed(1200, 630, site.ogArt(r('og'), 1200, 630)) });
    const mark = site.logoMark('gd');
    saveText(
      out('logo.svg'),
      doc(100, 100, mark.body, { defs: mark.defs }).replace(
        ' width="100" height="100"',
        ' width="100" height="100" role="img" aria-label="Glossy Drawer"',
      ),
    );
    saveText(
      path.join(MEDIA, '../favicon.svg'),
      doc(100, 100, mark.body.replace('stroke-width="9"', 'stroke-width="13"'), {
        defs: mark.defs,
      }),
    );
  },
  async video() {
    await makeHeroVideo(path.join(MEDIA, 'hero'));
  },
  async lessons() {
    await makeLessonReferences(MEDIA);
  },
  async 'lesson-videos'() {
    await makeLessonVideos();
  },
  async 'app-icons'() {
    for (const { file, bytes } of await makeAppIcons()) {
      written.push({ file: path.join(ROOT, 'apps/web/public/icons', file), bytes, q: 'png' });
    }
  },
  async events() {
    for (const [i, make] of events.entries()) {
      const art = make(makeRng(`event-${i + 1}`));
      await render(path.join(MEDIA, `events/event-${pad(i + 1)}.webp`), {
        svg: framed(EVENT_W, EVENT_H, art),
      });
    }
  },
};

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(groups)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const t = Date.now();
  await run();
  console.log(`${name}: done in ${((Date.now() - t) / 1000).toFixed(1)}s`);
}
let total = 0;
for (const { file, bytes, q } of written) {
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  q=${q}  ${path.relative(ROOT, file)}`);
}
console.log(`total ${(total / 1024).toFixed(1)} KB in ${written.length} files`);
