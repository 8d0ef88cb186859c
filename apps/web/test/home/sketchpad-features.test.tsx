import { brushCatalog, shapeCatalog } from '@glossy/canvas/catalog';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SketchpadFeatures } from '../../src/features/home/SketchpadFeatures';

afterEach(cleanup);

function renderFeatures() {
  const router = createMemoryRouter([{ path: '/', element: <SketchpadFeatures /> }]);
  return render(<RouterProvider router={router} />);
}

describe('Sketchpad Features', () => {
  it('advertises exactly the brushes and shapes the sketchpad ships', () => {
    renderFeatures();
    const figureOf = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figureOf('Brushes')).toBe(String(brushCatalog.length));
    expect(figureOf('Shapes')).toBe(String(shapeCatalog.length));
  });

  it('claims nothing the sketchpad does not have', () => {
    const { container } = renderFeatures();
    expect(container.textContent).not.toMatch(/clipart|fonts/i);
  });

  it('names the platforms it runs on', () => {
    renderFeatures();
    const platforms = screen.getByRole('list', { name: 'Works on' });
    for (const name of ['Mac', 'Windows', 'Android', 'iOS']) {
      expect(platforms.textContent).toContain(name);
    }
  });
});
