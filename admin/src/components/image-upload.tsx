import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Image, Space, Upload } from 'antd';
import { useState } from 'react';

/** What the console's image upload answers (api/src/modules/products/catalog-image.routes.ts). */
interface UploadedImage {
  imageUrl: string;
}

/**
 * `Bilde`: uploads one image to `/api/admin/images/<kind>` (checked by content and resized by the server) and
 * holds the stored image's path as the form value. The server's Norwegian refusal is shown as it is.
 */
export function ImageUpload({
  kind,
  value,
  onChange,
  previewWidth = 160,
}: {
  kind: 'product' | 'blog';
  value?: string | null;
  onChange?: (value: string | null) => void;
  previewWidth?: number;
}) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const res = await fetch(`/api/admin/images/${kind}`, { method: 'POST', body, credentials: 'include' });
      const json = (await res.json().catch(() => null)) as (UploadedImage & { message?: string }) | null;
      if (!res.ok || !json?.imageUrl) {
        message.error(json?.message ?? 'Kunne ikke laste opp bildet. Prøv igjen.');
        return;
      }
      onChange?.(json.imageUrl);
      message.success('Bildet er lastet opp.');
    } catch {
      message.error('Kunne ikke laste opp bildet. Prøv igjen.');
    } finally {
      setUploading(false);
    }
  };

  return (
    <Space direction="vertical">
      {value ? <Image src={value} alt="Valgt bilde" width={previewWidth} /> : null}
      <Space>
        <Upload
          accept="image/png,image/jpeg,image/webp"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            {value ? 'Bytt bilde' : 'Last opp bilde'}
          </Button>
        </Upload>
        {value ? (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            Fjern bilde
          </Button>
        ) : null}
      </Space>
    </Space>
  );
}
