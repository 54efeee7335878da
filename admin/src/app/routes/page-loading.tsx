import { Spin } from 'antd';

export function PageLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <Spin size="large" tip="Laster …">
        <div style={{ width: 160, height: 80 }} />
      </Spin>
    </div>
  );
}
