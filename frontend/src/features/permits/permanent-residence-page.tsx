import { kitapScreen } from '../../content/kitap';
import { PermitCardScreen } from './permit-card-screen';

export default function PermanentResidencePage() {
  return <PermitCardScreen page="permanentResidence" screen={kitapScreen} />;
}
