import { ComingSoonPage } from '../../components/coming-soon-page';

export default function VisaServicesPage() {
  return <ComingSoonPage page="visaServices" />;
}
