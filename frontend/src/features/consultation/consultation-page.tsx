import { ComingSoonPage } from '../../components/coming-soon-page';

export default function ConsultationPage() {
  return <ComingSoonPage page="consultation" />;
}
