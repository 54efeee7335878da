import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useStaffSignOut } from '@/features/auth/api/staff-sign-out';

interface SignOutButtonProps {
  /** Icon only, for narrow screens; the text stays as the accessible name. */
  compact?: boolean;
  onSignedOut: () => void;
}

export function SignOutButton({ compact = false, onSignedOut }: SignOutButtonProps) {
  const { signOut, signingOut } = useStaffSignOut();
  return (
    <Button
      type="text"
      icon={<LogoutOutlined />}
      loading={signingOut}
      aria-label="Logg ut"
      title="Logg ut"
      onClick={() => void signOut().finally(onSignedOut)}
    >
      {compact ? null : 'Logg ut'}
    </Button>
  );
}
