import { shop } from '@/lib/shop';

/** The shop's mark and name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#c8102e" />
        <path
          d="M20 48V16h13.5c6.9 0 11 3.7 11 9.6 0 4.3-2.2 7.3-6 8.6L46 48h-8l-6.8-12.9H27.4V48zm7.4-19h5.4c3.3 0 4.9-1.3 4.9-3.6 0-2.4-1.6-3.6-4.9-3.6h-5.4z"
          fill="#fff"
        />
      </svg>
      <span
        className="logo-name"
        style={{
          fontWeight: 800,
          fontSize: '1.125rem',
          letterSpacing: '-0.02em',
          color: inverted ? '#fff' : 'var(--color-brand)',
        }}
      >
        {shop.name}
      </span>
    </span>
  );
}
