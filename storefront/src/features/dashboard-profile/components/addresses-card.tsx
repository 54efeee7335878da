import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { ADDRESS_COUNTRIES, countryName } from '@russ/schema/addresses/address.validators';
import {
  ADDRESS_TYPE_LABELS,
  ADDRESS_TYPES,
  DEFAULT_ADDRESS_TYPE,
  DEFAULT_COUNTRY,
  type AddressType,
} from '@russ/schema/addresses/addresses';
import { RequiredTextField, SelectField, TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { useAddressActions, validateAddress, type AddressFormValues } from '@/features/dashboard-profile/api/addresses';
import { ConfirmDialog } from './confirm-dialog';
import styles from './profile-tab.module.css';
import { EditFormActions, useEditForm } from './use-edit-form';

export const AddressesCard_CustomerAddressFragment = graphql(`
  fragment AddressesCard_CustomerAddress on CustomerAddress {
    id
    type
    name
    line1
    line2
    postalCode
    city
    country
    phone
    isDefault
  }
`);

type AddressItem = {
  id: string;
  type: string;
  name: string;
  line1: string;
  line2: string | null;
  postalCode: string;
  city: string;
  country: string;
  phone: string | null;
  isDefault: boolean;
};

const typeLabel = (type: string) => ADDRESS_TYPE_LABELS[type as AddressType] ?? type;

const EMPTY: AddressFormValues = {
  type: DEFAULT_ADDRESS_TYPE,
  name: '',
  line1: '',
  line2: '',
  postalCode: '',
  city: '',
  country: DEFAULT_COUNTRY,
  phone: '',
  isDefault: false,
};

const fromItem = (a: AddressItem): AddressFormValues => ({
  type: (ADDRESS_TYPES as readonly string[]).includes(a.type) ? (a.type as AddressType) : DEFAULT_ADDRESS_TYPE,
  name: a.name,
  line1: a.line1,
  line2: a.line2 ?? '',
  postalCode: a.postalCode,
  city: a.city,
  country: a.country,
  phone: a.phone ?? '',
  isDefault: a.isDefault,
});

/** One line per part of the address, the country only when it is not Norway. */
function addressLines(a: AddressItem): string[] {
  return [
    a.name,
    a.line1,
    a.line2 ?? '',
    `${a.postalCode} ${a.city}`,
    a.country === DEFAULT_COUNTRY ? '' : countryName(a.country),
  ].filter(Boolean);
}

/**
 * The customer's addresses: add, edit, delete (after a confirmation) and 'Gjør til standard'. One default per
 * type (shipping, billing); the server keeps it that way, the list shows it with the 'Standard' badge.
 */
export function AddressesCard({
  addresses: addressRefs,
}: {
  addresses: readonly FragmentType<typeof AddressesCard_CustomerAddressFragment>[];
}) {
  const addresses: readonly AddressItem[] = getFragmentData(AddressesCard_CustomerAddressFragment, addressRefs);
  // null: no form open; 'new': adding; otherwise the id being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<AddressItem | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { setDefault, deleteAddress } = useAddressActions();
  const { toast } = useToast();

  const fail = (title: string, error: unknown) => {
    console.error('[profile] address change failed', error);
    toast({ variant: 'destructive', title, description: 'Prøv igjen senere' });
  };

  const makeDefault = async (address: AddressItem) => {
    setBusyId(address.id);
    try {
      await setDefault(address.id);
      toast({ title: 'Standardadressen er endret', description: `${typeLabel(address.type)}: ${address.line1}` });
    } catch (error) {
      fail('Kunne ikke endre standardadressen', error);
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setBusyId(toDelete.id);
    try {
      await deleteAddress(toDelete.id);
      toast({ title: 'Adressen er slettet' });
      setToDelete(null);
    } catch (error) {
      fail('Kunne ikke slette adressen', error);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section className="card" aria-labelledby="profil-adresser">
      <div className={styles.cardHead}>
        <h2 id="profil-adresser">Adresser</h2>
        {editing === 'new' ? null : (
          <button type="button" className={`btn btn-primary ${styles.small}`} onClick={() => setEditing('new')}>
            Legg til adresse
          </button>
        )}
      </div>

      {editing === 'new' ? (
        <div className={styles.formBox} style={{ marginBottom: '1rem' }}>
          <AddressForm id={null} initial={EMPTY} onDone={() => setEditing(null)} />
        </div>
      ) : null}

      {addresses.length === 0 ? (
        <p className={styles.empty}>Du har ingen lagrede adresser ennå.</p>
      ) : (
        <ul className={styles.addressList} aria-label="Lagrede adresser">
          {addresses.map((address) => (
            <li
              key={address.id}
              className={`${styles.address} ${address.isDefault ? styles.addressDefault : ''}`}
              aria-label={`${typeLabel(address.type)}: ${address.line1}`}
            >
              {editing === address.id ? (
                <AddressForm id={address.id} initial={fromItem(address)} onDone={() => setEditing(null)} />
              ) : (
                <>
                  <div className={styles.addressTop}>
                    <span className={styles.addressType}>{typeLabel(address.type)}</span>
                    {address.isDefault ? (
                      <span className={`${styles.badge} ${styles.badgeDefault}`}>Standard</span>
                    ) : null}
                  </div>
                  <address className={styles.addressText}>
                    {addressLines(address).map((line) => (
                      <span key={line} style={{ display: 'block' }}>
                        {line}
                      </span>
                    ))}
                    {address.phone ? <span style={{ display: 'block' }}>Telefon: {address.phone}</span> : null}
                  </address>
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={`btn btn-outline ${styles.small}`}
                      onClick={() => setEditing(address.id)}
                      disabled={busyId === address.id}
                    >
                      Rediger
                    </button>
                    {address.isDefault ? null : (
                      <button
                        type="button"
                        className={`btn btn-outline ${styles.small}`}
                        onClick={() => void makeDefault(address)}
                        disabled={busyId === address.id}
                      >
                        Gjør til standard
                      </button>
                    )}
                    <button
                      type="button"
                      className={`btn ${styles.danger} ${styles.small}`}
                      onClick={() => setToDelete(address)}
                      disabled={busyId === address.id}
                    >
                      Slett
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="Slette adressen?"
        confirmLabel="Slett adresse"
        busyLabel="Sletter..."
        busy={toDelete !== null && busyId === toDelete.id}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        {toDelete ? (
          <>
            <p>
              Adressen {toDelete.line1}, {toDelete.postalCode} {toDelete.city} ({typeLabel(toDelete.type).toLowerCase()}
              ) fjernes fra kontoen din.
            </p>
            {toDelete.isDefault ? (
              <p className="muted">
                Den er standardadresse nå. Har du flere adresser av samme type, blir den eldste av dem ny standard.
              </p>
            ) : null}
          </>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}

function AddressForm({ id, initial, onDone }: { id: string | null; initial: AddressFormValues; onDone: () => void }) {
  const { save } = useAddressActions();
  const { values, setValues, saving, field, onSubmit } = useEditForm<AddressFormValues>({
    initial,
    validate: validateAddress,
    save: (next) => save(id, next),
    savedTitle: 'Adressen er lagret',
    failedTitle: 'Kunne ikke lagre adressen',
    onDone,
  });
  const title = id ? 'Rediger adresse' : 'Ny adresse';

  return (
    <form className="form-grid" onSubmit={onSubmit} noValidate aria-label={title}>
      <h3 style={{ margin: 0 }}>{title}</h3>
      <div className="form-grid form-grid-2">
        <SelectField label="Type" name="type" {...field('type')}>
          {ADDRESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {ADDRESS_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <RequiredTextField label="Navn" name="name" autoComplete="name" {...field('name')} />
      </div>
      <RequiredTextField label="Adresse" name="line1" autoComplete="address-line1" {...field('line1')} />
      <TextField label="Adresselinje 2 (valgfritt)" name="line2" autoComplete="address-line2" {...field('line2')} />
      <div className="form-grid form-grid-2">
        <RequiredTextField
          label="Postnummer"
          name="postalCode"
          autoComplete="postal-code"
          inputMode={values.country === DEFAULT_COUNTRY ? 'numeric' : undefined}
          {...field('postalCode')}
        />
        <RequiredTextField label="Poststed" name="city" autoComplete="address-level2" {...field('city')} />
        <SelectField label="Land" name="country" autoComplete="country" {...field('country')}>
          {ADDRESS_COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <TextField label="Telefon (valgfritt)" name="phone" type="tel" autoComplete="tel" {...field('phone')} />
      </div>
      <label className={styles.checkboxRow}>
        <input
          type="checkbox"
          name="isDefault"
          checked={values.isDefault}
          onChange={(event) => setValues((current) => ({ ...current, isDefault: event.target.checked }))}
        />
        Bruk som standard {ADDRESS_TYPE_LABELS[values.type].toLowerCase()}
      </label>
      <EditFormActions saving={saving} saveLabel="Lagre adresse" onCancel={onDone} />
    </form>
  );
}
