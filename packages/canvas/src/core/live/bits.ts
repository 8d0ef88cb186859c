/** Bytes written and read a few bits at a time (most significant first), and varints. */

export class BitWriter {
  private buf = new Uint8Array(64);
  private length = 0;
  private acc = 0;
  private pending = 0;

  /** The low `count` bits of `value` (count ≤ 31, value ≥ 0). */
  bits(value: number, count: number): void {
    for (let left = count; left > 0;) {
      const take = Math.min(left, 8 - this.pending);
      this.acc = (this.acc << take) | ((value >>> (left - take)) & ((1 << take) - 1));
      this.pending += take;
      left -= take;
      if (this.pending === 8) this.flushByte();
    }
  }

  /** `count` one bits. */
  ones(count: number): void {
    for (let left = count; left > 0; left -= 8) {
      const take = Math.min(left, 8);
      this.bits((1 << take) - 1, take);
    }
  }

  /** An unsigned integer in 7-bit groups, starting on a byte. */
  varint(value: number): void {
    this.align();
    let v = value;
    while (v >= 0x80) {
      this.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    this.push(v);
  }

  bytes(data: Uint8Array): void {
    this.align();
    for (const b of data) this.push(b);
  }

  /** What was written, the last byte padded with zeros. */
  finish(): Uint8Array {
    this.align();
    return this.buf.slice(0, this.length);
  }

  private align(): void {
    if (this.pending === 0) return;
    this.acc <<= 8 - this.pending;
    this.flushByte();
  }

  private flushByte(): void {
    this.push(this.acc);
    this.acc = 0;
    this.pending = 0;
  }

  private push(byte: number): void {
    if (this.length === this.buf.length) {
      const grown = new Uint8Array(this.buf.length * 2);
      grown.set(this.buf);
      this.buf = grown;
    }
    this.buf[this.length++] = byte;
  }
}

/** Thrown when bytes end before what they promise, or say something impossible. */
export class MalformedBytes extends Error {}

export class BitReader {
  private pos: number;

  constructor(
    private readonly data: Uint8Array,
    offset = 0,
  ) {
    this.pos = offset * 8;
  }

  /** The byte after the last one read from. */
  get offset(): number {
    return Math.ceil(this.pos / 8);
  }

  /** Skips to the next whole byte (where a writer's `varint` or `bytes` began). */
  align(): void {
    this.pos = this.offset * 8;
  }

  get done(): boolean {
    return this.offset >= this.data.length;
  }

  bit(): number {
    const byte = this.data[this.pos >>> 3];
    if (byte === undefined) throw new MalformedBytes('the bytes end too soon');
    const b = (byte >>> (7 - (this.pos & 7))) & 1;
    this.pos++;
    return b;
  }

  bits(count: number): number {
    let v = 0;
    for (let i = 0; i < count; i++) v = v * 2 + this.bit();
    return v;
  }

  varint(): number {
    this.align();
    let v = 0;
    for (let scale = 1; ; scale *= 0x80) {
      if (scale > 2 ** 49) throw new MalformedBytes('a number too long');
      const byte = this.data[this.pos >>> 3];
      if (byte === undefined) throw new MalformedBytes('the bytes end too soon');
      this.pos += 8;
      v += (byte & 0x7f) * scale;
      if (byte < 0x80) return v;
    }
  }

  bytes(count: number): Uint8Array {
    const start = this.offset;
    if (start + count > this.data.length) throw new MalformedBytes('the bytes end too soon');
    this.pos = (start + count) * 8;
    return this.data.subarray(start, start + count);
  }
}
