import { Link } from 'react-router';
import { DashboardPageHeader } from '../../../components/layouts/DashboardPageHeader';
import { EmptyState } from '../../../components/ui/EmptyState';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatPrice } from '../../../lib/format/course-format';
import { toast } from '../../../lib/toast';
import { useMoveToCart, useUnwish, useWishlist } from './wishlist-queries';

/** The courses a student keeps for later, each one click from the cart. */
export default function WishlistPage() {
  const wishlist = useWishlist();
  const move = useMoveToCart();
  const unwish = useUnwish();
  const busy = move.isPending ? move.variables : unwish.isPending ? unwish.variables : null;

  const moveToCart = (courseId: string, name: string) =>
    move.mutate(courseId, {
      onSuccess: () => toast.success(`${name} is in your cart`),
      onError: (error) => toast.error(`${name} could not be moved. ${error.message}`),
    });

  return (
    <>
      <DashboardPageHeader
        title="Wishlist"
        documentTitle="Wishlist"
        actions={
          <Link to="/dashboard/myCart" className="btn btn-ghost">
            Go to my cart
          </Link>
        }
      >
        Courses you saved for later. Move one to your cart when you are ready.
      </DashboardPageHeader>
      {wishlist.isPending ? (
        <Skeleton className="rounded-box h-48" />
      ) : wishlist.isError ? (
        <QueryError error={wishlist.error} onRetry={() => void wishlist.refetch()} />
      ) : wishlist.data.length === 0 ? (
        <EmptyState
          icon="heart"
          title="Your wishlist is empty"
          text="Press the heart on a course to keep it here until you are ready to start."
          to="/courses"
          action="Browse courses"
        />
      ) : (
        <ul aria-label="Courses on your wishlist" className="grid gap-4 md:grid-cols-2">
          {wishlist.data.map((item) => (
            <li key={item._id} className="card-art flex flex-col gap-4 p-4 sm:flex-row">
              <img
                src={item.img}
                alt=""
                width={160}
                height={104}
                loading="lazy"
                decoding="async"
                className="bg-base-200 rounded-field aspect-[40/26] w-full object-cover sm:w-40"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <h2 className="font-display text-lg font-semibold">
                  <Link to={`/detail/${item.classI}`} className="link-hover">
                    {item.name}
                  </Link>
                </h2>
                <p className="text-base-content/75 text-sm">
                  {item.Instructor} · {item.Level}
                </p>
                <p className="text-xl font-semibold tabular-nums">
                  <span className="sr-only">Price: </span>
                  {formatPrice(item.price)}
                </p>
                <div className="mt-auto flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    aria-label={`Move ${item.name} to cart`}
                    aria-busy={busy === item.classI}
                    disabled={busy !== null}
                    onClick={() => moveToCart(item.classI, item.name)}
                  >
                    {move.isPending && busy === item.classI && (
                      <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                    )}
                    Move to cart
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-label={`Remove ${item.name} from wishlist`}
                    disabled={busy !== null}
                    onClick={() => unwish.mutate(item.classI)}
                  >
                    Remove
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
