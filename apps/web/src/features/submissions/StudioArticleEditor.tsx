import { useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { Icon, type IconName } from '../../components/ui/icons';
import { ArticleView } from '../../components/ui/ArticleView';
import { textToArticle } from './studio-article';
import { pictureProblem, pictureTypes, uploadPicture } from './studio-uploads';

interface StudioArticleEditorProps {
  value: string;
  onChange: (text: string) => void;
  onUploading?: (uploading: boolean) => void;
  error?: string;
}

/** What each format button puts at the start of the current line, or around the selection. */
const formats: { label: string; icon: IconName; apply: (selected: string) => string }[] = [
  { label: 'Heading', icon: 'heading', apply: (text) => `## ${text || 'Heading'}` },
  {
    label: 'Bulleted list',
    icon: 'list',
    apply: (text) =>
      (text || 'Item')
        .split('\n')
        .map((line) => `- ${line}`)
        .join('\n'),
  },
  {
    label: 'Numbered list',
    icon: 'numbered',
    apply: (text) =>
      (text || 'Step')
        .split('\n')
        .map((line, i) => `${i + 1}. ${line}`)
        .join('\n'),
  },
  { label: 'Link', icon: 'link', apply: (text) => `[${text || 'label'}](https://)` },
];

/**
 * The article lesson's editor: light markdown in a textarea, buttons that write it, a picture
 * upload that inserts `![…](/uploads/…)`, and a preview drawn exactly as students will see it.
 */
export function StudioArticleEditor({
  value,
  onChange,
  onUploading,
  error,
}: StudioArticleEditorProps) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();

  /** Replaces the selection with `make(selection)` as its own lines, then selects `select` of it. */
  const insert = (
    make: (selected: string) => string,
    select?: (inserted: string) => [number, number],
  ) => {
    const element = area.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const before = value.slice(0, start);
    const after = value.slice(end);
    const text = make(value.slice(start, end));
    const lead =
      before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
    const tail =
      after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
    const next = `${before}${lead}${text}${tail}${after}`;
    onChange(next);
    const offset = before.length + lead.length;
    const [from, to] = select ? select(text) : [text.length, text.length];
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(offset + from, offset + to);
    });
  };

  const addPicture = async (picked: File | undefined) => {
    if (!picked) return;
    const problem = pictureProblem(picked);
    setUploadError(problem);
    if (problem) return;
    setUploading(true);
    onUploading?.(true);
    try {
      const url = await uploadPicture(picked);
      const alt = 'Describe the picture';
      setMode('write');
      // The description is selected, so typing replaces it.
      insert(
        () => `![${alt}](${url})`,
        () => [2, 2 + alt.length],
      );
    } catch (err) {
      setUploadError(err instanceof ApiError ? err.message : 'The picture could not be uploaded.');
    } finally {
      setUploading(false);
      onUploading?.(false);
      if (file.current) file.current.value = '';
    }
  };

  const parsed = mode === 'preview' ? textToArticle(value) : null;
  const message = uploadError ?? error;
  const describedBy = `${id}-help${message ? ` ${id}-error` : ''}`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={`${id}-text`} className="text-sm font-semibold">
          Article
        </label>
        <div
          role="group"
          aria-label="Write or preview"
          className="bg-base-200 rounded-field inline-flex gap-1 p-0.5"
        >
          {(['write', 'preview'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              className={`btn btn-xs ${mode === value ? 'btn-primary' : 'btn-ghost'}`}
              onClick={() => setMode(value)}
            >
              {value === 'write' ? 'Write' : 'Preview'}
            </button>
          ))}
        </div>
      </div>
      {mode === 'write' ? (
        <>
          <div role="toolbar" aria-label="Format" className="flex flex-wrap items-center gap-1">
            {formats.map((format) => (
              <button
                key={format.label}
                type="button"
                className="btn btn-ghost btn-xs gap-1"
                title={format.label}
                onClick={() => insert(format.apply)}
              >
                <Icon name={format.icon} className="size-4" />
                <span className="sr-only sm:not-sr-only">{format.label}</span>
              </button>
            ))}
            <input
              ref={file}
              id={`${id}-picture`}
              type="file"
              accept={pictureTypes}
              className="peer sr-only"
              disabled={uploading}
              onChange={(event) => void addPicture(event.target.files?.[0])}
            />
            <label
              htmlFor={`${id}-picture`}
              className={`btn btn-ghost btn-xs peer-focus-visible:outline-primary gap-1 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 ${uploading ? 'btn-disabled' : ''}`}
              title="Upload a picture into the article"
            >
              {uploading ? (
                <span className="loading loading-spinner loading-xs" aria-hidden="true" />
              ) : (
                <Icon name="picture" className="size-4" />
              )}
              {uploading ? 'Uploading…' : 'Picture'}
            </label>
          </div>
          <textarea
            ref={area}
            id={`${id}-text`}
            name="article"
            rows={12}
            className={`textarea w-full font-mono text-sm leading-relaxed ${message ? 'textarea-error' : ''}`}
            value={value}
            aria-invalid={Boolean(message)}
            aria-describedby={describedBy}
            placeholder={
              '## Warm up\n\nFill a page with loose circles.\n\n- Relax the wrist\n- Draw from the shoulder'
            }
            onChange={(event) => onChange(event.target.value)}
          />
        </>
      ) : (
        <div className="border-base-300 bg-base-100 rounded-box border p-4 sm:p-5">
          {parsed && parsed.blocks.length > 0 ? (
            <ArticleView blocks={parsed.blocks} headingLevel={4} />
          ) : (
            <p className="text-base-content/70">Nothing to preview yet: write the article first.</p>
          )}
        </div>
      )}
      <p id={`${id}-help`} className="text-base-content/70 text-xs leading-relaxed">
        <code>## Heading</code>, <code>- item</code>, <code>1. step</code>,{' '}
        <code>[label](https://…)</code>; a blank line starts a new paragraph. Pictures go on their
        own line.
      </p>
      {message && (
        <p id={`${id}-error`} className="text-error text-sm font-medium" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
