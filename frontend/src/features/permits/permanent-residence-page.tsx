import { ComingSoonPage } from '../../components/coming-soon-page';

export default function PermanentResidencePage() {
  return <ComingSoonPage page="permanentResidence" />;
}
