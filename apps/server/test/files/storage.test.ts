import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../src/platform/storage/s3-storage';
import { localStorage, type Storage } from '../../src/platform/storage/storage';
import { s3StandIn } from '../support/s3-stand-in';

const read = async (stream: ReadableStream<Uint8Array>) =>
  Buffer.from(await new Response(stream).arrayBuffer()).toString();

const kinds: Record<string, () => Promise<{ storage: Storage; close(): Promise<void> }>> = {
  'local disk': async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'gd-uploads-'));
    return { storage: localStorage(root), close: () => rm(root, { recursive: true, force: true }) };
  },
  'S3 bucket': async () => {
    const s3 = await s3StandIn();
    return { storage: s3Storage(s3.settings), close: s3.close };
  },
};

describe.each(Object.keys(kinds))('uploads on %s', (kind) => {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => ({ storage, close } = await kinds[kind]!()));
  afterAll(() => close());

  it('keeps a picture and answers it whole, with its content type', async () => {
    expect(await storage.put('post-a1.webp', Buffer.from('RIFF-picture'), 'image/webp')).toBe(
      '/uploads/post-a1.webp',
    );
    expect(await storage.exists('post-a1.webp')).toBe(true);
    const found = await storage.get('post-a1.webp');
    expect(Buffer.from(found!.bytes).toString()).toBe('RIFF-picture');
    expect(found!.contentType).toBe('image/webp');
  });

  it('streams a video in, and any byte range of it out', async () => {
    const chunks = async function* () {
      for (let i = 0; i < 4; i++) yield Buffer.from(`part${i}-`.repeat(2_000));
    };
    await storage.putStream('video-b2.mp4', chunks(), 'video/mp4');
    const file = await storage.open('video-b2.mp4');
    expect(file).toMatchObject({ size: 4 * 2_000 * 6, contentType: 'video/mp4' });
    expect(await read(file!.read(0, 5))).toBe('part0-');
    expect(await read(file!.read(3 * 12_000, 3 * 12_000 + 11))).toBe('part3-part3-');
  });

  it('forgets a file, and answers nothing for a missing or unsafe key', async () => {
    await storage.put('drawing-c3.webp', Buffer.from('x'), 'image/webp');
    await storage.remove('drawing-c3.webp');
    expect(await storage.exists('drawing-c3.webp')).toBe(false);
    expect(await storage.get('drawing-c3.webp')).toBeNull();
    expect(await storage.open('nothing-here.webp')).toBeNull();
    expect(await storage.get('../etc/passwd')).toBeNull();
    await storage.remove('never-there.webp');
    await expect(storage.put('post-d4.webp', Buffer.from('x'), 'video/mp4')).rejects.toThrow();
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });
});
