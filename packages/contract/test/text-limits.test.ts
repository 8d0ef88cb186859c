import { describe, expect, it } from 'vitest';
import { article, articleLimits, newComment, newPost, submissionPatch, textLimits } from '../src';

const text = (length: number) => 'a'.repeat(length);

describe('the text limits the forms count down to are the ones the schemas keep', () => {
  it.each([
    ['a post', (v: string) => newPost.safeParse({ status: v }), textLimits.post],
    ['a comment', (v: string) => newComment.safeParse({ text: v }), textLimits.comment],
    [
      'review feedback',
      (v: string) => submissionPatch.safeParse({ feedback: v }),
      textLimits.reviewFeedback,
    ],
  ])('%s takes its limit and refuses one more', (_name, parse, limit) => {
    expect(parse(text(limit)).success).toBe(true);
    const over = parse(text(limit + 1));
    expect(over.success).toBe(false);
  });

  it('an article takes its largest heading and refuses a longer one', () => {
    const heading = (length: number) => [{ type: 'heading', text: text(length) }];
    expect(article.safeParse(heading(articleLimits.heading)).success).toBe(true);
    expect(article.safeParse(heading(articleLimits.heading + 1)).success).toBe(false);
  });
});
