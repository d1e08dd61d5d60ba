import { internationalVisaScreen } from '../../content/international-visas';
import { PermitCardScreen } from './permit-card-screen';

export default function InternationalVisaPage() {
  return <PermitCardScreen page="internationalVisa" screen={internationalVisaScreen} />;
}
