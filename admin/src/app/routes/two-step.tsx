import { SignedOutPage } from '@/components/signed-out-page';
import { Card, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { TotpEnrolment } from '@/features/auth/components/totp-enrolment';
import { apolloClient } from '@/lib/apollo';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * Two-step sign-in is required of this staff member and still off (admin §13): the enrolment comes before
 * anything else in the console.
 */
export default function TwoStepRoute() {
  usePageTitle('To-trinns innlogging');
  const navigate = useNavigate();
  return (
    <SignedOutPage top="8vh">
      <Card
        style={{ width: '100%', maxWidth: 480 }}
        styles={{ body: { padding: 32 } }}
        extra={<SignOutButton onSignedOut={() => navigate('/login', { replace: true })} />}
      >
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          Slå på to-trinns innlogging
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Kontoen din krever to-trinns innlogging før du kan bruke administrasjonen.
        </Typography.Paragraph>
        <TotpEnrolment
          onDone={() => {
            // The viewer is read again: the console opens now.
            void apolloClient.clearStore().then(() => navigate('/', { replace: true }));
          }}
        />
      </Card>
    </SignedOutPage>
  );
}
