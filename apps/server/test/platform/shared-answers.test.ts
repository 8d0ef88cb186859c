import { describe, expect, it } from 'vitest';
import { memoryAnswerCache } from '../../src/platform/edge-cache/answer-cache';
import { sharedAnswerCache } from '../../src/platform/edge-cache/shared-answers';
import { recordingLogger, redisAnswers, redisUrl } from '../support/redis';

const available = await redisAnswers();
const answer = { body: '[{"name":"Approved just now"}]', headers: {} };

describe.skipIf(!available)('public answers shared through Redis', () => {
  it('a change cleared on one instance is cleared on every other at once', async () => {
    const { logger } = recordingLogger();
    const [first, second] = await Promise.all([
      sharedAnswerCache(memoryAnswerCache(), redisUrl, logger),
      sharedAnswerCache(memoryAnswerCache(), redisUrl, logger),
    ]);
    try {
      first.set('/api/courses', answer);
      second.set('/api/courses', answer);
      first.clear();
      expect(first.get('/api/courses')).toBeUndefined();
      await expect.poll(() => second.get('/api/courses'), { timeout: 2_000 }).toBeUndefined();
      // The other way too; an instance's own message does not come back to it as news.
      first.set('/api/courses', answer);
      second.clear();
      await expect.poll(() => first.get('/api/courses'), { timeout: 2_000 }).toBeUndefined();
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('public answers without Redis', () => {
  it('start and clear on this instance alone, saying so once', async () => {
    const { logger, lines } = recordingLogger();
    const alone = await sharedAnswerCache(memoryAnswerCache(), 'redis://127.0.0.1:1', logger);
    try {
      alone.set('/api/courses', answer);
      expect(alone.get('/api/courses')?.text).toBe(answer.body);
      alone.clear();
      expect(alone.get('/api/courses')).toBeUndefined();
      expect(lines.some((line) => line.msg.startsWith('Redis is not answering'))).toBe(true);
    } finally {
      await alone.close();
    }
  });
});
