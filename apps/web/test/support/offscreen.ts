import { vi } from 'vitest';

/** One text drawn on a fake context, with the state that decides its pixels. */
export interface DrawnText {
  text: string;
  x: number;
  y: number;
  font: string;
  fillStyle: string;
  textAlign: string;
  textBaseline: string;
  fontKerning: string;
}

/**
 * OffscreenCanvas for jsdom, which has none: a 2D context whose text is 10 px an advance per
 * character at 20 px (ink from 1 px left of the start to 2 px past the advance, ascent 15,
 * descent 5, the face's 16 and 4), that records what is drawn and hands back pixels made
 * from what it drew, so equal drawing gives equal pixels and any difference shows.
 */
export function stubOffscreenCanvas() {
  const drawn: DrawnText[] = [];
  const images: { width: number; height: number }[] = [];
  class FakeContext {
    font = '10px sans-serif';
    fillStyle = '#000000';
    textAlign = 'start';
    textBaseline = 'alphabetic';
    direction = 'inherit';
    fontKerning = 'auto';
    letterSpacing = '0px';
    wordSpacing = '0px';
    /** What this context drew: its pixels are made of it. */
    private readonly own: unknown[] = [];
    private get px() {
      return Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 10);
    }
    measureText(text: string) {
      const k = this.px / 20;
      return {
        width: 10 * k * text.length,
        actualBoundingBoxLeft: k,
        actualBoundingBoxRight: (10 * text.length + 2) * k,
        actualBoundingBoxAscent: 15 * k,
        actualBoundingBoxDescent: 5 * k,
        fontBoundingBoxAscent: 16 * k,
        fontBoundingBoxDescent: 4 * k,
      };
    }
    fillText(text: string, x: number, y: number) {
      const { font, fillStyle, textAlign, textBaseline, fontKerning } = this;
      const call = { text, x, y, font, fillStyle, textAlign, textBaseline, fontKerning };
      drawn.push(call);
      this.own.push(call);
    }
    drawImage(_image: unknown, _x: number, _y: number, width: number, height: number) {
      images.push({ width, height });
      this.own.push({ width, height });
    }
    getImageData(_x: number, _y: number, width: number, height: number) {
      const data = new Uint8ClampedArray(width * height * 4);
      const seed = JSON.stringify(this.own);
      for (let i = 0; i < data.length; i++) data[i] = seed.charCodeAt(i % seed.length);
      return { data, width, height };
    }
  }
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return new FakeContext();
      }
    },
  );
  return { drawn, images };
}
