import { ComingSoonPage } from '../../components/coming-soon-page';

export default function ArticlePage() {
  return <ComingSoonPage page="article" />;
}
