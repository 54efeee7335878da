import { usePageTitle } from '@/lib/use-page-title';
import { HomeLinkResult } from './route-error';

export default function NotFoundRoute() {
  usePageTitle('Fant ikke siden');
  return <HomeLinkResult status="404" title="Fant ikke siden" subTitle="Siden finnes ikke i administrasjonen." />;
}
