/**
 * A video's length read from its own header, so that what a lesson asks the student to watch is
 * the file's real length and not the figure its instructor typed. Fed the file as it streams
 * past: nothing but the box or element being read is held.
 */
export interface VideoLengthProbe {
  push(chunk: Uint8Array): void;
  /** Seconds, or null when the header did not say (a live WebM recording, a damaged file). */
  seconds(): number | null;
}

/** The movie header is read only from a `moov` box up to this size: larger is not a real one. */
const maxMoovBytes = 32 * 1024 * 1024;
/** A WebM's Info element comes in its first kilobytes; no further is read. */
const webmHeadBytes = 256 * 1024;

const fourCc = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);

const positive = (value: number) => (Number.isFinite(value) && value > 0 ? value : null);

/** The duration in an `mvhd` box's body (version 0 or 1). */
function movieHeaderSeconds(body: DataView): number | null {
  const version = body.getUint8(0);
  if (version === 1 && body.byteLength >= 32) {
    return positive(Number(body.getBigUint64(24)) / body.getUint32(20));
  }
  if (version === 0 && body.byteLength >= 20) {
    return positive(body.getUint32(16) / body.getUint32(12));
  }
  return null;
}

/** The length in a whole `moov` box's children. */
function moovSeconds(moov: Uint8Array): number | null {
  const view = new DataView(moov.buffer, moov.byteOffset, moov.byteLength);
  let at = 0;
  while (at + 8 <= moov.length) {
    const size = view.getUint32(at);
    if (size < 8 || at + size > moov.length) return null;
    if (fourCc(moov, at + 4) === 'mvhd') {
      return movieHeaderSeconds(new DataView(moov.buffer, moov.byteOffset + at + 8, size - 8));
    }
    at += size;
  }
  return null;
}

/**
 * MP4: walks the top-level boxes (size, type), skipping all but `moov`, which is gathered whole
 * wherever it sits (after the media when a file was not made for streaming).
 */
function mp4Probe(): VideoLengthProbe {
  let seen = 0;
  let boxStart = 0;
  let want = 8;
  let gathering: 'header' | 'moov' = 'header';
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  let result: number | null = null;
  let finished = false;

  const take = () => {
    const whole = Buffer.concat(held, heldBytes);
    held = [];
    heldBytes = 0;
    return whole;
  };
  const onGathered = () => {
    const bytes = take();
    if (gathering === 'moov') {
      result = moovSeconds(bytes.subarray(8));
      finished = true;
      return;
    }
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let size = view.getUint32(0);
    if (size === 1) {
      if (bytes.length < 16) {
        // A 64-bit size follows the type: read the header again with it.
        held = [bytes];
        heldBytes = bytes.length;
        want = 16;
        return;
      }
      size = Number(view.getBigUint64(8));
    }
    if (size < 8) {
      // 0 is 'to the end of the file'; anything else is not an MP4 box.
      finished = true;
      return;
    }
    if (fourCc(bytes, 4) === 'moov') {
      if (size > maxMoovBytes) {
        finished = true;
        return;
      }
      gathering = 'moov';
      held = [bytes];
      heldBytes = bytes.length;
      want = size;
      return;
    }
    boxStart += size;
    want = 8;
  };

  return {
    push(chunk) {
      let offset = 0;
      while (!finished && offset < chunk.length) {
        const at = seen + offset;
        if (at < boxStart) {
          offset = Math.min(chunk.length, boxStart - seen);
          continue;
        }
        const part = chunk.subarray(offset, offset + (want - heldBytes));
        held.push(part);
        heldBytes += part.length;
        offset += part.length;
        if (heldBytes === want) onGathered();
      }
      seen += chunk.length;
    },
    seconds: () => result,
  };
}

/** An EBML variable-length number at `at`: its length in bytes and value (marker bit removed). */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean) {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    if (bytes[at + i] !== 0xff) unknown = false;
  }
  return { length, value, unknown: !keepMarker && unknown };
}

const ebmlIds = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
};

/** The Duration in a WebM's head, in seconds: Segment → Info → Duration × TimecodeScale. */
function webmHeadSeconds(head: Uint8Array): number | null {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  let at = 0;
  while (at < head.length) {
    const id = vint(head, at, true);
    const size = id && vint(head, at + id.length, false);
    if (!id || !size) return null;
    const body = at + id.length + size.length;
    if (id.value === ebmlIds.cluster) return null;
    if (id.value === ebmlIds.segment) {
      // Its children follow: walk into it rather than past it.
      at = body;
      continue;
    }
    if (id.value === ebmlIds.info) {
      let scale = 1_000_000;
      let duration: number | null = null;
      const infoEnd = Math.min(head.length, body + size.value);
      for (let child = body; child < infoEnd;) {
        const cid = vint(head, child, true);
        const csize = cid && vint(head, child + cid.length, false);
        if (!cid || !csize) break;
        const cbody = child + cid.length + csize.length;
        if (cbody + csize.value > head.length) break;
        if (cid.value === ebmlIds.timecodeScale) {
          scale = 0;
          for (let i = 0; i < csize.value; i++) scale = scale * 256 + head[cbody + i]!;
        }
        if (cid.value === ebmlIds.duration) {
          if (csize.value === 4) duration = view.getFloat32(cbody);
          if (csize.value === 8) duration = view.getFloat64(cbody);
        }
        child = cbody + csize.value;
      }
      return duration === null ? null : positive((duration * scale) / 1e9);
    }
    if (size.unknown) return null;
    at = body + size.value;
  }
  return null;
}

/** WebM: the head is gathered (up to webmHeadBytes) and read once the stream ends or it is full. */
function webmProbe(): VideoLengthProbe {
  const held: Uint8Array[] = [];
  let heldBytes = 0;
  let result: number | null | undefined;
  return {
    push(chunk) {
      if (heldBytes >= webmHeadBytes) return;
      const part = chunk.subarray(0, webmHeadBytes - heldBytes);
      held.push(part);
      heldBytes += part.length;
      result = undefined;
    },
    seconds() {
      result ??= webmHeadSeconds(Buffer.concat(held, heldBytes));
      return result;
    },
  };
}

export function videoLengthProbe(extension: 'mp4' | 'webm'): VideoLengthProbe {
  return extension === 'mp4' ? mp4Probe() : webmProbe();
}

/** The length of a whole video held in memory. */
export function videoSeconds(extension: 'mp4' | 'webm', file: Uint8Array): number | null {
  const probe = videoLengthProbe(extension);
  probe.push(file);
  return probe.seconds();
}
