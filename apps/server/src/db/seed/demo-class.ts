import { eq, like, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { catalogRating, recountStudents } from '../ratings';
import { courseReviews, courses, users } from '../schema';
import { recordLearnerProgress, type Purchase } from './demo-class-progress';
import { recordPurchase } from './studio-student';

/** Not another seed step's key: each takes its own turn. */
const classLockKey = 7_270_705;
const day = 24 * 60 * 60 * 1000;
/** Where the demo learners' emails are: they have no sign-in. */
export const learnerDomain = 'learners.glossydrawer.local';

const firstNames = [
  'Amara',
  'Bruno',
  'Chloé',
  'Dev',
  'Esi',
  'Felix',
  'Greta',
  'Hiro',
  'Ines',
  'Jonas',
  'Kemi',
  'Lars',
  'Mina',
  'Nico',
  'Olu',
  'Pia',
  'Quinn',
  'Rosa',
  'Sami',
  'Tala',
  'Uma',
  'Viktor',
  'Wen',
  'Yara',
  'Zoe',
  'Arjun',
  'Bea',
  'Caio',
  'Dina',
  'Emil',
];
const lastNames = ['Adeyemi', 'Berg', 'Costa', 'Dubois', 'Eriksen', 'Fujita', 'García', 'Haddad'];

/** How many demo learners the catalog's history has. */
export const demoLearnerCount = firstNames.length;

/** What students write, by the stars they give: short, specific, not all glowing. */
const reviewTexts: Record<3 | 4 | 5, string[]> = {
  5: [
    'The exercises are the course: I filled a sketchbook in three weeks and can see the difference.',
    'Clear demos, no filler. Pausing the paint-along and drawing beside it is exactly how I learn.',
    'I finally understand why my drawings looked flat. The value lessons alone were worth it.',
    'The instructor’s feedback on my hand-in pointed at the one habit that was holding me back.',
    'Patient, well paced and honest about how much practice it takes. Highly recommended.',
    'I came for the brushes and stayed for the fundamentals. My line work is calmer now.',
  ],
  4: [
    'Very good overall; a couple of lessons go a little fast, but replaying the demo helps.',
    'Solid course with useful exercises. I would have liked one more chapter on colour.',
    'Great material. The last project took me far longer than the time it suggests.',
    'Good structure and friendly tone. Some references could be larger on a phone.',
  ],
  3: [
    'Useful, but more of a refresher than I expected for the level it claims.',
    'The ideas are good; I wanted more feedback on the exercises than the course gives.',
  ],
};

/** A small, fixed generator: the demo class is the same on every install. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Demo learners who bought courses over the last months (paid orders, so the instructors'
 * earnings agree with their students) and reviewed some of them. They have no sign-in: they are
 * the catalog's history, not accounts to use. Once only; the catalog's figures are then counted
 * from the rows.
 */
export async function seedDemoClass(db: Db, now = Date.now()) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${classLockKey})`);
    const [seeded] = await tx
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, `%@${learnerDomain}`))
      .limit(1);
    if (seeded) return;
    await enrolLearners(tx, now);
    await tx.update(courses).set(catalogRating(courses.id));
    await recountStudents(tx);
  });
}

async function enrolLearners(tx: Tx, now: number) {
  const catalog = await tx
    .select()
    .from(courses)
    .where(eq(courses.listed, true))
    .orderBy(courses.number);
  if (catalog.length === 0) return;
  const random = generator(2026);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const people = firstNames.map((first, i) => ({
    name: `${first} ${lastNames[i % lastNames.length]}`,
    email: `${first
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase()}.${i + 1}@${learnerDomain}`,
    photo: `/media/students/student-${String((i % 6) + 1).padStart(2, '0')}.webp`,
  }));
  const learners = await tx
    .insert(users)
    .values(people.map((person) => ({ ...person, role: 'student' as const })))
    .returning({ id: users.id });
  const reviews: (typeof courseReviews.$inferInsert)[] = [];
  const purchases: Purchase[] = [];
  for (const { id: userId } of learners) {
    // Earlier courses in the catalog are the better known: they are picked more often.
    const wanted = new Set<(typeof catalog)[number]>();
    const howMany = 1 + Math.floor(random() * 3);
    while (wanted.size < howMany) {
      wanted.add(catalog[Math.floor(random() ** 1.6 * catalog.length)]!);
    }
    const bought = [...wanted];
    const at = new Date(now - (10 + Math.floor(random() * 170)) * day);
    await recordPurchase(tx, userId, bought, at);
    purchases.push(...bought.map((course) => ({ userId, courseId: course.id, at })));
    for (const course of bought) {
      if (random() < 0.45) continue;
      const roll = random();
      const rating = roll < 0.62 ? 5 : roll < 0.9 ? 4 : 3;
      const written = new Date(at.getTime() + (5 + Math.floor(random() * 30)) * day);
      reviews.push({
        courseId: course.id,
        userId,
        rating,
        review: pick(reviewTexts[rating]),
        createdAt: written,
        updatedAt: written,
      });
    }
  }
  if (reviews.length) await tx.insert(courseReviews).values(reviews);
  // Its own generator, so the purchases and reviews above stay what they always were.
  await recordLearnerProgress(tx, purchases, now, generator(31));
}
