import { ComingSoonPage } from '../../components/coming-soon-page';

export default function TrackingPage() {
  return <ComingSoonPage page="tracking" />;
}
