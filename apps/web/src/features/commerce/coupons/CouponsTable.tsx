import type { Coupon } from '@glossy/contract';
import { Cell, Row, TableFrame } from '../../../components/ui/TableFrame';
import { formatPrice } from '../../../lib/format/course-format';
import { fullDate } from '../../../lib/format/dates';
import { useSetCouponActive } from './coupon-queries';

const headers = ['Code', 'Discount', 'Course', 'Expires', 'Uses', 'Status', 'Action'] as const;

const discountOf = (coupon: Coupon) =>
  coupon.kind === 'percent' ? `${coupon.value}% off` : `${formatPrice(coupon.value)} off`;

function statusOf(coupon: Coupon) {
  if (!coupon.active) return 'Off';
  if (Date.parse(coupon.expiresAt) <= Date.now()) return 'Expired';
  if (coupon.uses >= coupon.maxUses) return 'Used up';
  return 'Active';
}

/** Every coupon with its uses so far; one switches off (or on again) in a click. */
export function CouponsTable({ coupons }: { coupons: Coupon[] }) {
  const toggle = useSetCouponActive();
  return (
    <TableFrame label="Your coupons" headers={headers}>
      {coupons.map((coupon) => {
        const status = statusOf(coupon);
        return (
          <Row key={coupon._id}>
            <Cell kind="title" className="font-mono font-semibold">
              {coupon.code}
            </Cell>
            <Cell label={headers[1]}>{discountOf(coupon)}</Cell>
            <Cell label={headers[2]}>{coupon.courseName ?? 'Every course'}</Cell>
            <Cell label={headers[3]} className="whitespace-nowrap">
              {fullDate(coupon.expiresAt)}
            </Cell>
            <Cell label={headers[4]} className="tabular-nums">
              {coupon.uses} / {coupon.maxUses}
            </Cell>
            <Cell label={headers[5]}>
              <span
                className={`badge badge-sm ${status === 'Active' ? 'badge-success' : 'badge-ghost'}`}
              >
                {status}
              </span>
            </Cell>
            <Cell kind="action">
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={toggle.isPending && toggle.variables.id === coupon._id}
                aria-label={`${coupon.active ? 'Deactivate' : 'Activate'} coupon ${coupon.code}`}
                onClick={() => toggle.mutate({ id: coupon._id, active: !coupon.active })}
              >
                {coupon.active ? 'Deactivate' : 'Activate'}
              </button>
            </Cell>
          </Row>
        );
      })}
    </TableFrame>
  );
}
