import { COOKIES } from '@russ/schema/common/cookies';
import styles from './legal-page.module.css';

/** The cookies the shop uses (storefront §9): name, purpose and how long each is kept. */
export function CookieTable() {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Informasjonskapsler vi bruker</caption>
      <thead>
        <tr>
          <th scope="col">Informasjonskapsel</th>
          <th scope="col">Formål</th>
          <th scope="col">Lagringstid</th>
        </tr>
      </thead>
      <tbody>
        {COOKIES.map((cookie) => (
          <tr key={cookie.key} data-cookie={cookie.key}>
            <th scope="row">{cookie.name}</th>
            <td data-label="Formål">{cookie.purpose}</td>
            <td data-label="Lagringstid">{cookie.duration}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
