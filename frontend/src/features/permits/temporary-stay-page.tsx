import { ComingSoonPage } from '../../components/coming-soon-page';

export default function TemporaryStayPage() {
  return <ComingSoonPage page="temporaryStay" />;
}
