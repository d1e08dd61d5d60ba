import { ComingSoonPage } from '../../components/coming-soon-page';

export default function ContactPage() {
  return <ComingSoonPage page="contact" />;
}
