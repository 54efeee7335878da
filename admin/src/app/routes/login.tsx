import { useNavigate, useSearchParams } from 'react-router-dom';
import { StaffLoginForm } from '../../features/auth/components/staff-login-form';
import { usePageTitle } from '../../lib/use-page-title';
import { safeRedirectTarget } from '../access';

export default function LoginRoute() {
  usePageTitle('Logg inn');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notice = params.get('reason') === 'expired' ? 'Økten din er utløpt. Logg inn på nytt.' : undefined;

  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        padding: '12vh 16px 32px',
        background: 'linear-gradient(180deg, #fdf1f3 0%, #f5f5f5 60%)',
        boxSizing: 'border-box',
      }}
    >
      <StaffLoginForm
        notice={notice}
        onSignedIn={() => navigate(safeRedirectTarget(params.get('redirect')), { replace: true })}
      />
    </main>
  );
}
