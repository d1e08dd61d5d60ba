import { stayPermitScreen } from '../../content/stay-permits';
import { PermitCardScreen } from './permit-card-screen';

export default function TemporaryStayPage() {
  return <PermitCardScreen page="temporaryStay" screen={stayPermitScreen} />;
}
