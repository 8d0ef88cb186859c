import type { SiteIndex } from '@glossy/contract';
import { organization, type PageHead } from './page-head';

type ArticleEntry = SiteIndex['articles'][number];

/** A blog article as a shared link shows it, and as schema.org's BlogPosting with its breadcrumb. */
export function articleHead(article: ArticleEntry, publicUrl: string): PageHead {
  const path = `/blogpost/${article.slug}`;
  const url = `${publicUrl}${path}`;
  return {
    title: `${article.title} | Glossy Drawer`,
    description: article.excerpt,
    path,
    image: article.image,
    type: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: article.title,
        description: article.excerpt,
        image: `${publicUrl}${article.image}`,
        datePublished: article.published,
        author: { '@type': 'Person', name: article.author },
        publisher: organization(publicUrl),
        mainEntityOfPage: url,
        timeRequired: `PT${article.readMinutes}M`,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Blog', item: `${publicUrl}/blogpost` },
          { '@type': 'ListItem', position: 2, name: article.title, item: url },
        ],
      },
    ],
  };
}
