import { DATA_RETENTION_YEARS } from '@russ/schema/content/policies';
import { RETENTION_RULES } from '@russ/schema/content/retention';
import { Link } from 'react-router-dom';
import { LegalPage, LegalSection } from '@/features/legal/components/legal-page';
import { usePageMeta } from '@/lib/page-meta';
import { shop, shopEmailHref } from '@/lib/shop';

export default function PrivacyPage() {
  usePageMeta({
    title: 'Personvern',
    description: `Slik behandler ${shop.name} personopplysningene dine: hva vi lagrer, hvorfor, hvor lenge og hvilke rettigheter du har.`,
  });
  return (
    <LegalPage
      title="Personvernerklæring"
      intro={
        <p>
          {shop.name} er behandlingsansvarlig for personopplysningene vi samler inn om deg. Her forklarer vi hva vi
          lagrer, hvorfor vi gjør det og hvilke rettigheter du har.
        </p>
      }
    >
      <LegalSection id="hva-vi-lagrer" title="Hvilke opplysninger vi lagrer">
        <ul>
          <li>Navn, e-postadresse, telefonnummer og leveringsadresse.</li>
          <li>Bestillinger, fakturaer, returer og størrelser du eller gruppen din har sendt oss.</li>
          <li>Designfiler, logoer og tekst du sender oss til trykk.</li>
          <li>Meldinger du sender oss via kontaktskjemaet, e-post eller kundeområdet.</li>
          <li>E-postadressen din hvis du melder deg på nyhetsbrevet.</li>
        </ul>
      </LegalSection>

      <LegalSection id="formal" title="Hvorfor vi bruker opplysningene">
        <ul>
          <li>For å behandle, produsere og levere bestillingen din.</li>
          <li>For å svare på spørsmål og tilbudsforespørsler.</li>
          <li>For å gi deg tilgang til kundeområdet og gruppene dine.</li>
          <li>For å sende nyhetsbrev og tilbud, bare hvis du har samtykket til det.</li>
          <li>For å oppfylle regnskaps- og bokføringsplikten vår.</li>
        </ul>
        <p>
          Grunnlaget er avtalen med deg når du bestiller, samtykke for nyhetsbrev, og lovpålagte plikter for regnskap.
        </p>
      </LegalSection>

      <LegalSection id="lagringstid" title="Hvor lenge vi lagrer opplysningene">
        <p>
          Kundeopplysninger lagres normalt i {DATA_RETENTION_YEARS} år etter siste bestilling. Opplysninger vi er pålagt
          å oppbevare etter bokføringsloven, lagres så lenge loven krever.
        </p>
        <p>
          Henvendelser fra kontaktskjemaet slettes {RETENTION_RULES.contactMessages.default} måneder etter at vi fikk
          dem. Er medlemskapet ditt deaktivert, slettes kontoen og opplysningene dine{' '}
          {RETENTION_RULES.deactivatedMembers.default} måneder etter deaktiveringen.
        </p>
      </LegalSection>

      <LegalSection id="deling" title="Hvem vi deler opplysningene med">
        <p>
          Vi selger aldri personopplysninger. Vi deler bare det som trengs med postselskapet som leverer pakken din og
          med betalingsleverandørene våre. De behandler opplysningene etter avtale med oss.
        </p>
      </LegalSection>

      <LegalSection id="rettigheter" title="Dine rettigheter">
        <ul>
          <li>Du kan be om innsyn i opplysningene vi har om deg.</li>
          <li>Du kan be oss rette eller slette opplysninger.</li>
          <li>Du kan trekke tilbake samtykke, for eksempel til nyhetsbrevet, når som helst.</li>
          <li>Du kan klage til Datatilsynet hvis du mener vi behandler opplysningene dine feil.</li>
        </ul>
      </LegalSection>

      <LegalSection id="kontakt" title="Kontakt oss">
        <p>
          Spørsmål om personvern sender du til <a href={shopEmailHref}>{shop.email}</a>, eller til {shop.name},{' '}
          {shop.address}. Les også om <Link to="/cookies">informasjonskapsler</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
