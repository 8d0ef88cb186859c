import { Link } from 'react-router';
import { CardPicture } from '../../components/ui/CardPicture';
import { articlePath, type Article } from './articles';
import './stretched-link.css';

type Topic = Pick<Article, 'slug' | 'title' | 'excerpt' | 'cover' | 'readMinutes'>;

/** A guide on the blog page; the whole card opens the article (its title is the link). */
export function TopicCard({ topic }: { topic: Topic }) {
  return (
    <article className="card-art link-card relative flex h-full flex-col">
      <CardPicture
        src={topic.cover.src}
        alt=""
        width={topic.cover.width}
        height={topic.cover.height}
        boxClassName="bg-base-200 aspect-[5/3] w-full"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="text-xl leading-snug font-semibold">
          <Link to={articlePath(topic)} className="stretched-link">
            {topic.title}
          </Link>
        </h3>
        <p className="text-base-content/75 flex-1">{topic.excerpt}</p>
        <p className="text-base-content/70 text-sm font-medium">
          <span aria-hidden="true">◷ </span>
          {topic.readMinutes} min read
        </p>
      </div>
    </article>
  );
}
