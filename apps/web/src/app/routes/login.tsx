import { AuthEntry } from './auth-entry.tsx';

export function LoginRoute() {
  return <AuthEntry tab="login" />;
}
