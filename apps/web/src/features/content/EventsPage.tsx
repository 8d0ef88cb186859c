import { useId, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import type { EventWhen } from './api';
import { EventList } from './EventList';

const tabs: { when: EventWhen; label: string }[] = [
  { when: 'upcoming', label: 'Upcoming Events' },
  { when: 'old', label: 'Old Events' },
];

export default function EventsPage() {
  const [params, setParams] = useSearchParams();
  const active: EventWhen = params.get('tab') === 'old' ? 'old' : 'upcoming';
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (when: EventWhen) => {
    // Replace, not push: switching tabs should not fill the back button's history.
    setParams(when === 'upcoming' ? {} : { tab: when }, {
      replace: true,
      preventScrollReset: true,
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = tabs.length;
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    select(tab.when);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <PageHeader title="Events" eyebrow="Meet, sketch, share">
        Life drawing nights, museum tours and online jams: draw alongside other artists, in Lisbon
        and online.
      </PageHeader>
      <div className="section container-page">
        <div
          role="tablist"
          aria-label="Events"
          className="tabs tabs-box bg-base-200 mb-10 inline-flex w-full sm:w-auto"
        >
          {tabs.map((tab, index) => {
            const selected = tab.when === active;
            return (
              <button
                key={tab.when}
                ref={(node) => {
                  tabRefs.current[index] = node;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${tab.when}`}
                aria-selected={selected}
                aria-controls={`${baseId}-panel-${tab.when}`}
                tabIndex={selected ? 0 : -1}
                className={`tab flex-1 px-4 font-semibold whitespace-nowrap sm:flex-none sm:px-6 ${selected ? 'tab-active' : 'text-base-content/80'}`}
                onClick={() => select(tab.when)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {tabs.map((tab) => (
          <div
            key={tab.when}
            role="tabpanel"
            id={`${baseId}-panel-${tab.when}`}
            aria-labelledby={`${baseId}-tab-${tab.when}`}
            hidden={tab.when !== active}
            tabIndex={0}
            className="max-w-5xl"
          >
            {tab.when === active && <EventList when={tab.when} />}
          </div>
        ))}
      </div>
    </>
  );
}
