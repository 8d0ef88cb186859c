import { ConfirmedDeleteButton } from '../../components/ui/ConfirmedDeleteButton';
import { useRemoveFromCart } from './commerce-queries';

/** Spec §4: delete asks first, in the original's words, then the cart refetches. */
export function RemoveFromCartButton({ itemId, name }: { itemId: string; name: string }) {
  const remove = useRemoveFromCart();
  return (
    <ConfirmedDeleteButton label={`Delete ${name}`} onDelete={() => remove.mutateAsync(itemId)} />
  );
}
