import { article, type ArticleBlock } from '@glossy/contract';
import { describe, expect, it } from 'vitest';
import { articleToText, textToArticle } from '../../src/features/submissions/studio-article';

const lines = (...text: string[]) => text.join('\n');

describe('textToArticle', () => {
  it('reads headings, paragraphs, both kinds of list, links and pictures', () => {
    const { blocks, problems } = textToArticle(
      lines(
        '## Wet on wet',
        '',
        'Load the brush,',
        'then wait for the [sheen](https://example.com/sheen) to go.',
        '',
        '- Sumi ink',
        '* A round brush',
        '',
        '1. Wet the paper',
        '2. Drop the ink',
        '',
        '![A grey wash drying](/uploads/wash.webp)',
        '',
        'See [the catalog](/courses).',
      ),
    );
    expect(problems).toEqual([]);
    expect(blocks).toEqual<ArticleBlock[]>([
      { type: 'heading', text: 'Wet on wet' },
      {
        type: 'paragraph',
        spans: [
          { text: 'Load the brush, then wait for the ' },
          { text: 'sheen', href: 'https://example.com/sheen' },
          { text: ' to go.' },
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [[{ text: 'Sumi ink' }], [{ text: 'A round brush' }]],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ text: 'Wet the paper' }], [{ text: 'Drop the ink' }]],
      },
      { type: 'image', src: '/uploads/wash.webp', alt: 'A grey wash drying' },
      {
        type: 'paragraph',
        spans: [{ text: 'See ' }, { text: 'the catalog', href: '/courses' }, { text: '.' }],
      },
    ]);
    // What it gives is exactly what the server accepts.
    expect(article.safeParse(blocks).success).toBe(true);
  });

  it('starts a new list when the kind changes, and continues an item on an indented line', () => {
    const { blocks } = textToArticle(lines('- one', '  still one', '1. first', '- two'));
    expect(blocks).toEqual([
      { type: 'list', ordered: false, items: [[{ text: 'one still one' }]] },
      { type: 'list', ordered: true, items: [[{ text: 'first' }]] },
      { type: 'list', ordered: false, items: [[{ text: 'two' }]] },
    ]);
  });

  it('keeps escaped brackets and escaped line starts as text', () => {
    const { blocks, problems } = textToArticle(
      lines('\\## not a heading', '', '\\- not a list, \\[not a link\\](/x)'),
    );
    expect(problems).toEqual([]);
    expect(blocks).toEqual([
      { type: 'paragraph', spans: [{ text: '## not a heading' }] },
      { type: 'paragraph', spans: [{ text: '- not a list, [not a link](/x)' }] },
    ]);
  });

  it('refuses what the contract would, naming the line: bad links, outside or undescribed pictures', () => {
    const { blocks, problems } = textToArticle(
      lines(
        'A [trap](javascript:alert(1)) and a [bare]() link.',
        '![A cat](https://elsewhere.example/cat.png)',
        '![](/uploads/x.webp)',
        '##',
        'Inline ![pic](/uploads/y.webp) here',
      ),
    );
    expect(problems.map((problem) => problem.line)).toEqual([1, 1, 2, 3, 4, 5]);
    expect(problems[0]!.message).toMatch(/must start with https:\/\/ or \//);
    expect(problems[2]!.message).toMatch(/uploaded here/);
    expect(problems[3]!.message).toMatch(/Describe the picture/);
    expect(problems[5]!.message).toMatch(/line of its own/);
    // The broken links keep their words; no javascript: address survives anywhere.
    expect(JSON.stringify(blocks)).not.toMatch(/javascript|elsewhere/);
    expect(blocks[0]).toEqual({ type: 'paragraph', spans: [{ text: 'A trap and a bare link.' }] });
  });

  it('drops control characters and treats Windows line ends like any other', () => {
    const { blocks } = textToArticle('Tab\there\u0007\r\n\r\n## Next');
    expect(blocks).toEqual([
      { type: 'paragraph', spans: [{ text: 'Tab here' }] },
      { type: 'heading', text: 'Next' },
    ]);
  });

  it('gives nothing for blank text, so the editor can ask for an article', () => {
    expect(textToArticle('  \n\n ')).toEqual({ blocks: [], problems: [] });
  });
});

describe('articleToText', () => {
  it('writes each kind of block back as the editor’s markdown', () => {
    const text = articleToText([
      { type: 'heading', text: 'Line weight' },
      {
        type: 'paragraph',
        spans: [{ text: 'Press ' }, { text: 'harder', href: '/canvas' }, { text: ' for darks.' }],
      },
      { type: 'list', ordered: true, items: [[{ text: 'Light' }], [{ text: 'Dark' }]] },
      { type: 'list', ordered: false, items: [[{ text: 'HB pencil' }]] },
      { type: 'image', src: '/uploads/lines.webp', alt: 'Three lines' },
    ]);
    expect(text).toBe(
      lines(
        '## Line weight',
        '',
        'Press [harder](/canvas) for darks.',
        '',
        '1. Light',
        '2. Dark',
        '',
        '- HB pencil',
        '',
        '![Three lines](/uploads/lines.webp)',
      ),
    );
  });

  it('escapes text that would read back as markup', () => {
    const blocks: ArticleBlock[] = [
      { type: 'paragraph', spans: [{ text: '1. is not a list here' }] },
      { type: 'paragraph', spans: [{ text: '# and [brackets] with a \\ and a trailing \\' }] },
      { type: 'paragraph', spans: [{ text: '\\[literal' }] },
    ];
    expect(textToArticle(articleToText(blocks))).toEqual({ blocks, problems: [] });
  });
});

/** A small deterministic generator, so the round trip is tried on many odd articles. */
function* randomArticles(count: number): Generator<ArticleBlock[]> {
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const pieces = [
    'ink',
    'wash',
    '#',
    '- ',
    '1. ',
    '[',
    ']',
    '\\',
    '(',
    ')',
    '!',
    '*',
    ' ',
    'é',
    '“q”',
  ];
  const word = () =>
    Array.from({ length: 1 + Math.floor(next() * 5) }, () => pick(pieces))
      .join('')
      .replace(/\s+/g, ' ');
  const text = () => {
    const value = word().trim();
    return value || 'x';
  };
  const spans = () => {
    const out: { text: string; href?: string }[] = [];
    const n = 1 + Math.floor(next() * 4);
    for (let i = 0; i < n; i += 1) {
      // Plain spans alternate with links, as parsing merges neighbouring plain text.
      if (i % 2 === 1)
        out.push({ text: text(), href: pick(['/courses', 'https://example.com/a']) });
      else out.push({ text: (i > 0 ? ' ' : '') + text() + (i < n - 1 ? ' ' : '') });
    }
    return out;
  };
  for (let k = 0; k < count; k += 1) {
    yield Array.from({ length: 1 + Math.floor(next() * 5) }, (): ArticleBlock => {
      switch (pick(['heading', 'paragraph', 'list', 'image'] as const)) {
        case 'heading':
          return { type: 'heading', text: text() };
        case 'paragraph':
          return { type: 'paragraph', spans: spans() };
        case 'list':
          return {
            type: 'list',
            ordered: next() < 0.5,
            items: Array.from({ length: 1 + Math.floor(next() * 3) }, spans),
          };
        default:
          return {
            type: 'image',
            src: '/uploads/p.webp',
            alt: text().replace(/[[\]]/g, '').trim() || 'p',
          };
      }
    });
  }
}

describe('the round trip', () => {
  it('reads back every article it writes, block for block', () => {
    for (const blocks of randomArticles(300)) {
      const text = articleToText(blocks);
      const back = textToArticle(text);
      expect(back.problems, text).toEqual([]);
      expect(back.blocks, text).toEqual(blocks);
    }
  });

  it('writes back what it read, once the text is tidy', () => {
    const tidy = lines(
      '## Values',
      '',
      'Squint at [the reference](/uploads/ref.webp), then block in.',
      '',
      '- Lights',
      '- Darks',
    );
    expect(articleToText(textToArticle(tidy).blocks)).toBe(tidy);
  });
});
