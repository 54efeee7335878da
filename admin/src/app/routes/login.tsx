import { SignedOutPage } from '@/components/signed-out-page';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { StaffLoginForm } from '@/features/auth/components/staff-login-form';
import { usePageTitle } from '@/lib/use-page-title';
import { safeRedirectTarget } from '@/features/auth/access';

/** Why the login page is shown, from `?reason=` (features/auth/access.ts `loginPath`); admin.md §16. */
const NOTICES = new Map<string | null, string>([
  ['expired', 'Økten din er utløpt. Logg inn på nytt.'],
  ['signed-out', 'Du er logget ut.'],
  ['deactivated', 'Kontoen er deaktivert.'],
]);

export default function LoginRoute() {
  usePageTitle('Logg inn');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notice = NOTICES.get(params.get('reason'));

  return (
    <SignedOutPage>
      <StaffLoginForm
        notice={notice}
        onSignedIn={() => navigate(safeRedirectTarget(params.get('redirect')), { replace: true })}
      />
    </SignedOutPage>
  );
}
