import { useParams } from 'react-router';
import { DirectAuthPage } from '../../features/auth/direct-auth-page';

export function DirectAuthRoute() {
  const { token = '' } = useParams();
  // A new token is a new sign-in: the page starts afresh rather than showing the last link's answer.
  return <DirectAuthPage key={token} token={token} />;
}
