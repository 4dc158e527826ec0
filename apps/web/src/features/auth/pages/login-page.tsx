import { Link } from 'react-router';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { AuthShell } from '../components/auth-shell';

export function LoginPage() {
  usePageTitle('Login');
  return (
    <AuthShell title="Login">
      <p className="text-muted">Signing in opens soon. Until then, you can shop without an account.</p>
      <p className="mt-6 text-sm">
        Don&apos;t have an account?{' '}
        <Link to="/register" className="font-medium text-clay underline underline-offset-4">
          Register
        </Link>
      </p>
    </AuthShell>
  );
}
