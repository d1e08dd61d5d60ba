import { ComingSoonPage } from '../../components/coming-soon-page';

export default function AboutPage() {
  return <ComingSoonPage page="about" />;
}
