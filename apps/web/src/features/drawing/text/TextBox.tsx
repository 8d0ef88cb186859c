import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { TEXT_LINE_HEIGHT, textLines } from '@glossy/canvas';
import { toast } from '../../../lib/toast';
import type { PadProps } from '../../../sketchpad/Toolbar';
import { boxCorner, placeText, type TextDraft } from './place-text';
import { cssFamily, type TextTool } from './useTextSettings';

/** Stops a press in the box from reaching the board, which would draw or open another box. */
function keepFromBoard(el: HTMLTextAreaElement) {
  const stop = (e: Event) => e.stopPropagation();
  // The board also blocks the context menu; the box keeps its own (paste, spelling).
  const types = ['pointerdown', 'contextmenu'] as const;
  for (const type of types) el.addEventListener(type, stop);
  return () => {
    for (const type of types) el.removeEventListener(type, stop);
  };
}

/**
 * The text tool's box: a textarea in the board's stage where the board was pressed, so it
 * zooms, pans and turns with the drawing, in the chosen face, size, colour and alignment (what
 * is typed looks like what will be placed). One confirmation places it for good, rasterized,
 * as one step: Ctrl+Enter, Place text, a press elsewhere on the board or another tool; the
 * select tool moves and sizes it afterwards. Escape drops it. And the bar that says so.
 */
export function TextBox({ pad, state, text }: PadProps & { text: TextTool }) {
  const [draft, setDraft] = useState<TextDraft | null>(null);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState(false);
  const busy = useRef(false);
  const field = useRef<HTMLTextAreaElement | null>(null);
  const { settings, font } = text;
  const { color, zoom } = state;

  /** Places the text; `toolChosen`: another tool took over, and the focus stays with it. */
  const place = useCallback(
    async (toolChosen = false) => {
      if (!pad || !draft || busy.current) return;
      busy.current = true;
      setPlacing(true);
      try {
        const style = { size: settings.size, align: settings.align, color };
        const result = await placeText(pad, draft, style, font);
        if (result === 'refused') return;
        setDraft(null);
        setPlaced(result === 'placed');
        if (!toolChosen) pad.view.viewport.focus({ preventScroll: true });
      } catch (err) {
        toast.warning(err instanceof Error ? err.message : 'The text could not be placed.', {
          id: 'text',
        });
      } finally {
        busy.current = false;
        setPlacing(false);
      }
    },
    [pad, draft, settings.size, settings.align, color, font],
  );

  const cancel = () => {
    setDraft(null);
    pad?.view.viewport.focus({ preventScroll: true });
  };

  // A press on the board opens a box there; with one open, it places that one (an empty box
  // just moves).
  useEffect(
    () =>
      pad?.onTextRequest((point) => {
        if (draft && draft.text.trim() !== '') void place();
        else {
          setDraft({ ...point, text: '' });
          setPlaced(false);
        }
      }),
    [pad, draft, place],
  );

  useEffect(() => {
    if (state.tool !== 'text' && draft) void place(true);
  }, [state.tool, draft, place]);

  // The panel, whose layer list also says why a layer refused, may be folded away on a phone.
  useEffect(() => pad?.layers.onRefused((m) => toast.warning(m, { id: 'layer-refused' })), [pad]);

  // Focused once the press that opened it is over (the board takes focus on a press).
  const at = draft && `${draft.x},${draft.y}`;
  useEffect(() => {
    if (!at) return;
    const timer = setTimeout(() => field.current?.focus({ preventScroll: true }), 0);
    return () => clearTimeout(timer);
  }, [at]);

  const bind = useCallback((el: HTMLTextAreaElement) => {
    field.current = el;
    const release = keepFromBoard(el);
    return () => {
      release();
      field.current = null;
    };
  }, []);

  if (!pad) return null;
  const corner = draft && boxCorner(draft, settings.size);
  const lines = textLines(draft?.text ?? '');
  return (
    <>
      {state.tool === 'text' && (
        <div
          role="toolbar"
          aria-label="Text"
          className="bg-base-100 border-base-300 rounded-box absolute top-3 left-1/2 z-10 flex max-w-[calc(100%-1.5rem)] -translate-x-1/2 items-center gap-1 border p-1 shadow-md"
        >
          <p className="text-base-content/75 hidden px-2 text-sm whitespace-nowrap md:block">
            {draft
              ? 'Ctrl+Enter places it, Escape drops it'
              : placed
                ? 'Placed: Select moves or sizes it'
                : 'Press the board where text starts'}
          </p>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            title="Place it (Ctrl+Enter)"
            disabled={!draft || draft.text.trim() === '' || placing}
            onClick={() => void place()}
          >
            {placing && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            Place text
          </button>
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            title="Drop it (Escape)"
            disabled={!draft}
            onClick={cancel}
          >
            Cancel
          </button>
        </div>
      )}
      {draft &&
        corner &&
        createPortal(
          <textarea
            ref={bind}
            aria-label="Text to place"
            placeholder="Type here"
            value={draft.text}
            onChange={(e) => setDraft({ ...draft, text: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                e.stopPropagation();
                cancel();
              } else if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                void place();
              }
            }}
            wrap="off"
            spellCheck={false}
            // Where the browser cannot size a field to its content, about the text's size.
            rows={lines.length}
            cols={Math.max(4, ...lines.map((line) => line.length + 1))}
            style={{
              position: 'absolute',
              left: corner.x,
              top: corner.y,
              zIndex: 1,
              margin: 0,
              padding: 0,
              border: 0,
              // A line of the same width on screen at any zoom.
              outline: `${1.5 / zoom}px dashed var(--color-primary)`,
              outlineOffset: `${3 / zoom}px`,
              background: 'transparent',
              color,
              caretColor: color,
              font: `400 ${settings.size}px/${TEXT_LINE_HEIGHT} ${cssFamily(font)}`,
              fontKerning: 'normal',
              letterSpacing: 0,
              textAlign: settings.align,
              whiteSpace: 'pre',
              overflow: 'hidden',
              resize: 'none',
              fieldSizing: 'content',
              minWidth: '1em',
              userSelect: 'text',
            }}
          />,
          pad.view.stage,
        )}
    </>
  );
}
