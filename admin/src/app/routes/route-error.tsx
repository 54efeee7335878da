import { Button, Result } from 'antd';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

export function RouteError() {
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <Result
        status="403"
        title="Ingen tilgang"
        subTitle="Brukeren din har ikke tilgang til denne siden."
        extra={<Link to="/">Til forsiden</Link>}
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <Result status="404" title="Fant ikke siden" extra={<Link to="/">Til forsiden</Link>} />;
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
