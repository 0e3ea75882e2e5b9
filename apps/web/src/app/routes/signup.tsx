import { AuthEntry } from './auth-entry.tsx';

export function SignupRoute() {
  return <AuthEntry tab="signup" />;
}
