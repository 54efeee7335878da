import { Alert, Button, List } from 'antd';
import { getFragmentData } from '@/gql';
import { StaffBlogPostFieldsFragment, useShownFeaturedPosts, useUnfeatureBlogPost } from '@/features/blog/api/blog';

/**
 * When 'Fremhevet' is refused because the home page already shows three featured posts: those posts, each with
 * 'Ta av «Fremhevet»'. Taking it off one saves the form again, so the post being edited is featured in its place.
 */
export function FeaturedLimitOffer({ refused, onFreed }: { refused: boolean; onFreed: () => void }) {
  const { data, loading } = useShownFeaturedPosts(!refused);
  const [unfeature, unfeaturing] = useUnfeatureBlogPost();
  if (!refused) return null;
  const posts = (data?.staffBlogPosts.items ?? []).map((item) => getFragmentData(StaffBlogPostFieldsFragment, item));
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 24 }}
      message="Forsiden viser disse fremhevede innleggene"
      description={
        <List
          size="small"
          loading={loading}
          aria-label="Fremhevede innlegg"
          dataSource={posts}
          renderItem={(post) => (
            <List.Item
              actions={[
                <Button
                  key="off"
                  size="small"
                  loading={unfeaturing.loading}
                  onClick={async () => {
                    await unfeature(post.id);
                    onFreed();
                  }}
                >
                  Ta av «Fremhevet»
                </Button>,
              ]}
            >
              {post.title}
            </List.Item>
          )}
        />
      }
    />
  );
}
