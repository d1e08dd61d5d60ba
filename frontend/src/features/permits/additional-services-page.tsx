import { ComingSoonPage } from '../../components/coming-soon-page';

export default function AdditionalServicesPage() {
  return <ComingSoonPage page="additionalServices" />;
}
