import { createIntl, ProConfigProvider } from '@ant-design/pro-components';
import type { ReactNode } from 'react';

// pro-components ships no Norwegian locale; these are the keys its components ask for (pro-provider 2.16).
const nbNO = {
  moneySymbol: 'kr',
  deleteThisLine: 'Slett denne linjen',
  copyThisLine: 'Kopier denne linjen',
  sortUpThisLine: 'Flytt opp',
  sortDownThisLine: 'Flytt ned',
  form: {
    lightFilter: { more: 'Flere filtre', clear: 'Tøm', confirm: 'Bekreft', itemUnit: 'valgt' },
  },
  tableForm: {
    search: 'Søk',
    reset: 'Tilbakestill',
    submit: 'Send',
    collapsed: 'Vis flere',
    expand: 'Vis færre',
    inputPlaceholder: 'Skriv inn',
    selectPlaceholder: 'Velg',
  },
  alert: { clear: 'Fjern valg', selected: 'Valgt', item: 'stk.' },
  pagination: { total: { range: ' ', total: 'av', item: 'rader' } },
  tableToolBar: {
    leftPin: 'Fest til venstre',
    rightPin: 'Fest til høyre',
    noPin: 'Ikke festet',
    leftFixedTitle: 'Festet til venstre',
    rightFixedTitle: 'Festet til høyre',
    noFixedTitle: 'Ikke festet',
    reset: 'Tilbakestill',
    columnDisplay: 'Vis kolonner',
    columnSetting: 'Kolonneinnstillinger',
    fullScreen: 'Fullskjerm',
    exitFullScreen: 'Avslutt fullskjerm',
    reload: 'Oppdater',
    density: 'Tetthet',
    densityDefault: 'Standard',
    densityLarger: 'Romslig',
    densityMiddle: 'Middels',
    densitySmall: 'Kompakt',
  },
  stepsForm: { next: 'Neste', prev: 'Forrige', submit: 'Fullfør' },
  loginForm: { submitText: 'Logg inn' },
  editableTable: {
    onlyOneLineEditor: 'Bare én rad kan redigeres om gangen',
    onlyAddOneLine: 'Bare én rad kan legges til om gangen',
    action: { save: 'Lagre', cancel: 'Avbryt', delete: 'Slett', add: 'Legg til en rad' },
  },
  switch: { open: 'på', close: 'av' },
};

export const proIntlNb = createIntl('nb-NO', nbNO);

/** Norwegian texts for pro-components (tables, forms, layout) below this point. */
export function ProNorwegian({ children }: { children: ReactNode }) {
  return <ProConfigProvider intl={proIntlNb}>{children}</ProConfigProvider>;
}
