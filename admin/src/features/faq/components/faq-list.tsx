import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { CATALOG_LIMITS, CATALOG_MESSAGES } from '@russ/schema/catalog/catalog-admin.validators';
import { DragSortTable } from '@ant-design/pro-components';
import { Alert, App, Button, Card, Form, Input, Modal, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import type { StaffFaqItemsQuery } from '@/gql/graphql';
import { graphQLFailureOf } from '@/lib/graphql-errors';
import { useFaqMutations, useStaffFaqItems } from '@/features/faq/api/faq';
import { FormActions } from '@/components/form-actions';
import { Confirm } from '@/components/confirm';
import { requiredText } from '@/lib/form-rules';

type FaqRow = StaffFaqItemsQuery['staffFaqItems'][number];
interface FaqFormValues {
  topic: string;
  question: string;
  answer: string;
}

/**
 * `FAQ`: the questions and answers in the order /faq shows them; drag a row by its handle to its new place (or,
 * from the keyboard, move it up or down with the buttons), edit, 'Nytt spørsmål', and (administrators) delete
 * after 'Er du sikker?'.
 */
export function FaqList({ canDelete }: { canDelete: boolean }) {
  const { message } = App.useApp();
  const { data, loading, error } = useStaffFaqItems();
  const mutations = useFaqMutations();
  const [editing, setEditing] = useState<FaqRow | 'new' | null>(null);
  const [form] = Form.useForm<FaqFormValues>();

  if (loading && !data) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (error && !data) return <Alert type="error" showIcon message="Kunne ikke hente spørsmålene. Prøv igjen." />;
  const items = data?.staffFaqItems ?? [];

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      message.success(done);
      return true;
    } catch (failure) {
      const { message: text, fieldErrors } = graphQLFailureOf(failure, 'Kunne ikke lagre. Prøv igjen.');
      const fields = Object.entries(fieldErrors).filter(([field]) => ['topic', 'question', 'answer'].includes(field));
      if (fields.length)
        form.setFields(fields.map(([name, errors]) => ({ name: name as keyof FaqFormValues, errors: [errors] })));
      else message.error(text);
      return false;
    }
  };

  const save = async (values: FaqFormValues) => {
    const ok =
      editing === 'new'
        ? await run(() => mutations.create(values), 'Spørsmålet er lagt til.')
        : editing
          ? await run(() => mutations.update(editing.id, values), 'Spørsmålet er lagret.')
          : false;
    if (ok) setEditing(null);
  };

  return (
    <Card
      title="Spørsmål og svar"
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          Nytt spørsmål
        </Button>
      }
    >
      <DragSortTable<FaqRow>
        rowKey="id"
        dataSource={items}
        search={false}
        options={false}
        toolBarRender={false}
        pagination={false}
        locale={{ emptyText: 'Ingen spørsmål' }}
        dragSortKey="sort"
        onDragSortEnd={(from, to) => {
          const row = items[from];
          if (row && from !== to) void run(() => mutations.place(row.id, to + 1), `Flyttet til plass ${to + 1}.`);
        }}
        columns={[
          { title: 'Flytt', dataIndex: 'sort', width: 60, className: 'drag-visible' },
          { title: '#', width: 50, render: (_, __, index) => index + 1 },
          { title: 'Emne', dataIndex: 'topic', width: 140, render: (_, row) => <Tag>{row.topic}</Tag> },
          { title: 'Spørsmål', dataIndex: 'question' },
          { title: 'Svar', dataIndex: 'answer', ellipsis: true },
          {
            title: 'Handlinger',
            width: 290,
            render: (_, row, index) => (
              <Space>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={`Flytt opp: ${row.question}`}
                  disabled={index === 0 || mutations.busy}
                  onClick={() => void run(() => mutations.move(row.id, 'up'), 'Flyttet opp.')}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={`Flytt ned: ${row.question}`}
                  disabled={index === items.length - 1 || mutations.busy}
                  onClick={() => void run(() => mutations.move(row.id, 'down'), 'Flyttet ned.')}
                />
                <Button size="small" onClick={() => setEditing(row)}>
                  Rediger
                </Button>
                {canDelete ? (
                  <Confirm onConfirm={() => void run(() => mutations.remove(row.id), 'Spørsmålet er slettet.')}>
                    <Button size="small" danger>
                      Slett
                    </Button>
                  </Confirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={editing === 'new' ? 'Nytt spørsmål' : 'Rediger spørsmål'}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        footer={null}
        width={720}
        destroyOnHidden
      >
        <Form<FaqFormValues>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={editing && editing !== 'new' ? editing : { topic: items[items.length - 1]?.topic ?? '' }}
          onFinish={(values) => void save(values)}
          aria-label="Spørsmål"
        >
          <Form.Item label="Emne" name="topic" rules={[requiredText(CATALOG_MESSAGES.topic)]}>
            <Input maxLength={CATALOG_LIMITS.topic} />
          </Form.Item>
          <Form.Item label="Spørsmål" name="question" rules={[requiredText(CATALOG_MESSAGES.question)]}>
            <Input maxLength={CATALOG_LIMITS.question} />
          </Form.Item>
          <Form.Item label="Svar" name="answer" rules={[requiredText(CATALOG_MESSAGES.answer)]}>
            <Input.TextArea rows={5} maxLength={CATALOG_LIMITS.answer} />
          </Form.Item>
          <FormActions saving={mutations.busy} onCancel={() => setEditing(null)} />
        </Form>
      </Modal>
    </Card>
  );
}
