import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@/lib/use-page-title';

export default function NotFoundRoute() {
  usePageTitle('Fant ikke siden');
  return (
    <Result
      status="404"
      title="Fant ikke siden"
      subTitle="Siden finnes ikke i administrasjonen."
      extra={<Link to="/">Til forsiden</Link>}
    />
  );
}
