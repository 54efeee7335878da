import { RUSS25 } from '@russ/schema/coupons/coupons';
import { formatTierRange, GROUP_DISCOUNT_MIN_QUANTITY, GROUP_DISCOUNT_READINGS } from '@russ/schema/catalog/discounts';
import { formatNok } from '@russ/schema/common/money';
import {
  COMPLAINTS,
  CUSTOM_PRODUCT_RETURN_TEXT,
  EMBROIDERY_READINGS,
  INVOICE_BY_AGREEMENT_TEXT,
  MATERIAL,
  NO_CHANGES_AFTER_APPROVAL_TEXT,
  PAYMENT_METHODS,
  RETURN_POLICY_READINGS,
} from '@russ/schema/content/policies';
import { DELIVERY, FREE_SHIPPING_MIN_QUANTITY, SHIPPING_FEE_NOK } from '@russ/schema/common/shipping';
import { Link } from 'react-router-dom';
import { LegalPage, LegalSection } from '@/features/legal/components/legal-page';
import { usePageMeta } from '@/lib/page-meta';
import { shop, shopEmailHref } from '@/lib/shop';

// The terms show their own reading of the group discount (10/15/25%); the service page shows 5/10/15%.
const TERMS_TIERS = GROUP_DISCOUNT_READINGS.terms.tiers;
const RETURNS = RETURN_POLICY_READINGS.terms;

export default function TermsPage() {
  usePageMeta({
    title: 'Kjøpsvilkår',
    description: `Kjøpsvilkårene til ${shop.name}: bestilling, priser og grupperabatt, betaling, levering og frakt, angrerett, reklamasjon og design.`,
  });
  return (
    <LegalPage
      title="Kjøpsvilkår"
      intro={
        <p>
          Disse vilkårene gjelder for alle bestillinger hos {shop.name}, {shop.address}. Les dem før du bestiller. Har
          du spørsmål, skriv til oss på <a href={shopEmailHref}>{shop.email}</a>.
        </p>
      }
    >
      <LegalSection id="bestilling" number={1} title="Bestilling og avtale">
        <ul>
          <li>
            Bestillinger gjøres på e-post. Før produksjonen starter, får du en digital skisse (mock-up) som må
            godkjennes.
          </li>
          <li>Bestillingen er bindende når du har mottatt en ordrebekreftelse fra oss på e-post.</li>
          <li>Vi kan avslå en bestilling som vi ikke kan levere.</li>
          <li>Prisendringer etter at bestillingen er bekreftet, påvirker ikke bekreftede bestillinger.</li>
        </ul>
      </LegalSection>

      <LegalSection id="priser" number={2} title="Priser og rabatter">
        <p>Alle priser er oppgitt i norske kroner (NOK) inkludert mva.</p>
        <p>Grupperabatt gis etter antall produkter i samme bestilling:</p>
        <ul aria-label="Grupperabatt">
          {TERMS_TIERS.map((tier) => (
            <li key={tier.minQuantity}>
              {formatTierRange(tier)}: {tier.percent}% rabatt
            </li>
          ))}
        </ul>
        <p>Under {GROUP_DISCOUNT_MIN_QUANTITY} produkter gis det ikke grupperabatt.</p>
        <p>
          Rabattkoden {RUSS25.code} gir {RUSS25.percent}% rabatt på hele bestillingen når den oppgis i
          e-postbestillingen. Koden kan ikke kombineres med andre tilbud.
        </p>
      </LegalSection>

      <LegalSection id="betaling" number={3} title="Betaling">
        <p>Du kan betale med:</p>
        <ul>
          {PAYMENT_METHODS.map((method) => (
            <li key={method}>{method}</li>
          ))}
        </ul>
        <p>
          Tilpassede produkter betales før produksjonen starter. Standardprodukter betales før levering.{' '}
          {INVOICE_BY_AGREEMENT_TEXT}
        </p>
      </LegalSection>

      <LegalSection id="levering" number={4} title="Levering og frakt">
        <ul>
          <li>
            Leveringstiden er {DELIVERY.standardText}. {DELIVERY.peakSeasonText}
          </li>
          <li>Vi sender til alle adresser i Norge med postselskap.</li>
          <li>
            Bestillinger på {FREE_SHIPPING_MIN_QUANTITY} produkter eller mer sendes fraktfritt. Under{' '}
            {FREE_SHIPPING_MIN_QUANTITY} produkter koster frakten {formatNok(SHIPPING_FEE_NOK)}.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="angrerett" number={5} title="Angrerett og retur">
        <ul>
          <li>Standardprodukter har {RETURNS.withdrawalDays} dagers angrerett fra du mottar varen.</li>
          <li>Varen må være ubrukt og i original stand.</li>
          <li>Du betaler returfrakten selv.</li>
          <li>Vi tilbakebetaler produktets pris når returen er godkjent.</li>
          <li>{CUSTOM_PRODUCT_RETURN_TEXT}</li>
        </ul>
      </LegalSection>

      <LegalSection id="reklamasjon" number={6} title="Reklamasjon og ansvar">
        <ul>
          <li>Reklamasjonsfristen er {COMPLAINTS.periodYears} år. Ved berettiget reklamasjon betaler vi frakten.</li>
          <li>Du velger selv om feilen skal rettes med reparasjon, ombytte eller refusjon.</li>
          <li>Følg vaskeanvisningen: {MATERIAL.washing.charAt(0).toLowerCase() + MATERIAL.washing.slice(1)}.</li>
          <li>Vårt ansvar er begrenset til kjøpesummen. Vi er ikke ansvarlige for indirekte tap.</li>
        </ul>
      </LegalSection>

      <LegalSection id="design" number={7} title="Design og endringer">
        <ul>
          <li>{NO_CHANGES_AFTER_APPROVAL_TEXT}</li>
          <li>Du er ansvarlig for at du har rett til å bruke logoer, bilder, navn og tekst du sender oss til trykk.</li>
          <li>{EMBROIDERY_READINGS.notOffered.text}</li>
        </ul>
        <p>
          Les også om <Link to="/privacy">personvern</Link> og <Link to="/cookies">informasjonskapsler</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
