import { useState } from 'react';
import { PageHero } from '@/components/ui/page-hero';
import { CommunityBenefits, WhyJoin } from '@/features/community/components/community-content';
import { CommunitySignupForm } from '@/features/community/components/community-signup-form';
import { CommunityWelcome } from '@/features/community/components/community-welcome';
import { usePageMeta } from '@/lib/page-meta';
import { shop } from '@/lib/shop';

export default function CommunityRoute() {
  usePageMeta({
    title: 'Community – bli medlem gratis',
    description: `Bli med i ${shop.name} Family: medlemsrabatter, eksklusive tilbud, gratis ekspresslevering og gratis designhjelp. Gratis medlemskap.`,
  });
  const [joined, setJoined] = useState<{ firstName: string } | null>(null);

  return (
    <>
      <PageHero
        eyebrow="Gratis medlemskap"
        title={`Bli med i ${shop.name} Family`}
        lead="Medlemmer får bedre priser, nyhetene først og hjelp med designet – helt gratis, og uten binding."
        actions={
          <a href="#bli-medlem" className="btn btn-primary">
            Bli medlem nå
          </a>
        }
      />

      <section className="section container" aria-labelledby="fordeler">
        <h2 id="fordeler">Dette får du som medlem</h2>
        <p className="lead">Fem fordeler du får fra første dag.</p>
        <CommunityBenefits />
      </section>

      <section
        id="bli-medlem"
        className="section"
        style={{ background: 'var(--color-blue-soft)' }}
        aria-labelledby="registrering"
      >
        <div className="container grid grid-2" style={{ alignItems: 'start' }}>
          <div>
            <h2 id="registrering">Registrer deg</h2>
            <p className="lead">
              Fyll inn navn og e-post, så sender vi deg velkomstmail med fordelene dine. Skole og avgangsår hjelper oss
              å gi deg tilbud som passer for kullet ditt.
            </p>
          </div>
          {joined ? (
            <CommunityWelcome firstName={joined.firstName} />
          ) : (
            <div className="card">
              <CommunitySignupForm onJoined={setJoined} />
            </div>
          )}
        </div>
      </section>

      <section className="section container" aria-labelledby="hvorfor">
        <h2 id="hvorfor">Hvorfor bli medlem?</h2>
        <WhyJoin />
      </section>
    </>
  );
}
