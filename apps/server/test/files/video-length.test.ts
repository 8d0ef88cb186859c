import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { videoLengthProbe, videoSeconds } from '../../src/modules/files/video-length';

const media = (name: string) =>
  readFileSync(new URL(`../../../web/public/media/hero/${name}`, import.meta.url));
const mp4 = media('hero.mp4');
const webm = media('hero.webm');

/** Splits an MP4 into its top-level boxes. */
function boxes(file: Buffer) {
  const found: { type: string; bytes: Buffer }[] = [];
  for (let at = 0; at < file.length;) {
    const size = file.readUInt32BE(at);
    found.push({
      type: file.toString('latin1', at + 4, at + 8),
      bytes: file.subarray(at, at + size),
    });
    at += size;
  }
  return found;
}

const streamed = (extension: 'mp4' | 'webm', file: Buffer, chunk: number) => {
  const probe = videoLengthProbe(extension);
  for (let at = 0; at < file.length; at += chunk) probe.push(file.subarray(at, at + chunk));
  return probe.seconds();
};

describe('a video’s length, from its own header', () => {
  it('reads the demo videos as the nine seconds they are, whole or in any chunks', () => {
    expect(videoSeconds('mp4', mp4)).toBeCloseTo(9, 0);
    expect(videoSeconds('webm', webm)).toBeCloseTo(9, 0);
    for (const chunk of [1, 7, 4096, 65_536]) {
      expect(streamed('mp4', mp4, chunk)).toBeCloseTo(9, 0);
      expect(streamed('webm', webm, chunk)).toBeCloseTo(9, 0);
    }
  });

  it('finds the movie header after the media, and past a box with a 64-bit size', () => {
    const parts = boxes(mp4);
    const moov = parts.find((box) => box.type === 'moov')!.bytes;
    const rest = parts.filter((box) => box.type !== 'moov').map((box) => box.bytes);
    // A `free` box written with the large-size form: size 1, then its 64-bit size.
    const large = Buffer.alloc(24);
    large.writeUInt32BE(1, 0);
    large.write('free', 4, 'latin1');
    large.writeBigUInt64BE(24n, 8);
    const moovLast = Buffer.concat([...rest, large, moov]);
    expect(videoSeconds('mp4', moovLast)).toBeCloseTo(9, 0);
    expect(streamed('mp4', moovLast, 5)).toBeCloseTo(9, 0);
  });

  it('says nothing of a file whose header does not say, rather than guess', () => {
    expect(videoSeconds('mp4', Buffer.from('not a video at all, only words'))).toBeNull();
    expect(videoSeconds('mp4', mp4.subarray(0, 40))).toBeNull();
    const noSize = Buffer.from(mp4);
    noSize.writeUInt32BE(3, 0);
    expect(videoSeconds('mp4', noSize)).toBeNull();
    expect(videoSeconds('webm', webm.subarray(0, 30))).toBeNull();
    // A live recording's WebM has no Duration: here it becomes a DateUTC of the same size.
    const at = webm.indexOf(Buffer.from([0x44, 0x89, 0x88]));
    const withoutDuration = Buffer.from(webm);
    withoutDuration[at + 1] = 0x61;
    expect(videoSeconds('webm', withoutDuration)).toBeNull();
  });
});
