import { Link } from 'react-router-dom';
import { CookieTable } from '@/features/legal/components/cookie-table';
import { LegalPage, LegalSection } from '@/features/legal/components/legal-page';
import { usePageMeta } from '@/lib/page-meta';
import { shop, shopEmailHref } from '@/lib/shop';

export default function CookiesPage() {
  usePageMeta({
    title: 'Informasjonskapsler',
    description: `Hvilke informasjonskapsler (cookies) ${shop.name} bruker, hva de brukes til og hvor lenge de lagres.`,
  });
  return (
    <LegalPage
      title="Informasjonskapsler"
      intro={
        <p>
          Informasjonskapsler (cookies) er små tekstfiler som lagres i nettleseren din. Vi bruker dem for at nettsiden
          skal fungere, for å huske valgene dine og for å forstå hvordan nettsiden brukes.
        </p>
      }
    >
      <LegalSection id="kapsler-vi-bruker" title="Informasjonskapsler vi bruker">
        <CookieTable />
      </LegalSection>

      <LegalSection id="nodvendige" title="Nødvendige informasjonskapsler">
        <p>
          Øktinformasjonskapselen trengs for at nettsiden og innloggingen i kundeområdet skal virke, og kan ikke slås
          av. Den slettes når besøket er over.
        </p>
      </LegalSection>

      <LegalSection id="administrere" title="Slik styrer du informasjonskapsler">
        <p>
          Du kan slette eller blokkere informasjonskapsler i innstillingene i nettleseren din. Blokkerer du alle, kan
          det hende at deler av nettsiden, som innloggingen, ikke fungerer.
        </p>
      </LegalSection>

      <LegalSection id="sporsmal" title="Spørsmål">
        <p>
          Har du spørsmål om informasjonskapsler, skriv til oss på <a href={shopEmailHref}>{shop.email}</a>. Les også{' '}
          <Link to="/privacy">personvernerklæringen</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
