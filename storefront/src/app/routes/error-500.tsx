import { ServerErrorPanel } from '@/components/ui/server-error-panel';
import { usePageMeta } from '@/lib/page-meta';

export default function ServerErrorPage() {
  usePageMeta({ title: 'Noe gikk galt', noIndex: true });
  return <ServerErrorPanel />;
}
