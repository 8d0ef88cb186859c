// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardPicture } from '../../src/components/ui/CardPicture';

const box = 'bg-base-200 aspect-[40/26] w-full';

describe('a card’s picture', () => {
  it('of the first card loads with the page, first among the pictures', () => {
    const html = renderToStaticMarkup(
      <CardPicture
        src="/media/courses/course-02.webp"
        alt=""
        width={800}
        height={520}
        eager
        boxClassName={box}
      />,
    );
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('data-after-start');
    expect(html).toContain(`<div class="${box}">`);
  });

  it('of the other cards waits for the app to start and for the screen to near it, in a box that keeps its place', () => {
    const html = renderToStaticMarkup(
      <CardPicture
        src="/media/courses/course-07.webp"
        alt="Portrait"
        width={800}
        height={520}
        boxClassName={box}
        className="object-top"
      />,
    );
    expect(html).toMatch(
      new RegExp(`^<div class="${box.replace(/[[\]/]/g, '\\$&')}" data-after-start="">`),
    );
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('alt="Portrait"');
    expect(html).toContain('width="800"');
    expect(html).toContain('class="size-full object-cover object-top"');
  });
});
