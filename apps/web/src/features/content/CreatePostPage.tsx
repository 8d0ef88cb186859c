import { PageHeader } from '../../components/ui/PageHeader';
import { BlogPostList } from './BlogPostList';
import { CreatePostForm } from './CreatePostForm';

export default function CreatePostPage() {
  return (
    <>
      <PageHeader title="Create a post" eyebrow="Blog">
        Tell the community what you are drawing, learning or wondering about.
      </PageHeader>
      <div className="section container-page grid items-start gap-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="lg:sticky lg:top-[124px]">
          <CreatePostForm />
        </div>
        <section aria-labelledby="latest-posts">
          <h2 id="latest-posts" className="section-title mb-6">
            Latest posts
          </h2>
          <BlogPostList />
        </section>
      </div>
    </>
  );
}
