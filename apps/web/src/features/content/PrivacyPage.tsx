import { LegalPage } from './legal/LegalPage';
import { privacy } from './legal/privacy';

export default function PrivacyPage() {
  return <LegalPage doc={privacy} />;
}
