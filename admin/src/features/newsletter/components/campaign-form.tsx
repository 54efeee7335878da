import { CAMPAIGN_AUDIENCE_LABELS, CAMPAIGN_LIMITS, type CampaignAudience } from '@russ/schema/newsletter/campaign';
import { Col, Form, Input, Radio, Row, Skeleton, type FormInstance } from 'antd';
import { lazy, Suspense } from 'react';
import type { CampaignInput, NewsletterCampaignFieldsFragment as Campaign } from '@/gql/graphql';
import { FormActions } from '@/components/form-actions';
import { placeFieldErrors, type StaffFormProps } from '@/lib/form-field-errors';
import { requiredText } from '@/lib/form-rules';

// The markdown library and the sanitiser: their own chunk, fetched with the form.
const MarkdownPreview = lazy(() => import('./markdown-preview'));

export interface CampaignFormValues {
  subject: string;
  body: string;
  audience: CampaignAudience;
  audienceValue?: string | null;
}

export function campaignFormValues(campaign: Campaign | null): Partial<CampaignFormValues> {
  if (!campaign) return { audience: 'subscribers', body: '' };
  return {
    subject: campaign.subject,
    body: campaign.body,
    audience: campaign.audience as CampaignAudience,
    audienceValue: campaign.audienceValue,
  };
}

export function toCampaignInput(values: CampaignFormValues): CampaignInput {
  return {
    subject: values.subject ?? '',
    body: values.body ?? '',
    audience: values.audience,
    audienceValue: values.audience === 'subscribers' ? null : (values.audienceValue ?? null),
  };
}

const FIELD_NAMES = new Set(['subject', 'body', 'audience', 'audienceValue']);

/** Puts the server's field messages next to their fields; gives the ones no field shows. */
export const showCampaignFieldErrors = (
  form: FormInstance<CampaignFormValues>,
  fieldErrorMap: Readonly<Record<string, string>>,
) => placeFieldErrors(form, FIELD_NAMES, fieldErrorMap);

/** 'Ny kampanje' and edit: 'Emne', 'Innhold' (markdown, with the preview beside it), 'Mottakere'. */
export function CampaignForm({ form, initial, onSubmit, onCancel, saving }: StaffFormProps<CampaignFormValues>) {
  const audience = Form.useWatch('audience', form) ?? initial.audience;
  const body = Form.useWatch('body', form) ?? initial.body ?? '';
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={onSubmit} requiredMark="optional">
      <Form.Item name="subject" label="Emne" rules={[requiredText('Skriv et emne')]}>
        <Input maxLength={CAMPAIGN_LIMITS.subject} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Form.Item
            name="body"
            label="Innhold"
            extra="Markdown: **fet**, *kursiv*, # overskrift, - punktliste, [lenke](https://…)"
            rules={[requiredText('Skriv innholdet i nyhetsbrevet')]}
          >
            <Input.TextArea rows={14} maxLength={CAMPAIGN_LIMITS.body} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <div style={{ marginBottom: 8 }}>Forhåndsvisning</div>
          <Suspense fallback={<Skeleton active />}>
            <MarkdownPreview source={body} />
          </Suspense>
        </Col>
      </Row>
      <Form.Item name="audience" label="Mottakere" rules={[{ required: true, message: 'Velg mottakere' }]}>
        <Radio.Group>
          {(Object.keys(CAMPAIGN_AUDIENCE_LABELS) as CampaignAudience[]).map((key) => (
            <Radio key={key} value={key}>
              {CAMPAIGN_AUDIENCE_LABELS[key]}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {audience === 'graduationYear' ? (
        <Form.Item
          name="audienceValue"
          label="Årstall"
          rules={[{ required: true, pattern: /^\d{4}$/, message: 'Skriv et avgangskull (årstall, f.eks. 2027)' }]}
        >
          <Input inputMode="numeric" maxLength={4} placeholder="2027" style={{ maxWidth: 160 }} />
        </Form.Item>
      ) : null}
      {audience === 'school' ? (
        <Form.Item name="audienceValue" label="Skolenavn" rules={[requiredText('Skriv navnet på skolen')]}>
          <Input maxLength={CAMPAIGN_LIMITS.audienceValue} style={{ maxWidth: 400 }} />
        </Form.Item>
      ) : null}
      <FormActions saving={saving} onCancel={onCancel} />
    </Form>
  );
}
