import { Link } from 'react-router';
import { articles } from './articles';
import { BlogPostList } from './BlogPostList';
import { TopicCard } from './TopicCard';

const communityPreviewCount = 6;

export default function BlogPage() {
  return (
    <>
      <title>Blog | Glossy Drawer</title>
      <BlogHero />
      <section className="section container-page" aria-labelledby="all-blogs">
        <p className="eyebrow mb-2">Guides &amp; ideas</p>
        <h2 id="all-blogs" className="section-title mb-10">
          All Blogs
        </h2>
        <TopicGrid />
      </section>
      <section className="border-base-300 border-t" aria-labelledby="community-posts">
        <div className="section container-page">
          <div className="mb-10 flex flex-wrap items-end justify-between gap-4">
            <div>
              <p className="eyebrow mb-2">Written by students</p>
              <h2 id="community-posts" className="section-title">
                From our community
              </h2>
            </div>
            <Link to="/createpost" className="btn btn-outline btn-primary">
              Write a post
            </Link>
          </div>
          <BlogPostList limit={communityPreviewCount} inviteToWrite />
        </div>
      </section>
    </>
  );
}

function BlogHero() {
  return (
    <div className="bg-ink relative isolate overflow-hidden">
      <img
        decoding="async"
        src="/media/site/blog-hero.webp"
        srcSet="/media/site/blog-hero-720.webp 720w, /media/site/blog-hero-960.webp 960w, /media/site/blog-hero.webp 1440w"
        sizes="100vw"
        alt=""
        width={1440}
        height={560}
        fetchPriority="high"
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      {/* The image's left half is darker; the gradient keeps white text readable on any crop. */}
      <div
        aria-hidden="true"
        className="from-ink/90 via-ink/65 to-ink/20 absolute inset-0 -z-10 bg-gradient-to-r"
      />
      <div className="container-page py-20 sm:py-28 lg:py-32">
        <div className="max-w-xl text-white">
          <p className="text-ochre mb-3 text-sm font-semibold tracking-widest uppercase">
            The Glossy Drawer blog
          </p>
          <h1 className="font-display text-4xl leading-tight font-semibold sm:text-5xl lg:text-6xl">
            Publish your passions, your way
          </h1>
          <p className="mt-5 text-lg text-white/85">
            Practical guides from our instructors and stories from artists like you. Share what you
            are learning, one sketch at a time.
          </p>
          <Link to="/createpost" className="btn btn-primary btn-lg mt-8">
            Create Your Blog
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The nine guides: written into the site, so the cards and their articles always agree. */
function TopicGrid() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.slug}>
          <TopicCard topic={article} />
        </li>
      ))}
    </ul>
  );
}
