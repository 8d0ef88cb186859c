import { vi } from 'vitest';

/**
 * A 2D context that draws nothing, and ImageData, for replays in jsdom (which has neither): the
 * engine's layers are copied to canvases that tests never look at.
 */
export function stubCanvas() {
  const context = {
    save() {},
    restore() {},
    fillRect() {},
    drawImage() {},
    putImageData() {},
    fillStyle: '',
    globalAlpha: 1,
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.stubGlobal(
    'ImageData',
    class {
      readonly data: Uint8ClampedArray;
      constructor(
        dataOrWidth: Uint8ClampedArray | number,
        readonly width: number,
        readonly height = 0,
      ) {
        this.data =
          typeof dataOrWidth === 'number'
            ? new Uint8ClampedArray(dataOrWidth * width * 4)
            : dataOrWidth;
      }
    },
  );
  return context;
}
