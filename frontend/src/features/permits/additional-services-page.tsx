import { additionalServicesScreen } from '../../content/additional-services';
import { PermitCardScreen } from './permit-card-screen';

export default function AdditionalServicesPage() {
  return <PermitCardScreen page="additionalServices" screen={additionalServicesScreen} />;
}
