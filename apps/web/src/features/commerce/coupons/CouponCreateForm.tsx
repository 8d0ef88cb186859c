import type { CouponInput } from '@glossy/contract';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { ApiError } from '../../../lib/api';
import { useRole } from '../../../lib/auth/useRole';
import { toast } from '../../../lib/toast';
import { useCouponCourses, useCreateCoupon } from './coupon-queries';

const everyCourse = '';
/** A month from today, as the date input wants it. */
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** The end of the chosen day in the maker's time zone: a code 'until the 30th' works all that day. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();

/** Code, percent or amount off, the course (or every course, for admins), expiry and use limit. */
export function CouponCreateForm() {
  const { role } = useRole();
  const courses = useCouponCourses();
  const create = useCreateCoupon();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<CouponInput['kind']>('percent');
  const [value, setValue] = useState('20');
  const [courseId, setCourseId] = useState<string | null>(null);
  const [expires, setExpires] = useState(inAMonth);
  const [maxUses, setMaxUses] = useState('100');
  const admin = role === 'admin';
  const chosen = courseId ?? (admin ? everyCourse : (courses.data?.[0]?.id ?? everyCourse));
  const fields = create.error instanceof ApiError ? create.error.fields : {};
  const formError =
    create.error && Object.keys(fields).length === 0 ? create.error.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        code,
        kind,
        value: Number(value),
        expiresAt: expires ? endOfDay(expires) : '',
        maxUses: Number(maxUses),
        courseId: chosen === everyCourse ? null : chosen,
      },
      {
        onSuccess: () => {
          toast.success(`Coupon ${code.toUpperCase()} created`);
          setCode('');
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="new-coupon-title"
      className="card-art space-y-5 p-5 sm:p-6"
    >
      <h2 id="new-coupon-title" className="font-display text-xl font-semibold">
        New coupon
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="SPRING-20"
          value={code}
          error={fields.code}
          onChange={(event) => setCode(event.target.value)}
        />
        <FormField label="Course" error={fields.courseId}>
          {(control) => (
            <select
              {...control}
              name="courseId"
              className={`select w-full ${fields.courseId ? 'select-error' : ''}`}
              value={chosen}
              onChange={(event) => setCourseId(event.target.value)}
            >
              {admin && <option value={everyCourse}>Every course</option>}
              {courses.data?.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Discount type" error={fields.kind}>
          {(control) => (
            <select
              {...control}
              name="kind"
              className="select w-full"
              value={kind}
              onChange={(event) => setKind(event.target.value as CouponInput['kind'])}
            >
              <option value="percent">Percent off</option>
              <option value="amount">Dollars off</option>
            </select>
          )}
        </FormField>
        <TextField
          label={kind === 'percent' ? 'Percent off' : 'Dollars off'}
          name="value"
          type="number"
          inputMode="decimal"
          min={kind === 'percent' ? 1 : 0.01}
          max={kind === 'percent' ? 100 : undefined}
          step={kind === 'percent' ? 1 : 0.01}
          value={value}
          error={fields.value}
          onChange={(event) => setValue(event.target.value)}
        />
        <TextField
          label="Expires after"
          name="expiresAt"
          type="date"
          value={expires}
          error={fields.expiresAt}
          onChange={(event) => setExpires(event.target.value)}
        />
        <TextField
          label="Use limit"
          name="maxUses"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={maxUses}
          error={fields.maxUses}
          onChange={(event) => setMaxUses(event.target.value)}
        />
      </div>
      <FormAlert message={formError} />
      <SubmitButton pending={create.isPending}>Create coupon</SubmitButton>
    </form>
  );
}
