import type { CartItem } from '@glossy/contract';
import { formatPrice } from '../catalog/format';
import { RemoveFromCartButton } from './RemoveFromCartButton';
import { SkeletonRows, TableFrame } from '../../components/ui/TableFrame';

const headers = ['#', 'Img', 'Name', 'Price', 'Pay', 'Delete'];
const label = 'Courses in your cart';

interface CartTableProps {
  items: CartItem[];
  /** The cart item being ordered ('all' for the whole cart), or null. */
  ordering: string | null;
  onPay(itemId: string): void;
}

/** Spec §2 "Selected Class / cart": #, Img, Name, Price, Pay, Delete. */
export function CartTable({ items, ordering, onPay }: CartTableProps) {
  return (
    <TableFrame
      label={label}
      headers={headers}
      scrollHint="Scroll the table sideways to reach Pay and Delete."
    >
      {items.map((item, index) => (
        <tr key={item._id} className="hover:bg-base-200/60">
          <td className="text-base-content/70 tabular-nums">{index + 1}</td>
          <td>
            <img
              src={item.img}
              alt=""
              width={80}
              height={52}
              loading="lazy"
              decoding="async"
              className="bg-base-200 aspect-[40/26] w-20 rounded-field object-cover"
            />
          </td>
          <th scope="row" className="font-medium">
            {item.name}
          </th>
          <td className="font-semibold tabular-nums">{formatPrice(item.price)}</td>
          <td>
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
          </td>
          <td>
            <RemoveFromCartButton itemId={item._id} name={item.name} />
          </td>
        </tr>
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
