import { ComingSoonPage } from '../../components/coming-soon-page';

export default function VisitVisaPage() {
  return <ComingSoonPage page="visitVisa" />;
}
