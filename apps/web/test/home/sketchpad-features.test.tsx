import {
  brushCatalog,
  clipartCount,
  fontCount,
  layerCount,
  platforms,
  shapeCatalog,
} from '@glossy/canvas/catalog';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SketchpadFeatures } from '../../src/features/home/SketchpadFeatures';

afterEach(cleanup);

function renderFeatures() {
  const router = createMemoryRouter([{ path: '/', element: <SketchpadFeatures /> }]);
  return render(<RouterProvider router={router} />);
}

const figureOf = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Sketchpad Features', () => {
  it('advertises exactly what the sketchpad ships, from its registries', () => {
    renderFeatures();
    expect(figureOf('Brushes')).toBe(String(brushCatalog.length));
    expect(figureOf('Shapes')).toBe(String(shapeCatalog.length));
    // The catalog's figures are kept equal to the fonts, clipart and layers by their own tests.
    expect(figureOf('Clipart pieces')).toBe(clipartCount.toLocaleString('en-GB'));
    expect(figureOf('Fonts')).toBe(String(fontCount));
    expect(figureOf('Layers')).toBe(String(layerCount));
    expect(figureOf('Platforms')).toBe(String(platforms.length));
  });

  it('names the platforms it runs on', () => {
    renderFeatures();
    const list = screen.getByRole('list', { name: 'Works on' });
    for (const name of platforms) expect(list.textContent).toContain(name);
  });
});
