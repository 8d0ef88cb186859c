import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  /** A count shown beside the label, when known. */
  count?: number;
}

/** The two looks: filter pills in a box, or a line under the tabs of a working screen. */
const looks = {
  box: {
    list: 'tabs tabs-box bg-base-200 inline-flex w-full flex-nowrap overflow-x-auto sm:w-auto',
    tab: 'tab flex-1 flex-nowrap gap-2 px-3 font-semibold whitespace-nowrap sm:flex-none sm:px-6',
    selected: 'tab-active',
    other: 'text-base-content/80',
  },
  line: {
    list: 'border-base-300 flex gap-1 border-b',
    tab: 'relative rounded-md px-4 py-2.5 text-sm font-semibold transition-colors',
    selected: 'text-base-content',
    other: 'text-base-content/70 hover:bg-base-200/60',
  },
};

/**
 * ARIA tabs (arrows, Home and End move between them). The caller renders the active panel,
 * labelled by `tabId(idBase, active)` and identified by `panelId`.
 */
export function Tabs<T extends string>({
  label,
  items,
  active,
  onSelect,
  idBase,
  panelId,
  look = 'box',
  className = '',
}: {
  label: string;
  items: readonly TabItem<T>[];
  active: T;
  onSelect: (value: T) => void;
  idBase: string;
  panelId: string;
  look?: keyof typeof looks;
  className?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const style = looks[look];
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = items.length;
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = targets[event.key];
    const item = next === undefined ? undefined : items[next];
    if (next === undefined || !item) return;
    event.preventDefault();
    onSelect(item.value);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={`${style.list} ${className}`}>
      {items.map((item, index) => {
        const selected = item.value === active;
        return (
          <button
            key={item.value}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, item.value)}
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={selected ? 0 : -1}
            className={`${style.tab} ${selected ? style.selected : style.other}`}
            onClick={() => onSelect(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
            {look === 'line' && selected && (
              // The line under the chosen tab, over the list's own line.
              <span
                aria-hidden="true"
                className="bg-primary absolute inset-x-0 top-full h-1 -translate-y-1/2 rounded-full"
              />
            )}
            {item.count !== undefined && (
              <span className="bg-base-100/70 text-base-content rounded-full px-2 text-xs tabular-nums">
                {item.count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

export const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;

/** The panel under the tabs. */
export function TabPanel({
  id,
  labelledBy,
  children,
}: {
  id: string;
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} className="mt-6">
      {children}
    </div>
  );
}
