import { DashboardPageHeader } from '../../../components/layouts/DashboardPageHeader';
import { EmptyState } from '../../../components/ui/EmptyState';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { CouponCreateForm } from './CouponCreateForm';
import { useCoupons } from './coupon-queries';
import { CouponsTable } from './CouponsTable';

/** An instructor's coupons for their courses (an admin's: everyone's, and for every course). */
export default function CouponsPage() {
  const coupons = useCoupons();
  return (
    <>
      <DashboardPageHeader title="Coupons" documentTitle="Coupons">
        Codes your students type at checkout for a percent or an amount off, until a date and for a
        number of uses.
      </DashboardPageHeader>
      <div className="space-y-10">
        <CouponCreateForm />
        <section aria-labelledby="coupon-list-title" className="space-y-4">
          <h2 id="coupon-list-title" className="font-display text-2xl font-semibold">
            Your coupons
          </h2>
          {coupons.isPending ? (
            <Skeleton className="rounded-box h-40" />
          ) : coupons.isError ? (
            <QueryError error={coupons.error} onRetry={() => void coupons.refetch()} />
          ) : coupons.data.length === 0 ? (
            <EmptyState
              icon="tag"
              title="No coupons yet"
              text="Make one above; it shows here with how many times it was used."
              to="/dashboard"
              action="Back to dashboard"
            />
          ) : (
            <CouponsTable coupons={coupons.data} />
          )}
        </section>
      </div>
    </>
  );
}
