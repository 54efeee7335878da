import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '@/components/ui/toast';

const MESSAGES: Record<string, { title: string; description?: string }> = {
  confirmed: { title: 'Påmeldingen er bekreftet!', description: 'Du vil få våre nyeste tilbud og nyheter på e-post.' },
  unsubscribed: { title: 'Du er meldt av nyhetsbrevet.', description: 'Du får ikke flere nyhetsbrev fra oss.' },
};

/**
 * The confirm and unsubscribe links in the newsletter mails land on `/?newsletter=confirmed|unsubscribed`:
 * say what happened, then drop the parameter so a reload does not say it again.
 */
export function useNewsletterStatusToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const status = params.get('newsletter');
    if (!status) return;
    const message = MESSAGES[status];
    if (message) toast(message);
    params.delete('newsletter');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location, navigate, toast]);
}
