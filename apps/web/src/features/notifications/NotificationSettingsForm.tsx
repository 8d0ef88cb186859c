import {
  notificationKindLabels,
  notificationKinds,
  type NotificationKind,
} from '@glossy/contract/constants';
import { QueryError } from '../../components/ui/QueryError';
import { useRole } from '../../lib/auth/useRole';
import { toast } from '../../lib/toast';
import { useNotificationSettings, useSaveNotificationSettings } from './notification-queries';

const teachingKinds: readonly NotificationKind[] = ['hand-in', 'course-review'];

/** A switch per kind: each change is saved at once, and said so. */
export function NotificationSettingsForm() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const { role } = useRole();
  // A student has no hand-ins to critique nor courses under review: those switches are not theirs.
  const kinds = notificationKinds.filter(
    (kind) => role !== 'student' || !teachingKinds.includes(kind),
  );
  if (settings.isPending) return <p className="text-base-content/75">Loading your choices…</p>;
  if (settings.isError) {
    return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  }
  const change = (kind: NotificationKind, mail: boolean) =>
    save.mutate(
      { [kind]: mail },
      {
        onSuccess: () =>
          toast.success(mail ? 'You will get these by mail' : 'No more mail for these'),
        onError: (err) => toast.error(err.message),
      },
    );
  return (
    <fieldset className="space-y-1">
      <legend className="text-base-content/75 mb-3 text-sm">
        Every notification shows in the bell. Choose which also come by mail.
      </legend>
      {kinds.map((kind) => (
        <label
          key={kind}
          className="hover:bg-base-200 rounded-field flex cursor-pointer items-center justify-between gap-4 px-3 py-2"
        >
          <span>{notificationKindLabels[kind]}</span>
          <input
            type="checkbox"
            className="checkbox checkbox-primary"
            checked={settings.data[kind]}
            disabled={save.isPending}
            onChange={(event) => change(kind, event.target.checked)}
          />
        </label>
      ))}
    </fieldset>
  );
}
