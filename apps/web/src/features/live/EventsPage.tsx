import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { tabId, Tabs } from '../../components/ui/Tabs';
import type { EventWhen } from './events-api';
import { EventList } from './EventList';

const tabs: { value: EventWhen; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming Events' },
  { value: 'old', label: 'Old Events' },
];

export default function EventsPage() {
  const [params, setParams] = useSearchParams();
  const active: EventWhen = params.get('tab') === 'old' ? 'old' : 'upcoming';
  const baseId = useId();
  const select = (when: EventWhen) => {
    // Replace, not push: switching tabs should not fill the back button's history.
    setParams(when === 'upcoming' ? {} : { tab: when }, {
      replace: true,
      preventScrollReset: true,
    });
  };

  return (
    <>
      <PageHeader title="Events" eyebrow="Meet, sketch, share">
        Life drawing nights, museum tours and online jams: draw alongside other artists, in Lisbon
        and online.
      </PageHeader>
      <div className="section container-page">
        <Tabs
          label="Events"
          items={tabs}
          active={active}
          onSelect={select}
          idBase={baseId}
          panelId={`${baseId}-panel-${active}`}
          className="mb-10"
        />
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active}`}
          aria-labelledby={tabId(baseId, active)}
          tabIndex={0}
          className="max-w-5xl"
        >
          <EventList when={active} />
        </div>
      </div>
    </>
  );
}
