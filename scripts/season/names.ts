/** Norwegian-looking names, schools and words for the season seed (invented; any likeness is chance). */

// prettier-ignore
export const FIRST_NAMES = [
  'Ola', 'Kari', 'Emma', 'Nora', 'Sofie', 'Ella', 'Olivia', 'Ingrid', 'Sara', 'Maja', 'Leah', 'Frida', 'Thea',
  'Ida', 'Hedda', 'Astrid', 'Selma', 'Tiril', 'Vilde', 'Mathilde', 'Julie', 'Amalie', 'Hanna', 'Marte', 'Synne',
  'Jakob', 'Emil', 'Noah', 'Oliver', 'Filip', 'Lukas', 'Aksel', 'Henrik', 'Magnus', 'Johannes', 'Sander', 'Tobias',
  'Elias', 'Isak', 'Mathias', 'Sebastian', 'Kristian', 'Håkon', 'Sigurd', 'Eirik', 'Vetle', 'Even', 'Ørjan',
  'Torstein', 'Brage', 'Jonas', 'Martin', 'Adrian', 'Markus', 'Andreas', 'Sindre', 'Mikkel', 'Åsmund', 'Solveig',
  'Live',
] as const;

// prettier-ignore
export const LAST_NAMES = [
  'Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Kristiansen', 'Jensen', 'Karlsen',
  'Johnsen', 'Pettersen', 'Eriksen', 'Berg', 'Haugen', 'Hagen', 'Johannessen', 'Andreassen', 'Jacobsen', 'Dahl',
  'Jørgensen', 'Halvorsen', 'Henriksen', 'Lund', 'Sørensen', 'Jakobsen', 'Moen', 'Gundersen', 'Iversen', 'Strand',
  'Solberg', 'Svendsen', 'Eide', 'Knutsen', 'Martinsen', 'Paulsen', 'Bakken', 'Kristoffersen', 'Mathisen',
  'Lie', 'Amundsen', 'Nguyen', 'Rasmussen', 'Ali', 'Lunde', 'Solheim', 'Berge', 'Moe', 'Nygård', 'Bakke',
  'Kristensen', 'Fredriksen', 'Holm', 'Lien', 'Hauge', 'Christensen', 'Andresen', 'Nielsen', 'Knudsen', 'Evensen',
  'Sæther', 'Aas', 'Myhre', 'Hanssen', 'Ahmed', 'Haugland', 'Thomassen', 'Sivertsen', 'Simonsen', 'Danielsen',
  'Østby', 'Græsli', 'Tveit', 'Rønning',
] as const;

/** 60 places; each school is '<place> videregående skole' unless it has its own name below. */
// prettier-ignore
const PLACES = [
  'Asker', 'Bærum', 'Drammen', 'Fredrikstad', 'Sarpsborg', 'Moss', 'Halden', 'Hamar', 'Lillehammer', 'Gjøvik',
  'Kongsberg', 'Tønsberg', 'Sandefjord', 'Larvik', 'Porsgrunn', 'Skien', 'Arendal', 'Grimstad', 'Kristiansand',
  'Mandal', 'Egersund', 'Sandnes', 'Stavanger', 'Haugesund', 'Stord', 'Bergen', 'Voss', 'Førde', 'Florø',
  'Ålesund', 'Molde', 'Kristiansund', 'Trondheim', 'Stjørdal', 'Steinkjer', 'Namsos', 'Mo i Rana', 'Bodø',
  'Narvik', 'Harstad', 'Tromsø', 'Alta', 'Hammerfest', 'Kirkenes', 'Elverum', 'Kongsvinger', 'Jessheim', 'Ski',
  'Lillestrøm', 'Nittedal', 'Hønefoss', 'Notodden', 'Ås', 'Horten', 'Holmestrand', 'Råholt', 'Os', 'Askøy',
  'Orkanger', 'Levanger',
] as const;

const NAMED_SCHOOLS: Record<string, string> = {
  Trondheim: 'Thora Storm videregående skole',
  Bergen: 'Bergen katedralskole',
  Stavanger: 'St. Olav videregående skole',
  Tromsø: 'Kongsbakken videregående skole',
  Kristiansand: 'Kristiansand katedralskole Gimle',
  Hamar: 'Hamar katedralskole',
};

export const SCHOOLS: readonly string[] = PLACES.map((place) => NAMED_SCHOOLS[place] ?? `${place} videregående skole`);

// prettier-ignore
export const GROUP_NAME_WORDS = [
  'Nattravnene', 'Blåruss-bussen', 'Fjellrevene', 'Nordlys', 'Stormkastet', 'Midnattsola', 'Villmarka',
  'Ulvene', 'Havørnene', 'Skumringen', 'Kaos', 'Bølgebryterne', 'Tordenskrall', 'Festningen', 'Polarnatt',
  'Rødruss-gjengen', 'Snøstormen', 'Fyrtårnet', 'Måkene', 'Elgen', 'Trollfjorden', 'Nordavind', 'Jervene',
  'Lysløypa', 'Gullrekka',
] as const;

export const CLASS_NAMES = ['3STA', '3STB', '3STC', '3STD', '3IDA', '3MDA', '3KDA', '3ELA', '3HSA', '3TPA'] as const;

export const CARRIERS = {
  Posten: (tracking: string) => `https://sporing.posten.no/sporing/${tracking}`,
  Bring: (tracking: string) => `https://sporing.bring.no/sporing/${tracking}`,
  PostNord: (tracking: string) => `https://www.postnord.no/sporing?id=${tracking}`,
  Helthjem: (tracking: string) => `https://www.helthjem.no/sporing/${tracking}`,
} as const;
export type Carrier = keyof typeof CARRIERS;

export const STREETS = [
  'Storgata',
  'Kirkeveien',
  'Skolegata',
  'Parkveien',
  'Fjordveien',
  'Bakkegata',
  'Sjøgata',
  'Lia',
  'Enga',
  'Granveien',
  'Bjørkeveien',
  'Møllevegen',
] as const;

export const CONTACT_MESSAGES = {
  tilbud: [
    'Hei! Vi er en russegruppe på {n} og ønsker tilbud på hoodies og bukser med felles logo.',
    'Kan vi få pris på {n} russedresser med navn på ryggen? Levering før 1. mai.',
    'Hei, vi er {n} stykker som vil bestille ziphoodie og bandana. Hva blir prisen med grupperabatt?',
  ],
  produkter: ['Har dere hoodien i XXL?', 'Kommer Glitter Uggs tilbake på lager?', 'Krymper sweatpantsene i vask?'],
  design: ['Kan dere trykke logoen vår i gull?', 'Hvilket filformat trenger dere for logoen?'],
  annet: ['Kan jeg endre leveringsadressen?', 'Hei, jeg har ikke fått sporingsnummer ennå.'],
} as const;

/** Lower-case ASCII for e-mail addresses: 'Håkon Sæther' → 'hakon.saether'. */
export function emailLocal(first: string, last: string): string {
  const ascii = (s: string) =>
    s
      .toLowerCase()
      .replace(/æ/g, 'ae')
      .replace(/ø/g, 'o')
      .replace(/å/g, 'a')
      .normalize('NFD')
      .replace(/[^a-z]/g, '');
  return `${ascii(first)}.${ascii(last)}`;
}
