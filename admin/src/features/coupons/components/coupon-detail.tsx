import { graphQLFailureOf, inputRefusalOf } from '@/lib/graphql-errors';
import { formatNok } from '@russ/schema/common/money';
import { formatDateNb, formatDateTime } from '@russ/schema/common/dates';
import { App, Button, Card, Descriptions, Form, Modal, Select, Table } from 'antd';
import { StatusTag } from '@/components/status-tag';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StaffCouponFieldsFragment as StaffCoupon, StaffCouponQuery } from '@/gql/graphql';
import { useCouponMutations, useSearchCouponMembers } from '@/features/coupons/api/coupons';
import { couponValueText } from '@russ/schema/coupons/coupons';
import { couponTypeLabel } from '@/features/coupons/coupon-display';
import { CouponForm, couponFormValues, couponSaveFailure, toCouponInput, type CouponFormValues } from './coupon-form';
import { Confirm } from '@/components/confirm';
import { DetailSections, RecordCard } from '@/components/detail-page';

type CouponMembers = StaffCouponQuery['couponMembers'];

/** `Tildel medlemmer`: search members by e-mail or name and hand them the coupon. */
function AssignDialog({ coupon, open, onClose }: { coupon: StaffCoupon; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const search = useSearchCouponMembers();
  const mutations = useCouponMutations();
  const [options, setOptions] = useState<Array<{ value: string; label: string }>>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const onSearch = async (text: string) => {
    const ticket = ++latest.current;
    const found = await search(text).catch(() => []);
    if (ticket !== latest.current) return;
    setOptions(found.map((m) => ({ value: m.email, label: `${m.name} <${m.email}>` })));
  };

  const assign = async () => {
    if (selected.length === 0) {
      setError('Velg minst ett medlem');
      return;
    }
    try {
      const { data } = await mutations.assign(coupon.id, selected);
      const result = data?.assignCoupon;
      if (result) {
        message.success(
          result.alreadyAssigned > 0
            ? `Tildelt ${result.assigned} medlem(mer); ${result.alreadyAssigned} hadde kupongen fra før.`
            : `Kupongen er tildelt ${result.assigned} medlem(mer).`,
        );
        setSelected([]);
        onClose();
      }
    } catch (error) {
      const refusal = inputRefusalOf(error);
      if (refusal) {
        setError(refusal);
        return;
      }
      message.error('Kunne ikke tildele kupongen. Prøv igjen.');
    }
  };

  return (
    <Modal
      title={`Tildel medlemmer – ${coupon.code}`}
      open={open}
      okText="Tildel"
      cancelText="Avbryt"
      onOk={() => void assign()}
      onCancel={onClose}
      confirmLoading={mutations.busy}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label="Medlemmer"
          htmlFor="coupon-assign-members"
          help={error ?? 'Søk på e-post eller navn'}
          validateStatus={error ? 'error' : undefined}
        >
          <Select
            id="coupon-assign-members"
            mode="multiple"
            showSearch
            filterOption={false}
            placeholder="Søk etter medlem"
            options={options}
            value={selected}
            onSearch={(text) => void onSearch(text)}
            onChange={(values: string[]) => {
              setSelected(values);
              setError(null);
            }}
            notFoundContent={null}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** One coupon: its terms, edit ('Lagre'/'Avbryt'), `Deaktiver`/`Aktiver`, `Tildel medlemmer`, delete (admin). */
export function CouponDetail({
  coupon,
  members,
  canDelete,
}: {
  coupon: StaffCoupon;
  members: CouponMembers;
  canDelete: boolean;
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const mutations = useCouponMutations();
  const [editing, setEditing] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const [form] = Form.useForm<CouponFormValues>();

  const save = async (values: CouponFormValues) => {
    try {
      await mutations.update(coupon.id, toCouponInput(values));
      message.success('Kupongen er lagret.');
      setEditing(false);
    } catch (error) {
      const text = couponSaveFailure(form, error);
      if (text) message.error(text);
    }
  };

  const toggle = async () => {
    try {
      await mutations.setActive(coupon.id, !coupon.isActive);
      message.success(coupon.isActive ? 'Kupongen er deaktivert.' : 'Kupongen er aktivert.');
    } catch {
      message.error('Kunne ikke endre kupongen. Prøv igjen.');
    }
  };

  const remove = async () => {
    try {
      await mutations.remove(coupon.id);
      message.success('Kupongen er slettet.');
      navigate('/coupons');
    } catch (error) {
      const failure = graphQLFailureOf(error);
      message.error(failure.code === 'BAD_USER_INPUT' ? failure.message : 'Kunne ikke slette kupongen. Prøv igjen.');
    }
  };

  return (
    <DetailSections>
      <RecordCard
        title="Kupong"
        actions={
          editing ? null : (
            <>
              <Button onClick={() => setEditing(true)}>Rediger</Button>
              <Button type="primary" onClick={() => setAssigning(true)} disabled={!coupon.isActive}>
                Tildel medlemmer
              </Button>
              <Confirm onConfirm={() => toggle()}>
                <Button danger={coupon.isActive}>{coupon.isActive ? 'Deaktiver' : 'Aktiver'}</Button>
              </Confirm>
              {canDelete ? (
                <Confirm onConfirm={() => remove()}>
                  <Button danger>Slett</Button>
                </Confirm>
              ) : null}
            </>
          )
        }
      >
        {editing ? (
          <CouponForm
            form={form}
            initial={couponFormValues(coupon)}
            onSubmit={(values) => void save(values)}
            onCancel={() => setEditing(false)}
            saving={mutations.busy}
          />
        ) : (
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label="Kode">{coupon.code}</Descriptions.Item>
            <Descriptions.Item label="Status">
              {coupon.isActive ? (
                <StatusTag tone="success">Aktiv</StatusTag>
              ) : (
                <StatusTag tone="neutral">Deaktivert</StatusTag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Tittel" span={2}>
              {coupon.title}
            </Descriptions.Item>
            {coupon.description ? (
              <Descriptions.Item label="Beskrivelse" span={2}>
                {coupon.description}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label="Type">{couponTypeLabel(coupon.type)}</Descriptions.Item>
            <Descriptions.Item label="Verdi">{couponValueText(coupon.type, coupon.value)}</Descriptions.Item>
            <Descriptions.Item label="Minstebeløp">
              {coupon.minOrderAmount ? formatNok(coupon.minOrderAmount) : '–'}
            </Descriptions.Item>
            <Descriptions.Item label="Brukt / maks">
              {coupon.currentUses} / {coupon.maxUses ?? '∞'}
            </Descriptions.Item>
            <Descriptions.Item label="Gyldig fra">{formatDateNb(coupon.validFrom)}</Descriptions.Item>
            <Descriptions.Item label="Gyldig til">{formatDateNb(coupon.validUntil)}</Descriptions.Item>
          </Descriptions>
        )}
      </RecordCard>

      <Card title={`Tildelt medlemmer (${members.length})`}>
        <Table
          rowKey="id"
          size="small"
          dataSource={members}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: 'Ingen medlemmer har fått kupongen ennå' }}
          columns={[
            { title: 'Medlem', key: 'member', render: (_, m) => m.memberName ?? m.memberEmail },
            { title: 'E-post', dataIndex: 'memberEmail' },
            { title: 'Tildelt', dataIndex: 'assignedAt', render: (value: string) => formatDateTime(value) },
            {
              title: 'Brukt',
              dataIndex: 'isUsed',
              render: (used: boolean) =>
                used ? <StatusTag tone="neutral">Brukt</StatusTag> : <StatusTag tone="success">Ubrukt</StatusTag>,
            },
          ]}
        />
      </Card>

      <AssignDialog coupon={coupon} open={assigning} onClose={() => setAssigning(false)} />
    </DetailSections>
  );
}
