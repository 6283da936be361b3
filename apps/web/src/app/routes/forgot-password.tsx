import { ForgotPasswordPage } from '../../features/recovery/forgot-password-page';

export function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
