import { logOut } from '../../features/auth/api/logout';
import { AccountCodePage } from '../../features/signup/components/account-code-page';
import { SignupPage } from '../../features/signup/components/signup-page';

export function SignupRoute() {
  return <SignupPage />;
}

export function AccountCodeRoute() {
  return <AccountCodePage onSignOut={() => void logOut()} />;
}
