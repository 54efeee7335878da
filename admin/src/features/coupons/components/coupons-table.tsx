import type { ProColumns } from '@ant-design/pro-components';
import { formatNok } from '@russ/schema/common/money';
import { formatDateNb } from '@russ/schema/common/dates';
import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { StaffCouponFieldsFragment as CouponRow } from '@/gql/graphql';
import { StaffCouponFieldsFragment, useCouponMutations, StaffCouponsDocument } from '@/features/coupons/api/coupons';
import { couponValueText } from '@russ/schema/coupons/coupons';
import { couponTypeLabel } from '@/features/coupons/coupon-display';
import { CouponForm, couponFormValues, couponSaveFailure, toCouponInput, type CouponFormValues } from './coupon-form';
import { fragmentPage, useListRequest } from '@/lib/use-list-request';
import { ListTable, searchColumn, statusColumn } from '@/components/list-table';

interface CouponsTableParams {
  search?: string;
  active?: string;
}

/** `Kuponger`: every coupon with its terms and uses; 'Ny kupong' creates one. */
export function CouponsTable() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const requestCoupons = useListRequest(StaffCouponsDocument, {
    page: (data) => fragmentPage(StaffCouponFieldsFragment, data.staffCoupons),
    filter: ({ active }: CouponsTableParams) => ({
      active: active === 'true' ? true : active === 'false' ? false : null,
    }),
    sortable: ['code', 'value', 'currentUses', 'validFrom', 'validUntil'],
  });
  const mutations = useCouponMutations();
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<CouponFormValues>();

  const columns: ProColumns<CouponRow>[] = [
    searchColumn('Kode eller tittel', 2),
    {
      title: 'Kode',
      dataIndex: 'code',
      hideInSearch: true,
      sorter: true,
      width: 140,
      render: (_, row) => <Link to={`/coupons/${row.id}`}>{row.code}</Link>,
    },
    { title: 'Tittel', dataIndex: 'title', hideInSearch: true, ellipsis: true },
    { title: 'Type', dataIndex: 'type', hideInSearch: true, width: 110, render: (_, row) => couponTypeLabel(row.type) },
    {
      title: 'Verdi',
      dataIndex: 'value',
      hideInSearch: true,
      sorter: true,
      align: 'right',
      width: 100,
      render: (_, row) => couponValueText(row.type, row.value),
    },
    {
      title: 'Minstebeløp',
      dataIndex: 'minOrderAmount',
      hideInSearch: true,
      align: 'right',
      width: 120,
      render: (_, row) => (row.minOrderAmount ? formatNok(row.minOrderAmount) : '–'),
    },
    {
      title: 'Brukt / maks',
      dataIndex: 'currentUses',
      hideInSearch: true,
      sorter: true,
      width: 120,
      render: (_, row) => `${row.currentUses} / ${row.maxUses ?? '∞'}`,
    },
    {
      title: 'Gyldig fra',
      dataIndex: 'validFrom',
      hideInSearch: true,
      sorter: true,
      width: 110,
      render: (_, row) => formatDateNb(row.validFrom),
    },
    {
      title: 'Gyldig til',
      dataIndex: 'validUntil',
      hideInSearch: true,
      sorter: true,
      width: 110,
      render: (_, row) => formatDateNb(row.validUntil),
    },
    statusColumn(
      (row) => (row.isActive ? { tone: 'success', label: 'Aktiv' } : { tone: 'neutral', label: 'Deaktivert' }),
      {
        dataIndex: 'active',
        valueEnum: { true: { text: 'Aktiv' }, false: { text: 'Deaktivert' } },
        order: 1,
        width: 110,
        placeholder: 'Alle',
      },
    ),
  ];

  const save = async (values: CouponFormValues) => {
    try {
      const { data } = await mutations.create(toCouponInput(values));
      const result = data?.createCoupon;
      if (result) {
        message.success('Kupongen er lagret.');
        setCreating(false);
        navigate(`/coupons/${result.coupon.id}`);
      }
    } catch (error) {
      const text = couponSaveFailure(form, error);
      if (text) message.error(text);
    }
  };

  return (
    <>
      <ListTable<CouponRow, CouponsTableParams>
        headerTitle="Alle kuponger"
        columns={columns}
        create={{ label: 'Ny kupong', onClick: () => setCreating(true) }}
        request={requestCoupons}
        counted={['kupong', 'kuponger']}
        scroll={{ x: 1100 }}
      />
      <Modal
        title="Ny kupong"
        open={creating}
        onCancel={() => setCreating(false)}
        footer={null}
        width={720}
        destroyOnHidden
      >
        <CouponForm
          form={form}
          initial={couponFormValues(null)}
          onSubmit={(values) => void save(values)}
          onCancel={() => setCreating(false)}
          saving={mutations.busy}
        />
      </Modal>
    </>
  );
}
