import { Button, Result, type ResultProps } from 'antd';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** A page the console cannot show (no access, not found), with `Til forsiden` as the way out. */
export function HomeLinkResult(props: Pick<ResultProps, 'status' | 'title' | 'subTitle'>) {
  return <Result {...props} extra={<Link to="/">Til forsiden</Link>} />;
}

export function RouteError() {
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <HomeLinkResult status="403" title="Ingen tilgang" subTitle="Brukeren din har ikke tilgang til denne siden." />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <HomeLinkResult status="404" title="Fant ikke siden" />;
  }
  return (
    <Result
      status="error"
      title="Noe gikk galt"
      subTitle="Vi fikk ikke kontakt med serveren, eller det oppstod en feil. Prøv igjen om litt."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Prøv igjen
        </Button>
      }
    />
  );
}
