import { Link, useLoaderData } from 'react-router';
import { ArticleBody } from './ArticleBody';
import { coursesIn, useCourseHref } from './course-links';
import { articlePath, neighbours, type Article } from './index';

const publishedFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });
const formatPublished = (day: string) => publishedFormat.format(new Date(`${day}T00:00:00Z`));

/** One blog guide at /blogpost/{slug}; the route's loader has already found it (or shown the 404). */
export default function ArticlePage() {
  const article = useLoaderData<Article>();
  const courses = coursesIn(article.body);
  const courseHref = useCourseHref(courses.length > 0);

  return (
    // One reading column for the whole page: about 65 characters of the body text per line.
    <div className="container-page section pt-8 sm:pt-10">
      <div className="mx-auto w-full max-w-prose text-lg">
        <title>{`${article.title} | Glossy Drawer`}</title>
        <Link to="/blogpost" className="link link-hover text-base-content/80 text-sm font-medium">
          <span aria-hidden="true">← </span>
          Back to the blog
        </Link>

        <article aria-labelledby="article-title" className="mt-6">
          <header>
            <p className="eyebrow mb-3">Guides &amp; ideas</p>
            <h1
              id="article-title"
              className="font-display text-4xl leading-tight font-semibold text-balance sm:text-5xl"
            >
              {article.title}
            </h1>
            <p className="text-base-content/80 mt-4 text-xl leading-relaxed">{article.excerpt}</p>
            <p className="text-base-content/75 mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <span>
                By{' '}
                <Link to="/instructors" className="link link-hover text-base-content font-medium">
                  {article.author}
                </Link>
              </span>
              <time dateTime={article.published}>{formatPublished(article.published)}</time>
              <span>{article.readMinutes} min read</span>
            </p>
          </header>

          <img
            decoding="async"
            src={article.cover.src}
            alt={article.coverAlt}
            width={article.cover.width}
            height={article.cover.height}
            fetchPriority="high"
            className="rounded-box bg-base-200 mt-8 h-auto w-full shadow-sm"
          />

          <ArticleBody blocks={article.body} courseHref={courseHref} className="mt-10" />

          {courses.length > 0 && (
            <aside
              aria-labelledby="article-courses"
              className="bg-base-200 rounded-box mt-12 flex flex-col gap-3 p-6"
            >
              <h2 id="article-courses" className="font-display text-xl font-semibold">
                Courses in this article
              </h2>
              <ul className="flex flex-wrap gap-2">
                {courses.map((name) => (
                  <li key={name}>
                    <Link to={courseHref(name)} className="btn btn-sm btn-outline btn-primary">
                      {name}
                    </Link>
                  </li>
                ))}
              </ul>
            </aside>
          )}
        </article>

        <ArticlePager article={article} />
      </div>
    </div>
  );
}

function ArticlePager({ article }: { article: Article }) {
  const { previous, next } = neighbours(article);
  const card = 'card-art flex flex-col gap-1 p-5 hover:border-primary';
  return (
    <nav
      aria-label="More articles"
      className="border-base-300 mt-16 grid gap-4 border-t pt-8 sm:grid-cols-2"
    >
      {previous && (
        <Link to={articlePath(previous)} rel="prev" className={card}>
          <span className="text-base-content/75 text-sm">
            <span aria-hidden="true">← </span>
            Previous article
            <span className="sr-only">:</span>
          </span>{' '}
          <span className="font-display text-lg leading-snug font-semibold">{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link to={articlePath(next)} rel="next" className={`${card} text-right sm:col-start-2`}>
          <span className="text-base-content/75 text-sm">
            Next article
            <span aria-hidden="true"> →</span>
            <span className="sr-only">:</span>
          </span>{' '}
          <span className="font-display text-lg leading-snug font-semibold">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
