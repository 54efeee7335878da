import { TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Form, InputNumber, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLookUpGroup } from '@/features/quotes/api/quotes';

type FoundGroup = NonNullable<Awaited<ReturnType<ReturnType<typeof useLookUpGroup>>>>;

/**
 * `Lag tilbud fra gruppen`: opens the quote form prefilled from a group's size matrix. On a group's page
 * (`groupId` given) it goes straight there; elsewhere it asks for the group's number and shows which group that is.
 */
export function GroupQuoteButton({ groupId: knownGroupId }: { groupId?: number } = {}) {
  const navigate = useNavigate();
  const lookUp = useLookUpGroup();
  const [open, setOpen] = useState(false);
  const [groupId, setGroupId] = useState<number | null>(null);
  // The last look-up's answer, for the number it was asked for.
  const [found, setFound] = useState<{ id: number; group: FoundGroup | null } | null>(null);
  const group = groupId && found?.id === groupId ? (found.group ?? 'unknown') : null;

  useEffect(() => {
    if (!groupId) return;
    let current = true;
    const timer = setTimeout(() => {
      void lookUp(groupId).then((result) => {
        if (current) setFound({ id: groupId, group: result });
      });
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [groupId, lookUp]);

  const close = () => {
    setOpen(false);
    setGroupId(null);
  };

  if (knownGroupId) {
    return (
      <Button icon={<TeamOutlined />} onClick={() => navigate(`/quotes/new?group=${knownGroupId}`)}>
        Lag tilbud fra gruppen
      </Button>
    );
  }

  return (
    <>
      <Button icon={<TeamOutlined />} onClick={() => setOpen(true)}>
        Lag tilbud fra gruppen
      </Button>
      <Modal
        open={open}
        title="Lag tilbud fra gruppen"
        okText="Lag tilbud"
        cancelText="Avbryt"
        okButtonProps={{ disabled: !groupId }}
        onOk={() => groupId && navigate(`/quotes/new?group=${groupId}`)}
        onCancel={close}
        destroyOnHidden
      >
        <Form layout="vertical" onFinish={() => groupId && navigate(`/quotes/new?group=${groupId}`)}>
          <Form.Item label="Gruppenummer" htmlFor="quote-group-id" extra="Nummeret står i gruppens adresse.">
            <InputNumber
              id="quote-group-id"
              min={1}
              precision={0}
              style={{ width: '100%' }}
              value={groupId}
              onChange={(value) => setGroupId(typeof value === 'number' ? value : null)}
              autoFocus
            />
          </Form.Item>
        </Form>
        {group === 'unknown' && <Alert type="warning" showIcon message="Fant ingen gruppe med dette nummeret." />}
        {group && group !== 'unknown' && (
          <Typography.Paragraph data-testid="quote-group-found">
            <Typography.Text strong>{group.name}</Typography.Text>
            {group.school && ` – ${group.school}`}
            {group.graduationYear && ` (${group.graduationYear})`}
            <br />
            <Typography.Text type="secondary">
              {group.memberCount} medlemmer, {group.submissionCount} størrelser sendt inn
            </Typography.Text>
          </Typography.Paragraph>
        )}
      </Modal>
    </>
  );
}
