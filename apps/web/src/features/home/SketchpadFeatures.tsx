import {
  brushCatalog,
  clipartCount,
  fontCount,
  layerCount,
  platforms,
  shapeCatalog,
} from '@glossy/canvas/catalog';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { DownloadIcon, LayersIcon, PenIcon, UndoIcon } from './icons';
import { Reveal } from './Reveal';
import { SectionHeading } from './SectionHeading';
import { formatCount } from '../../lib/format/numbers';

const namesOf = (entries: readonly { name: string }[], shown: number) => {
  const names = entries
    .slice(0, shown)
    .map((entry, i) => (i === 0 ? entry.name : entry.name.toLowerCase()));
  return `${names.join(', ')} and ${entries.length - shown} more`;
};

// The figures come from what the sketchpad really ships (the engine's catalog, kept equal to its
// registries by tests), so this section cannot drift from it.
const stats = [
  { figure: brushCatalog.length, label: 'Brushes', detail: namesOf(brushCatalog, 4) },
  { figure: shapeCatalog.length, label: 'Shapes', detail: namesOf(shapeCatalog, 4) },
  {
    figure: formatCount(clipartCount),
    label: 'Clipart pieces',
    detail: 'Stickers and emoji to search and place',
  },
  { figure: fontCount, label: 'Fonts', detail: 'Hand-lettering, display, serif and sans' },
  { figure: layerCount, label: 'Layers', detail: 'With 16 blend modes and clipping' },
  { figure: platforms.length, label: 'Platforms', detail: platforms.join(', ') },
];

const features: { title: string; text: string; Icon: ComponentType }[] = [
  {
    title: 'Layers & blending',
    text: 'Blend modes, clipping, lock and merge, and a reference image to trace over.',
    Icon: LayersIcon,
  },
  {
    title: 'Pressure & tilt',
    text: 'Strokes follow your stylus. With a mouse or a finger, speed shapes the line.',
    Icon: PenIcon,
  },
  {
    title: 'Undo & redo',
    text: 'Step back through your history freely, with the shortcuts you already know.',
    Icon: UndoIcon,
  },
  {
    title: 'Export PNG, JPEG & PSD',
    text: 'Download the finished piece, or every layer for Photoshop, Krita or GIMP.',
    Icon: DownloadIcon,
  },
];

export function SketchpadFeatures() {
  return (
    <section aria-labelledby="features-heading" className="section container-page below-fold">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <SectionHeading
            id="features-heading"
            eyebrow="Draw in your browser"
            title="Sketchpad Features"
            align="start"
          >
            A drawing studio that opens in a browser tab. Nothing to install.
          </SectionHeading>
          <dl className="grid grid-cols-2 gap-4">
            {stats.map((stat) => (
              <Reveal key={stat.label} className="bg-base-200 rounded-box flex flex-col p-5">
                {/* Read as "Brushes: 18", shown figure first. */}
                <dt className="order-2 mt-1 font-semibold">{stat.label}</dt>
                <dd className="font-display text-primary order-1 text-5xl font-semibold">
                  {stat.figure}
                </dd>
                <dd className="text-base-content/70 order-3 mt-1 text-sm">{stat.detail}</dd>
              </Reveal>
            ))}
          </dl>
          <Link to="/canvas" className="btn btn-primary mt-8">
            Try the sketchpad
          </Link>
        </div>

        <div className="flex flex-col gap-6">
          <ul className="grid gap-6 sm:grid-cols-2">
            {features.map(({ title, text, Icon }, i) => (
              <Reveal
                as="li"
                key={title}
                delayMs={i * 100}
                className="border-base-300 rounded-box flex flex-col gap-3 border p-6"
              >
                <span className="bg-primary/10 text-primary flex size-12 items-center justify-center rounded-2xl">
                  <Icon />
                </span>
                <h3 className="font-sans text-lg font-semibold tracking-normal">{title}</h3>
                <p className="text-base-content/75 text-sm leading-relaxed">{text}</p>
              </Reveal>
            ))}
          </ul>
          <Reveal className="bg-neutral text-neutral-content rounded-box p-6">
            <p className="font-semibold">Mouse, touch or pen, on any device</p>
            <ul aria-label="Works on" className="mt-3 flex flex-wrap gap-2">
              {platforms.map((platform) => (
                <li
                  key={platform}
                  className="rounded-full border border-current/30 px-3 py-1 text-sm"
                >
                  {platform}
                </li>
              ))}
              <li className="rounded-full border border-current/30 px-3 py-1 text-sm">
                in the browser
              </li>
            </ul>
          </Reveal>
        </div>
      </div>
    </section>
  );
}
