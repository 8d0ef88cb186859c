import { PageHeader } from '../../components/ui/PageHeader';

export default function Screen() {
  return <PageHeader title="FAQ" />;
}
