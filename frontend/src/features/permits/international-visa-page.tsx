import { ComingSoonPage } from '../../components/coming-soon-page';

export default function InternationalVisaPage() {
  return <ComingSoonPage page="internationalVisa" />;
}
