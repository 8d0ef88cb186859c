import { refundPolicy } from '@glossy/contract/constants';
import { Link } from 'react-router';

/** The refund policy, said where money is taken and on the receipt, as in the FAQ. */
export function RefundPolicy() {
  return (
    <p className="text-base-content/75 text-sm">
      <span className="font-medium">Refund policy:</span> {refundPolicy.text}{' '}
      <Link to="/faq" className="link">
        Read the FAQ
      </Link>
    </p>
  );
}
