import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useStaffSignIn, type StaffCredentials } from '@/features/auth/api/staff-sign-in';
import type { StaffViewer } from '@/features/auth/api/staff-viewer';
import { requiredText } from '@/lib/form-rules';
import { MutedText } from '@/components/muted-text';

interface StaffLoginFormProps {
  /** A note shown above the fields before anything was tried, e.g. that the session expired. */
  notice?: string;
  onSignedIn: (viewer: StaffViewer) => void;
}

// Plain antd Form rather than pro-components' LoginForm: ProForm pulls in every ProField type
// (date pickers, trees, colour pickers …), about 220 KB gzip the login page does not need.
export function StaffLoginForm({ notice, onSignedIn }: StaffLoginFormProps) {
  const { signIn, signInWithCode, signingIn } = useStaffSignIn();
  const [error, setError] = useState<string | null>(null);
  // After the password, with two-step sign-in on: `Engangskode` (or a recovery code).
  const [step, setStep] = useState<'password' | 'code' | 'recovery-code'>('password');

  async function handleFinish(values: StaffCredentials) {
    setError(null);
    try {
      const outcome = await signIn(values);
      if (outcome.ok) onSignedIn(outcome.viewer);
      else if (outcome.secondStep) setStep('code');
      else setError(outcome.message);
    } catch {
      setError('Fikk ikke kontakt med serveren. Prøv igjen om litt.');
    }
  }

  async function handleCode({ code }: { code: string }) {
    setError(null);
    try {
      const outcome = await signInWithCode(code);
      if (outcome.ok) onSignedIn(outcome.viewer);
      else if (outcome.secondStep) setStep('code');
      else {
        setError(outcome.message);
        if (outcome.expired) setStep('password');
      }
    } catch {
      setError('Fikk ikke kontakt med serveren. Prøv igjen om litt.');
    }
  }

  return (
    <Card style={{ width: '100%', maxWidth: 400 }} styles={{ body: { padding: 32 } }}>
      <header style={{ textAlign: 'center', marginBottom: 24 }}>
        {/* The page's heading, styled as antd's Title level 2 without Typography's code. */}
        <h1
          style={{ margin: '0 0 4px', fontSize: 30, fontWeight: 600, lineHeight: 1.27, color: 'rgba(0, 0, 0, 0.88)' }}
        >
          Russekompaniet
        </h1>
        <MutedText>Administrasjon</MutedText>
      </header>
      {error ? (
        <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 24 }} />
      ) : notice ? (
        <Alert type="info" showIcon message={notice} style={{ marginBottom: 24 }} />
      ) : null}
      {step === 'password' ? (
        <Form<StaffCredentials> layout="vertical" requiredMark={false} onFinish={handleFinish} size="large">
          <Form.Item label="Brukernavn" name="username" rules={[requiredText('Skriv inn brukernavnet ditt')]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label="Passord" name="password" rules={[{ required: true, message: 'Skriv inn passordet ditt' }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={signingIn}>
            Logg inn
          </Button>
        </Form>
      ) : (
        <Form<{ code: string }> key={step} layout="vertical" requiredMark={false} onFinish={handleCode} size="large">
          <Form.Item
            label={step === 'code' ? 'Engangskode' : 'Gjenopprettingskode'}
            name="code"
            rules={[requiredText('Skriv inn koden')]}
          >
            <Input
              prefix={<SafetyOutlined />}
              autoComplete="one-time-code"
              inputMode={step === 'code' ? 'numeric' : 'text'}
              autoFocus
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={signingIn}>
            Logg inn
          </Button>
          {step === 'code' ? (
            <Button type="link" block onClick={() => setStep('recovery-code')} style={{ marginTop: 8 }}>
              Bruk en gjenopprettingskode
            </Button>
          ) : (
            <Button type="link" block onClick={() => setStep('code')} style={{ marginTop: 8 }}>
              Bruk en engangskode
            </Button>
          )}
        </Form>
      )}
    </Card>
  );
}
