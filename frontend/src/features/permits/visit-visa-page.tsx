import { visitVisaScreen } from '../../content/visit-visas';
import { PermitCardScreen } from './permit-card-screen';

export default function VisitVisaPage() {
  return <PermitCardScreen page="visitVisa" screen={visitVisaScreen} />;
}
