import type { OutboxMail, StoredContactMessage } from '@glossy/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Pager } from '../../components/ui/Pager';
import { QueryError } from '../../components/ui/QueryError';
import { Skeleton } from '../../components/ui/Skeleton';
import { TabPanel, Tabs, tabId } from '../../components/ui/Tabs';
import { RequireRole } from '../../lib/auth/RequireRole';
import { fullDate } from '../../lib/format/dates';
import { DashboardPageHeader } from '../../components/layouts/DashboardPageHeader';
import { Icon, type IconName } from '../../components/ui/icons';
import { usePageParam } from '../../lib/hooks/usePageParam';
import { EmptyCard } from '../../components/ui/EmptyCard';
import { plural } from '../../lib/format/course-format';
import { inboxPageSize, useInbox, type InboxBox, type InboxPage } from './review-queries';
import { useChoiceParam } from '../../lib/hooks/useChoiceParam';
import { When } from '../../components/ui/When';

const boxes: readonly { value: InboxBox; label: string }[] = [
  { value: 'outbox', label: 'Mail outbox' },
  { value: 'contact', label: 'Contact messages' },
];
const boxValues = boxes.map((item) => item.value);

/** First line of a text, for the closed item; the whole text shows when it is opened. */
const firstLine = (text: string) => text.trim().split('\n', 1)[0] ?? '';

function Item({
  title,
  meta,
  badge,
  date,
  text,
  footer,
}: {
  title: string;
  meta: ReactNode;
  badge: ReactNode;
  date: string;
  text: string;
  footer?: ReactNode;
}) {
  // The first line stands in for the text while the item is closed.
  const [open, setOpen] = useState(false);
  return (
    <li>
      <details
        className="collapse-arrow bg-base-100 border-base-300 rounded-box collapse border shadow-sm"
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className="collapse-title min-w-0 pe-12">
          <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span className="min-w-0 font-semibold break-words">{title}</span>
            <span className="text-base-content/70 text-xs">
              <When iso={date} className="whitespace-nowrap" />
            </span>
          </span>
          <span className="text-base-content/75 mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="min-w-0 break-all">{meta}</span>
            {badge}
          </span>
          {!open && (
            <span className="text-base-content/70 mt-1 block truncate text-sm">
              {firstLine(text)}
            </span>
          )}
        </summary>
        <div className="collapse-content min-w-0 text-sm">
          {/* Text stays text: what was received or sent is shown, never interpreted. */}
          <div className="bg-base-200/60 rounded-field p-4 leading-relaxed break-words whitespace-pre-wrap">
            {text}
          </div>
          <div className="text-base-content/70 mt-3 flex flex-wrap items-center justify-between gap-2 text-xs">
            <span>{fullDate(date)}</span>
            {footer}
          </div>
        </div>
      </details>
    </li>
  );
}

function Tag({ tone, children }: { tone: 'done' | 'held'; children: string }) {
  return (
    <span
      className={`badge badge-sm text-base-content gap-1 ${tone === 'done' ? 'bg-success/12' : 'bg-accent/20'}`}
    >
      <span
        aria-hidden="true"
        className={`h-2 w-2 rounded-full ${tone === 'done' ? 'bg-success' : 'bg-accent'}`}
      />
      {children}
    </span>
  );
}

function MailItem({ mail }: { mail: OutboxMail }) {
  return (
    <Item
      title={mail.subject || '(no subject)'}
      meta={<>To {mail.to}</>}
      badge={mail.sentAt ? <Tag tone="done">Sent</Tag> : <Tag tone="held">Kept in the outbox</Tag>}
      date={mail.createdAt}
      text={mail.text}
      footer={mail.sentAt ? <span>Sent {fullDate(mail.sentAt)}</span> : undefined}
    />
  );
}

function ContactItem({ message }: { message: StoredContactMessage }) {
  return (
    <Item
      title={message.from_name}
      meta={message.from_email}
      badge={
        message.mailed ? <Tag tone="done">Mailed</Tag> : <Tag tone="held">Stored here only</Tag>
      }
      date={message.createdAt}
      text={message.message}
      footer={
        <a
          href={`mailto:${message.from_email}?subject=${encodeURIComponent('Re: your message to Glossy Drawer')}`}
          className="btn btn-sm btn-outline btn-primary"
        >
          <Icon name="mail" className="size-4" />
          Reply by email
        </a>
      }
    />
  );
}

function ListSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading" className="space-y-3">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="card-art space-y-2 p-4">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-3/4" />
        </li>
      ))}
    </ul>
  );
}

function BoxList<T extends { _id: string }>({
  query,
  page,
  onPage,
  empty,
  icon,
  label,
  render,
}: {
  query: UseQueryResult<InboxPage<T>>;
  page: number;
  onPage: (page: number) => void;
  empty: string;
  icon: IconName;
  label: string;
  render: (item: T) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { items, total } = query.data;
  if (items.length === 0) {
    return (
      <>
        <EmptyCard icon={icon} text={empty} />
        {page > 1 && (
          <button type="button" className="btn btn-ghost btn-sm mt-4" onClick={() => onPage(1)}>
            Back to page 1
          </button>
        )}
      </>
    );
  }
  return (
    <div className={`space-y-4 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
      <p className="text-base-content/75 text-sm" aria-live="polite">
        {plural(total, 'item')}, newest first. Open one to read it whole.
      </p>
      <ul className="space-y-3">{items.map(render)}</ul>
      <Pager
        label={`Pages of ${label}`}
        page={page}
        pageCount={Math.max(1, Math.ceil(total / inboxPageSize))}
        onPage={onPage}
      />
    </div>
  );
}

function Inbox() {
  const idBase = useId();
  const panelId = `${idBase}-panel`;
  const [box, selectBox] = useChoiceParam('box', boxValues, 'outbox');
  const { page, goToPage } = usePageParam();
  const outbox = useInbox('outbox', box === 'outbox' ? page : 1);
  const contact = useInbox('contact', box === 'contact' ? page : 1);

  return (
    <>
      <DashboardPageHeader title="Inbox" documentTitle="Inbox" eyebrow="Admin">
        What the site sent and what it received: every mail (kept here when no mail server is set
        up) and every message from the contact form.
      </DashboardPageHeader>
      <Tabs
        label="Inbox"
        items={boxes.map(({ value, label }) => ({
          value,
          label,
          count: (value === 'outbox' ? outbox : contact).data?.total,
        }))}
        active={box}
        onSelect={selectBox}
        idBase={idBase}
        panelId={panelId}
      />
      <TabPanel id={panelId} labelledBy={tabId(idBase, box)}>
        {box === 'outbox' ? (
          <BoxList
            query={outbox}
            page={page}
            onPage={goToPage}
            icon="mail"
            label="mail"
            empty="No mail yet. Password resets, course reviews and other mail the site sends show here."
            render={(mail) => <MailItem key={mail._id} mail={mail} />}
          />
        ) : (
          <BoxList
            query={contact}
            page={page}
            onPage={goToPage}
            icon="inbox"
            label="contact messages"
            empty="No contact messages yet. What visitors send from the Contact page shows here."
            render={(message) => <ContactItem key={message._id} message={message} />}
          />
        )}
      </TabPanel>
    </>
  );
}

/** The admin's inbox: the mail outbox and the contact messages, readable without SMTP. */
export default function ReviewInboxPage() {
  return (
    <RequireRole roles={['admin']}>
      <Inbox />
    </RequireRole>
  );
}
