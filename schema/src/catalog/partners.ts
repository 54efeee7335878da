/**
 * The two partners on /partners (storefront §2 and §3): a fixed list. Price texts are the spec's
 * 'from 2990 kr' and 'custom' in Norwegian. The names and sites are the shop's placeholders until the real
 * partner agreements are in place.
 */
export interface Partner {
  name: string;
  website: string;
  description: string;
  tagline: string;
  priceText: string;
  features: readonly string[];
  /** CSS background for the card header. */
  gradient: string;
  accentColor: string;
  logoUrl: string;
}

export const PARTNERS: readonly Partner[] = [
  {
    name: 'Logoverkstedet',
    website: 'https://www.logoverkstedet.no',
    tagline: 'Profesjonelle russelogoer på rekordtid',
    description:
      'Logoverkstedet lager logoer og grafiske profiler for russegrupper over hele landet. Du får ferdige filer som passer både til trykk, brodering og sosiale medier.',
    priceText: 'Fra 2990 kr',
    features: [
      'Tre unike logoforslag',
      'Ubegrensede revisjoner',
      'Filer i alle formater',
      'Klar for trykk og brodering',
    ],
    gradient: 'linear-gradient(135deg, #1F2A44 0%, #3B5BDB 100%)',
    accentColor: '#3B5BDB',
    logoUrl: '/api/assets/partner-logoverkstedet.jpg',
  },
  {
    name: 'Russebuss Eventbyrå',
    website: 'https://www.russebuss-eventbyra.no',
    tagline: 'Alt til russebussen og arrangementene deres',
    description:
      'Russebuss Eventbyrå hjelper russegrupper med buss, lyd og lys, konsepter og arrangementer. Sammen gir vi gruppen et helhetlig uttrykk fra klær til buss.',
    priceText: 'Tilpasset',
    features: [
      'Konsept og profil for bussen',
      'Lyd- og lysanlegg',
      'Planlegging av arrangementer',
      'Tilbud tilpasset gruppen',
    ],
    gradient: 'linear-gradient(135deg, #C2185B 0%, #F2994A 100%)',
    accentColor: '#C2185B',
    logoUrl: '/api/assets/partner-russebuss-eventbyra.jpg',
  },
];

/** Subject of the "become a partner" mail link. */
export const BECOME_PARTNER_SUBJECT = 'Forespørsel om partnerskap';
