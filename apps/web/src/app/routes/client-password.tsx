import { useParams } from 'react-router';
import { NewPasswordPage } from '../../features/recovery/new-password-page';

export function ClientPasswordRoute() {
  const { token = '' } = useParams();
  // A new token starts a new form: nothing typed for another link carries over.
  return <NewPasswordPage key={token} token={token} />;
}
