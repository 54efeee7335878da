import { useId, useState } from 'react';
import { COLOUR_OPTIONS, colourLabel } from '@russ/schema/catalog/colours';
import { useHydrated } from '@/lib/hydrated';
import styles from './colour-swatches.module.css';

/**
 * The seven colour options (storefront §3) as a radio group. Display only: the choice is shown as selected and
 * logged to the console; the colour itself goes in the order e-mail.
 */
export function ColourSwatches({ productTitle }: { productTitle: string }) {
  const [selected, setSelected] = useState<string | null>(null);
  const name = useId();
  const hydrated = useHydrated();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        Farge
        <span className={styles.selected} aria-live="polite">
          {selected ? `: ${colourLabel(selected)}` : ''}
        </span>
      </legend>
      <div className={styles.options}>
        {COLOUR_OPTIONS.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              className={`visually-hidden ${styles.input}`}
              name={name}
              value={option.value}
              checked={selected === option.value}
              disabled={!hydrated}
              onChange={() => {
                setSelected(option.value);
                console.log(`Valgt farge for ${productTitle}: ${option.name} (${option.value})`);
              }}
            />
            <span className={styles.swatch} style={{ background: option.swatch }} aria-hidden="true" />
            <span className={styles.name}>{option.name}</span>
          </label>
        ))}
      </div>
      <p className={styles.hint}>Oppgi fargen i bestillingen på e-post.</p>
    </fieldset>
  );
}
