import { Grid } from 'antd';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading';

/**
 * A console page's header and body for a page drawn with antd only (Oversikt, on the console's first load): the
 * heading (level 2) with its subtitle, spaced like pro-components' `PageContainer` so the pages look alike,
 * without loading pro-components for it.
 */
export function PageFrame({ title, subTitle, children }: { title: string; subTitle?: string; children: ReactNode }) {
  const screens = Grid.useBreakpoint();
  const paddingInline = screens.md === false ? 16 : 40;
  return (
    <div>
      <header
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          columnGap: 12,
          paddingBlock: '16px 8px',
          paddingInline,
        }}
      >
        <div style={{ fontSize: 20, fontWeight: 600, lineHeight: '32px', color: 'rgba(0, 0, 0, 0.88)' }}>
          <PageHeading>{title}</PageHeading>
        </div>
        {subTitle && screens.md !== false ? (
          <div style={{ fontSize: 14, color: 'rgba(0, 0, 0, 0.65)' }}>{subTitle}</div>
        ) : null}
      </header>
      <div style={{ paddingBlock: 24, paddingInline }}>{children}</div>
    </div>
  );
}
