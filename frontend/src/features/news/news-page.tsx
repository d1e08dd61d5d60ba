import { ComingSoonPage } from '../../components/coming-soon-page';

export default function NewsPage() {
  return <ComingSoonPage page="news" />;
}
