import type { ReactNode } from 'react';

/** The frame of the console's pages outside the shell (login, the required two-step enrolment): one centred card. */
export function SignedOutPage({ top = '12vh', children }: { top?: string; children: ReactNode }) {
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        padding: `${top} 16px 32px`,
        background: 'linear-gradient(180deg, #fdf1f3 0%, #f5f5f5 60%)',
        boxSizing: 'border-box',
      }}
    >
      {children}
    </main>
  );
}
