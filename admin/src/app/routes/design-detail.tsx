import { useParams } from 'react-router-dom';
import { DetailPage } from '@/components/detail-page';
import { StaffDesignFragment, useStaffDesign } from '@/features/designs/api/designs';
import { DesignDetail } from '@/features/designs/components/design-detail';
import { getFragmentData } from '@/gql';

export default function DesignDetailRoute() {
  const { id = '' } = useParams();
  const { data, loading, error } = useStaffDesign(id);
  const design = data ? getFragmentData(StaffDesignFragment, data.staffDesign) : null;
  return (
    <DetailPage
      title={design ? `Design: ${design.name}` : `Design #${id}`}
      list={{ to: '/designs', title: 'Design' }}
      crumb={`#${id}`}
      loading={loading}
      error={error}
      ready={!!design}
      notFound={{ title: 'Fant ikke designet', link: 'Til alle design' }}
      loadFailed="Kunne ikke hente designet. Prøv igjen."
      history={design ? { entityType: 'design', entityId: design.id } : undefined}
    >
      {design ? <DesignDetail design={design} /> : null}
    </DetailPage>
  );
}
