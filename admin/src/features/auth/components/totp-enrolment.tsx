import { Alert, Button, Form, Input, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useStaffTotpEnrolment } from '@/features/auth/api/staff-totp';
import { requiredText } from '@/lib/form-rules';

/** Saves the recovery codes as a text file (`Last ned`). */
function downloadCodes(codes: string[]) {
  const text = `Gjenopprettingskoder for Russekompaniet\nHver kode kan brukes én gang.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'gjenopprettingskoder.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * `Slå på to-trinns innlogging` (admin §13): the QR code to scan, `Engangskode` and `Bekreft`; then the ten
 * `Gjenopprettingskoder`, shown this once, with `Last ned`. `onDone` after the codes were shown.
 */
export function TotpEnrolment({ onDone }: { onDone: () => void }) {
  const { start, confirm, confirming } = useStaffTotpEnrolment();
  const [enrolment, setEnrolment] = useState<{ secret: string; qrCode: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    start()
      .then((started) => !cancelled && setEnrolment(started))
      .catch((e: unknown) => !cancelled && setError(e instanceof Error ? e.message : 'Noe gikk galt.'));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one secret per opening
  }, []);

  if (codes) {
    return (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Gjenopprettingskoder
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }}>
          Ta vare på disse kodene. Hver kode kan brukes én gang.
        </Typography.Paragraph>
        <ul data-testid="recovery-codes" style={{ columns: 2, fontFamily: 'monospace', fontSize: 16, margin: 0 }}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Space>
          <Button onClick={() => downloadCodes(codes)}>Last ned</Button>
          <Button type="primary" onClick={onDone}>
            Ferdig
          </Button>
        </Space>
      </Space>
    );
  }

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {error ? <Alert type="error" showIcon message={error} role="alert" /> : null}
      {enrolment ? (
        <>
          <Typography.Paragraph style={{ margin: 0 }}>
            Skann koden med en autentiseringsapp, og skriv inn koden den viser.
          </Typography.Paragraph>
          <img src={enrolment.qrCode} alt="QR-kode for to-trinns innlogging" width={240} height={240} />
          <Typography.Text type="secondary" copyable={{ text: enrolment.secret }}>
            Kan du ikke skanne? Skriv inn nøkkelen: <code>{enrolment.secret}</code>
          </Typography.Text>
          <Form<{ code: string }>
            layout="vertical"
            requiredMark={false}
            onFinish={async ({ code }) => {
              setError(null);
              const outcome = await confirm(code);
              if (outcome.ok) setCodes(outcome.recoveryCodes);
              else setError(outcome.message);
            }}
          >
            <Form.Item label="Engangskode" name="code" rules={[requiredText('Skriv inn koden fra appen')]}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} style={{ maxWidth: 200 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={confirming}>
              Bekreft
            </Button>
          </Form>
        </>
      ) : error ? null : (
        <Spin />
      )}
    </Space>
  );
}
