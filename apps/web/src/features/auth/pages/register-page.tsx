import { Link } from 'react-router';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { AuthShell } from '../components/auth-shell';

export function RegisterPage() {
  usePageTitle('Create Account');
  return (
    <AuthShell title="Create Account">
      <p className="text-muted">Accounts open soon. Until then, you can shop without one.</p>
      <p className="mt-6 text-sm">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-clay underline underline-offset-4">
          Login
        </Link>
      </p>
    </AuthShell>
  );
}
