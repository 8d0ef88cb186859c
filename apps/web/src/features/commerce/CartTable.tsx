import type { CartItem } from '@glossy/contract';
import { formatPrice } from '../../lib/format/course-format';
import { RemoveFromCartButton } from './RemoveFromCartButton';
import { Cell, Row, SkeletonRows, TableFrame } from '../../components/ui/TableFrame';

const headers = ['#', 'Img', 'Name', 'Price', 'Pay', 'Delete'] as const;
const label = 'Courses in your cart';

interface CartTableProps {
  items: CartItem[];
  /** The cart item being ordered ('all' for the whole cart), or null. */
  ordering: string | null;
  onPay(itemId: string): void;
}

/**
 * Spec §2 "Selected Class / cart": #, Img, Name, Price, Pay, Delete. On a phone each course is a
 * card: number, picture and name, the price, then Pay and Delete.
 */
export function CartTable({ items, ordering, onPay }: CartTableProps) {
  return (
    <TableFrame label={label} headers={headers}>
      {items.map((item, index) => (
        <Row key={item._id}>
          <Cell kind="lead" className="text-base-content/70 tabular-nums">
            {index + 1}
          </Cell>
          <Cell kind="lead">
            <img
              src={item.img}
              alt=""
              width={80}
              height={52}
              loading="lazy"
              decoding="async"
              className="bg-base-200 aspect-[40/26] w-20 rounded-field object-cover"
            />
          </Cell>
          <Cell kind="title" className="font-medium">
            {item.name}
          </Cell>
          <Cell label={headers[3]} className="font-semibold tabular-nums">
            {formatPrice(item.price)}
          </Cell>
          <Cell kind="action">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              aria-label={`Pay for ${item.name}`}
              aria-busy={ordering === item._id}
              disabled={ordering !== null}
              onClick={() => onPay(item._id)}
            >
              {ordering === item._id && (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              )}
              Pay
            </button>
          </Cell>
          <Cell kind="action" className="cell-end">
            <RemoveFromCartButton itemId={item._id} name={item.name} />
          </Cell>
        </Row>
      ))}
    </TableFrame>
  );
}

export function CartTableSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <TableFrame label={label} headers={headers} busy>
      <SkeletonRows
        rows={rows}
        cells={['h-4 w-5', 'h-12 w-20', 'h-4 w-44', 'h-4 w-14', 'h-8 w-14', 'h-8 w-8']}
      />
    </TableFrame>
  );
}
