import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const publicDir = path.resolve(import.meta.dirname, '../../public');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  background_color: string;
  theme_color: string;
  icons: ManifestIcon[];
  shortcuts: { name: string; url: string; icons: ManifestIcon[] }[];
  screenshots: { src: string; sizes: string; type: string; form_factor: string; label: string }[];
};

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(src: string) {
  const file = readFileSync(path.join(publicDir, src));
  expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${file.readUInt32BE(16)}x${file.readUInt32BE(20)}`;
}

describe('the sketchpad’s web app manifest', () => {
  it('installs the sketchpad standalone, opening on /canvas, with a shortcut to My drawings', () => {
    expect(manifest).toMatchObject({
      id: '/canvas',
      name: 'Glossy Drawer Sketchpad',
      short_name: 'Glossy Drawer',
      start_url: '/canvas',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(15);
    expect(manifest.shortcuts).toEqual([
      expect.objectContaining({ name: 'My drawings', url: '/drawings' }),
    ]);
    for (const colour of [manifest.background_color, manifest.theme_color]) {
      expect(colour).toMatch(/^#[0-9a-fA-F]{6}$/);
    }
  });

  it('shows the studio in the install dialog, on a laptop and on a phone, at the sizes it names', () => {
    expect(manifest.screenshots.map((shot) => shot.form_factor)).toEqual(['wide', 'narrow']);
    for (const shot of manifest.screenshots) {
      expect(pngSize(shot.src), shot.src).toBe(shot.sizes);
      expect(shot.type).toBe('image/png');
      expect(shot.label.length).toBeGreaterThan(20);
    }
  });

  it('lists icons the project drew at every size it names, maskable ones too', () => {
    const icons = [...manifest.icons, ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons)];
    for (const icon of icons) expect(pngSize(icon.src), icon.src).toBe(icon.sizes);
    const sizes = (purpose: string) =>
      manifest.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toEqual(['192x192', '512x512']);
  });
});
