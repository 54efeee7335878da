import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { shop } from '@/lib/shop';

/** Shown in place of the form once the membership exists. */
export function CommunityWelcome({ firstName }: { firstName: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="card" style={{ textAlign: 'center', padding: '2.5rem 1.5rem' }}>
      <span
        style={{
          display: 'inline-grid',
          placeItems: 'center',
          width: '3.5rem',
          height: '3.5rem',
          marginBottom: '1rem',
          borderRadius: '50%',
          background: '#e5f4ec',
          color: 'var(--color-success)',
        }}
      >
        <Icon name="check" size={28} />
      </span>
      <h2 ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
        Velkommen til {shop.name} Family, {firstName}!
      </h2>
      <p className="muted">
        Medlemskapet ditt er registrert. Vi har sendt deg en e-post med fordelene dine – hold øye med innboksen.
      </p>
      <Link to="/" className="btn btn-primary">
        Tilbake til forsiden
      </Link>
    </div>
  );
}
