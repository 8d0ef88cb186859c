import { LegalPage } from './legal/LegalPage';
import { terms } from './legal/terms';

export default function TermsPage() {
  return <LegalPage doc={terms} />;
}
